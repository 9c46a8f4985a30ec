import Browser
import CatalogKit
import Testing
import TextLayout
import Views

/// Every pane names the keys of the screen's key map, so a key rebound in the config file is
/// named right everywhere: the error panes, a detail's part that did not load, a picker.
@Suite("Pane hints from the key map")
struct ReboundKeyHintTests {
    static let rebound = KeyOverrides([.retry: [.character("x")], .back: [.character("b")]])
    static let failure = AppError(kind: .serverError, message: "The server had a problem.", isRetryable: true)
    static let entry = Entry(id: "25", title: "Pikachu")

    /// A detail with a part that did not load (and can be loaded again).
    static func partial(entityID: String?) -> Detail {
        var detail = Detail(
            title: "Pikachu",
            sections: [
                DetailSection("Evolution", .unavailable(part: "evolution", message: "The evolution chain did not load.", isRetryable: true))
            ])
        detail.entityID = entityID
        return detail
    }

    /// `state` drawn with the keys rebound: the state (and its key map) made under them.
    static func drawn(width: Int = 80, height: Int = 24, _ state: @Sendable () -> CatalogScreenState) -> String {
        KeyOverrides.$scoped.withValue(rebound) {
            ScreenView.render(state(), width: width, height: height, theme: .standard).text
        }
    }

    @Test("The detail's error pane says x retry and, narrow, b back")
    func detailError() {
        let text = Self.drawn(width: 40, height: 12) {
            CatalogScreenState(
                title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: [Self.entry], isComplete: true, load: .loaded(1)),
                detail: DetailState(entry: Self.entry, load: .failed(Self.failure)), focus: .detail)
        }
        #expect(text.contains("x retry"), "\(text)")
        #expect(text.contains("b back"), "\(text)")
        #expect(!text.contains("r retry") && !text.contains("Esc back"), "\(text)")
    }

    @Test("A part that did not load says x retry, where retrying loads it")
    func part() {
        let listed = Self.drawn {
            CatalogScreenState(
                title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: [Self.entry], isComplete: true, load: .loaded(1)),
                detail: DetailState(entry: Self.entry, load: .loaded(Self.partial(entityID: "25"))), focus: .detail)
        }
        #expect(listed.contains("x retry") && !listed.contains("r retry"), "\(listed)")
        // A deep-linked page's own document: the entity's part, retried as the entity's.
        let page = Self.drawn {
            CatalogScreenState(
                title: "Pikachu", itemName: "Pokémon", detail: DetailState(load: .loaded(Self.partial(entityID: "25"))), focus: .detail, hasList: false)
        }
        #expect(page.contains("x retry"), "\(page)")
        // A document that is no entity's: nothing would load it again, so no key is offered.
        let orphan = Self.drawn {
            CatalogScreenState(title: "Page", itemName: "page", detail: DetailState(load: .loaded(Self.partial(entityID: nil))), focus: .detail, hasList: false)
        }
        #expect(orphan.contains("The evolution chain did not load.") && !orphan.contains("retry"), "\(orphan)")
    }

    @Test("The list's error pane and the picker's error name the map's keys")
    func listAndPicker() {
        let list = Self.drawn {
            CatalogScreenState(title: "Pokédex", itemName: "Pokémon", list: EntryListState(load: .failed(Self.failure)))
        }
        #expect(list.contains("x retry") && !list.contains("r retry"), "\(list)")
        // The picker types letters, so its keys are its own (^R, Esc) whatever the config says.
        let kind = FilterKind(id: "type", title: "Type", key: "t")
        let picker = Self.drawn {
            CatalogScreenState(
                title: "Pokédex", itemName: "Pokémon", list: EntryListState(entries: [Self.entry], isComplete: true, load: .loaded(1)),
                filterKinds: [kind], picker: PickerState(kind: kind, load: .failed(Self.failure)))
        }
        #expect(picker.contains("^R retry") && picker.contains("Esc back"), "\(picker)")
    }

    @Test("The key a pane names is its binding's first key")
    func keyNames() {
        #expect(KeyMap.browse(.detail).key(for: .back) == "Esc")
        #expect(KeyMap.search.key(for: .retry) == "^R")
        #expect(PaneKeys(KeyMap.picker(searchable: false)) == PaneKeys(retry: "^R", back: "Esc"))
        let rebound = KeyOverrides.$scoped.withValue(Self.rebound) { PaneKeys(KeyMap.browse(.detail)) }
        #expect(rebound == PaneKeys(retry: "x", back: "b"))
    }
}
