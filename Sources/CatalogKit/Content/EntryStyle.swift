/// How a catalog's list rows are written by the commands (text, JSON, TSV), as its
/// descriptor declares: numbered entries (id as a number, the name `show` takes, the display
/// title) or described ones (id, name, and a detail from the row's subtitle or columns).
public enum EntryStyle: Sendable, Equatable {
    /// `#25  Pikachu`; JSON `id` a number, `name` the slug `show` takes, `title` as shown.
    case numbered
    /// `52771  Spicy Arrabiata Penne  Italian`; JSON `id`, `name`, `subtitle`, `columns`.
    case described
}
