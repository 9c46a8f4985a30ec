/// A view model that owns tasks: it can stop them and be awaited until they have ended.
@MainActor
public protocol TaskOwner: AnyObject {
    func stop()
    func idle() async
    var isBusy: Bool { get }
}

extension EntryListViewModel: TaskOwner {}
extension SearchViewModel: TaskOwner {}
extension DetailViewModel: TaskOwner {}
extension PickerViewModel: TaskOwner {}

extension Array where Element == any TaskOwner {
    /// Waits until none of these owners has a task in flight (tasks awaited, not timers).
    @MainActor
    func settle() async {
        repeat {
            for owner in self { await owner.idle() }
        } while contains { $0.isBusy }
    }
}
