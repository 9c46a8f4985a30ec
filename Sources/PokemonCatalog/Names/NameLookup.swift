import CatalogKit
import Synchronization

/// The English names one document is built with: a snapshot of the ``NameBook`` taken before
/// mapping, which notes, in the order the mapper asks, each name it does not have yet, so
/// that the names a page lacks are fetched top of the page first.
public final class NameLookup: Sendable {
    let names: [NameKey: String]
    let formParts: [NameKey: String]
    let moves: [NameKey: MoveFacts]
    /// Asked for before and not to be had (a 404, a resource without an English name).
    let unavailable: Set<NameKey>
    private let wanted = Mutex<(order: [NameKey], seen: Set<NameKey>)>(([], []))

    /// A lookup knowing `names` (and forms' parts, moves' facts, names known to be missing).
    public init(names: [NameKey: String] = [:], formParts: [NameKey: String] = [:], moves: [NameKey: MoveFacts] = [:], unavailable: Set<NameKey> = []) {
        (self.names, self.formParts, self.moves, self.unavailable) = (names, formParts, moves, unavailable)
    }

    /// No names known: every label is its placeholder (the demo's and the tests' mapping).
    public convenience init() { self.init(names: [:]) }

    /// The English name of `key`, or nil (noted as missing unless it cannot be had).
    public func name(_ key: NameKey) -> String? {
        if let name = names[key] { return name }
        note(key)
        return nil
    }

    /// The English name of `key`, or the placeholder made from its slug until it arrives.
    public func label(_ key: NameKey) -> String {
        name(key) ?? Self.placeholder(key.slug)
    }

    /// The English name of the `kind` resource `resource` links to, or its placeholder.
    public func label(_ kind: NameKind, _ resource: NamedResource) -> String {
        label(NameKey(kind, resource))
    }

    /// A form's own part of its name ("Altered Forme"), once its `pokemon-form` is known.
    func formPart(_ key: NameKey) -> String? { formParts[key] }

    /// A move's type, class, power and accuracy, once its resource is known (noted otherwise).
    func moveFacts(_ key: NameKey) -> MoveFacts? {
        if let facts = moves[key] { return facts }
        note(key)
        return nil
    }

    /// The label drawn from a slug until the resource's name arrives: "rks-system" → "Rks System".
    public static func placeholder(_ slug: String) -> String {
        DisplayText.title(fromSlug: DisplayText.line(slug))
    }

    /// The names asked for and not known, in the order they were asked for.
    public var missing: [NameKey] { wanted.withLock { $0.order } }

    private func note(_ key: NameKey) {
        guard !unavailable.contains(key) else { return }
        wanted.withLock { state in
            if state.seen.insert(key).inserted { state.order.append(key) }
        }
    }
}
