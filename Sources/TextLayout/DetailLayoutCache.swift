import CatalogKit
import Synchronization

/// The last few detail layouts, so that a detail is laid out once per document and width
/// rather than once per frame (wrapping a long text is the costly part of a frame).
///
/// A layout is a pure function of its key (document, flow, theme, retry key) and the key is compared
/// in full, so a hit returns exactly what laying out again would: the cache can make a frame
/// cheaper, never different. Comparing the document is cheap when it is the same value
/// frame after frame: its strings and arrays share their storage.
final class DetailLayoutCache: Sendable {
    private struct Key: Equatable {
        var detail: Detail
        var flow: TextFlow
        var theme: Theme
        var retryKey: String?
    }

    static let shared = DetailLayoutCache(capacity: 4)

    private let capacity: Int
    /// Most recently used last.
    private let entries = Mutex<[(key: Key, layout: DetailLayout)]>([])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The layout for (`detail`, `width`, `theme`, `retryKey`), from `make` the first time.
    func layout(for detail: Detail, width: Int, theme: Theme, retryKey: String? = nil, make: () -> DetailLayout) -> DetailLayout {
        layout(for: detail, flow: .full(width), theme: theme, retryKey: retryKey, make: make)
    }

    /// The layout for (`detail`, `flow`, `theme`, `retryKey`), from `make` the first time.
    func layout(for detail: Detail, flow: TextFlow, theme: Theme, retryKey: String? = nil, make: () -> DetailLayout) -> DetailLayout {
        let key = Key(detail: detail, flow: flow, theme: theme, retryKey: retryKey)
        let hit = entries.withLock { entries -> DetailLayout? in
            guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.layout
        }
        if let hit { return hit }
        let layout = make()
        entries.withLock { entries in
            entries.append((key, layout))
            if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        }
        return layout
    }
}
