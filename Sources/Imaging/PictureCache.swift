import Synchronization

/// Pictures already decoded and scaled, kept in memory by (URL, cell box, palette) under a
/// byte cap; the least recently used go first. Thread-safe: decoding tasks insert while
/// the main actor reads.
public final class PictureCache: Sendable {
    /// What a picture is kept under.
    public struct Key: Sendable, Hashable {
        public var url: String
        public var box: CellBox
        public var palette: ColorPalette

        public init(url: String, box: CellBox, palette: ColorPalette) {
            self.url = url
            self.box = box
            self.palette = palette
        }
    }

    struct Entry {
        var picture: CellPicture
        var bytes: Int
        var lastUse: UInt64
    }

    struct State {
        var entries: [Key: Entry] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    /// The most bytes the pictures may take together.
    public let byteLimit: Int
    private let state = Mutex(State())

    /// A cache holding at most `byteLimit` bytes of pictures (4 MB by default: a few
    /// hundred pane-sized pictures).
    public init(byteLimit: Int = 4 << 20) {
        self.byteLimit = byteLimit
    }

    /// The picture kept under `key`, now the most recently used; nil when not kept.
    public func picture(for key: Key) -> CellPicture? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.picture
        }
    }

    /// Keeps `picture` under `key`, dropping the least recently used pictures past the cap.
    /// A picture larger than the whole cap is not kept.
    public func insert(_ picture: CellPicture, for key: Key) {
        let bytes = picture.byteCount
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.bytes -= old.bytes }
            guard bytes <= byteLimit else { return }
            state.clock += 1
            state.entries[key] = Entry(picture: picture, bytes: bytes, lastUse: state.clock)
            state.bytes += bytes
            while state.bytes > byteLimit, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries.removeValue(forKey: oldest.key)
                state.bytes -= oldest.value.bytes
            }
        }
    }

    /// Forgets every picture.
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.bytes = 0
        }
    }

    /// How many pictures are kept.
    public var count: Int { state.withLock { $0.entries.count } }

    /// The bytes the kept pictures take.
    public var byteCount: Int { state.withLock { $0.bytes } }
}
