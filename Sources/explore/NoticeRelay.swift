import Browser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// Passes notices from the network layer (retries, answers from the cache) to the catalog
/// screen opened last, and holds one that comes before any screen does (the cache cannot be used).
@MainActor
final class NoticeRelay {
    weak var model: CatalogScreenModel? {
        didSet { showPending() }
    }

    /// Shown once, on the first catalog screen that opens.
    private var pending: String?

    /// Says `text` on the first catalog screen that opens (or the current one).
    func once(_ text: String) {
        pending = text
        showPending()
    }

    private func showPending() {
        guard let model, let text = pending else { return }
        pending = nil
        model.showNotice(text, for: .seconds(15))
    }

    func retrying(_ notice: RetryNotice) {
        let reason = notice.reason
        model?.showCountdown(for: notice.delay) { left in "\(reason) · retrying in \(AgeText.wait(left.timeInterval))…" }
    }

    func cached(_ event: CacheEvent) {
        switch event {
        case let .servedStale(storedAt):
            model?.showNotice("offline · cached \(AgeText.since(storedAt))", for: .seconds(10))
        case let .servedOffline(storedAt):
            model?.showNotice("offline · cached \(AgeText.since(storedAt))", for: .seconds(10))
        }
    }
}
