import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Imaging

/// The picture beside a detail, as a value. It follows the shown document and the layout's
/// picture box: asked for after the text is on screen and after the selection has rested for
/// the detail dwell (holding ↓ fetches nothing), cancelled when the document changes, and
/// decoded and scaled off the main actor, once per (URL, box, palette): later frames draw the
/// cells kept in ``PictureSettings/cache``. A resize scales the bytes already held again.
@MainActor
public struct PictureModel {
    /// A picture made, or why not.
    public struct Made: Sendable {
        var key: PictureCache.Key
        var url: URL
        var bytes: Data?
        var state: PictureState
        var image: RGBAImage?
        var scaling: PictureScaling
    }

    public enum Event: Sendable {
        case made(Made)
    }

    public private(set) var state = PictureState.none
    /// The shown picture's pixels, kept when pictures are sent in a pixel protocol.
    public private(set) var pixels: PixelSource?
    /// Where the shown map image lies on the Earth, when the picture is the catalog's map of
    /// the list (see ``Catalog/mapPicture(of:width:height:)``): the view marks the selection on it.
    public private(set) var mapFrame: MapFrame?
    /// Numbers the pixel sources, so that frames compare them cheaply.
    private static var pixelSerial = 0

    private let catalog: any Catalog
    private let timing: BrowserTiming
    public let settings: PictureSettings
    /// What is shown or asked for now.
    private var current: PictureCache.Key?
    /// The last picture's bytes, to scale again on a resize without asking again.
    private var held: (url: URL, bytes: Data)?

    public init(catalog: any Catalog, timing: BrowserTiming, settings: PictureSettings) {
        self.catalog = catalog
        self.timing = timing
        self.settings = settings
    }

    /// Everything in flight is cancelled; a picture on its way is asked again when the screen
    /// comes back.
    public mutating func stop() -> [Effect<Event>] {
        if state == .loading { current = nil }
        return [.cancel(.picture)]
    }

    /// Follows `document` (nil while none is shown) in `box` (nil: no room). A document with a
    /// map centre and no picture of its own shows the catalog's map image of `places` (the
    /// list's), if the catalog draws one; asked again only when the places or the box change.
    /// When it cannot be had, the state stays ``PictureState/none``: the screen draws its own map.
    public mutating func update(document: Detail?, box: CellBox?, places: [MapPoint] = []) -> [Effect<Event>] {
        var map: MapPicture?
        if document?.picture == nil, document?.mapCenter != nil, settings.drawsMaps, let box {
            map = catalog.mapPicture(of: places, width: box.columns * Self.mapPixelsPerColumn, height: box.rows * 2 * Self.mapPixelsPerColumn)
        }
        guard settings.enabled, let picture = document?.picture ?? map.map({ DetailPicture(url: $0.url) }), let box else { return set(nil, .none) }
        guard settings.palette != .none else { return set(nil, map == nil ? .missing(settings.unavailableText) : .none) }
        mapFrame = map?.frame
        let isMap = map != nil
        let url = picture.url(forColumns: box.columns)
        let scaling: PictureScaling = picture.isPixelArt(forColumns: box.columns) ? .pixelArt : .area
        let key = PictureCache.Key(url: url.absoluteString, box: box, palette: settings.palette)
        guard key != current else { return [] }
        // The cache holds cells only: with a pixel protocol the pixels are made again.
        if settings.pixels == nil, let cached = settings.cache.picture(for: key) {
            return set(key, cached.isEmpty ? Self.failed(isMap) : .shown(cached))
        }
        let effects = set(key, .loading)
        let held = self.held?.url == url ? self.held?.bytes : nil
        return effects + [.run(.picture, work: making(key: key, url: url, held: held, isMap: isMap, scaling: scaling))]
    }

    /// The task that fetches (after the dwell), decodes and scales the picture at `url`.
    private func making(key: PictureCache.Key, url: URL, held: Data?, isMap: Bool, scaling: PictureScaling) -> @Sendable () async throws -> Event {
        let catalog = self.catalog, clock = timing.clock, dwell = timing.detailDwell, palette = settings.palette, cache = settings.cache
        let wantsPixels = settings.pixels != nil
        return {
            var made = Made(key: key, url: url, bytes: held, state: Self.failed(isMap), image: nil, scaling: scaling)
            if made.bytes == nil {
                // The selection may be moving on: wait for it to rest before asking.
                if dwell > .zero { try await clock.sleep(until: clock.deadline(after: dwell)) }
                try Task.checkCancellation()
                do throws(AppError) {
                    made.bytes = try await catalog.pictureBytes(at: url, freshness: .cachedIfFresh)
                } catch {
                    if error.isCancellation { throw CancellationError() }
                    return .made(made)
                }
            }
            guard let bytes = made.bytes else { return .made(made) }
            try Task.checkCancellation()
            do throws(ImageError) {
                let cells = try PictureMaker.picture(from: [UInt8](bytes), fitting: key.box, palette: palette, scaling: scaling) ?? .empty
                cache.insert(cells, for: key)
                // For a pixel protocol: the pixels at their own size, the terminal's cells decide the rest.
                made.image = wantsPixels ? try ImageDecoder.decode([UInt8](bytes)).croppedToContent() : nil
                made.state = cells.isEmpty ? Self.failed(isMap) : .shown(cells)
            } catch {
                made.bytes = nil
            }
            return .made(made)
        }
    }

    /// A picture made for what is still asked for is shown.
    public mutating func receive(_ event: Event) -> [Effect<Event>] {
        guard case let .made(made) = event, current == made.key else { return [] }
        if let bytes = made.bytes { held = (made.url, bytes) }
        if let image = made.image, let bytes = made.bytes {
            Self.pixelSerial += 1
            pixels = PixelSource(id: Self.pixelSerial, image: image, bytes: [UInt8](bytes), scaling: made.scaling)
        }
        return set(made.key, made.state)
    }

    /// A map image's pixels across a cell (and twice that down, two pixels a cell).
    static let mapPixelsPerColumn = 8

    /// What shows when the picture cannot be had: a note, or for a map the screen's own.
    nonisolated static func failed(_ isMap: Bool) -> PictureState {
        isMap ? .none : .missing("no picture")
    }

    /// Forgets what is shown, so the next ``update(document:box:places:)`` starts afresh (`i`).
    public mutating func reset() -> [Effect<Event>] {
        current = nil
        return [.cancel(.picture)]
    }

    private mutating func set(_ key: PictureCache.Key?, _ state: PictureState) -> [Effect<Event>] {
        var effects: [Effect<Event>] = []
        if key != current {
            effects.append(.cancel(.picture))
            pixels = nil
        }
        if key == nil { mapFrame = nil }
        if case .shown = state {} else { pixels = nil }
        current = key
        self.state = state
        return effects
    }
}
