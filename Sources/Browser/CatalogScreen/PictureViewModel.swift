import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Imaging

/// The picture beside a detail. It follows the shown document and the layout's picture box:
/// asked for after the text is on screen and after the selection has rested for the detail
/// dwell (holding ↓ fetches nothing), cancelled when the document changes, and decoded and
/// scaled off the main actor, once per (URL, box, palette): later frames draw the cells kept
/// in ``PictureSettings/cache``. A resize scales the bytes already held again.
@MainActor
public final class PictureViewModel {
    public private(set) var state = PictureState.none
    /// The shown picture's pixels, kept when pictures are sent in a pixel protocol.
    public private(set) var pixels: PixelSource?
    /// Where the shown map image lies on the Earth, when the picture is the catalog's map of
    /// the list (see ``Catalog/mapPicture(of:width:height:)``): the view marks the selection on it.
    public private(set) var mapFrame: MapFrame?
    /// Numbers the pixel sources, so that frames compare them cheaply.
    private static var pixelSerial = 0
    /// Called after every change of ``state``.
    public var onChange: (@MainActor () -> Void)?

    private let catalog: any Catalog
    private let timing: BrowserTiming
    public let settings: PictureSettings
    private let tasks = NamedTasks()
    /// What is shown or asked for now.
    private var current: PictureCache.Key?
    /// The last picture's bytes, to scale again on a resize without asking again.
    private var held: (url: URL, bytes: Data)?

    public init(catalog: any Catalog, timing: BrowserTiming, settings: PictureSettings) {
        self.catalog = catalog
        self.timing = timing
        self.settings = settings
    }

    public func stop() {
        tasks.cancelAll()
        // Asked again when the screen comes back.
        if state == .loading { current = nil }
    }

    public func idle() async { await tasks.idle() }
    public var isBusy: Bool { tasks.isBusy }

    /// Follows `document` (nil while none is shown) in `box` (nil: no room). A document with a
    /// map centre and no picture of its own shows the catalog's map image of `places` (the
    /// list's), if the catalog draws one; asked again only when the places or the box change.
    /// When it cannot be had, the state stays ``PictureState/none``: the screen draws its own map.
    public func update(document: Detail?, box: CellBox?, places: [MapPoint] = []) {
        var map: MapPicture?
        if document?.picture == nil, document?.mapCenter != nil, settings.drawsMaps, let box {
            map = catalog.mapPicture(of: places, width: box.columns * Self.mapPixelsPerColumn, height: box.rows * 2 * Self.mapPixelsPerColumn)
        }
        guard settings.enabled, let picture = document?.picture ?? map.map({ DetailPicture(url: $0.url) }), let box else {
            set(nil, .none)
            return
        }
        guard settings.palette != .none else {
            set(nil, map == nil ? .missing(settings.unavailableText) : .none)
            return
        }
        mapFrame = map?.frame
        let isMap = map != nil
        let url = picture.url(forColumns: box.columns)
        let scaling: PictureScaling = picture.isPixelArt(forColumns: box.columns) ? .pixelArt : .area
        let key = PictureCache.Key(url: url.absoluteString, box: box, palette: settings.palette)
        guard key != current else { return }
        // The cache holds cells only: with a pixel protocol the pixels are made again.
        if settings.pixels == nil, let cached = settings.cache.picture(for: key) {
            set(key, cached.isEmpty ? Self.failed(isMap) : .shown(cached))
            return
        }
        set(key, .loading)
        let catalog = self.catalog, clock = timing.clock, dwell = timing.detailDwell, palette = settings.palette, cache = settings.cache
        let wantsPixels = settings.pixels != nil
        let held = self.held?.url == url ? self.held?.bytes : nil
        tasks.start(.picture, { () async throws -> (Data?, PictureState, RGBAImage?) in
            var bytes = held
            if bytes == nil {
                // The selection may be moving on: wait for it to rest before asking.
                if dwell > .zero { try await clock.sleep(until: clock.deadline(after: dwell)) }
                try Task.checkCancellation()
                do throws(AppError) {
                    bytes = try await catalog.pictureBytes(at: url, freshness: .cachedIfFresh)
                } catch {
                    if error.isCancellation { throw CancellationError() }
                    return (nil, Self.failed(isMap), nil)
                }
            }
            guard let bytes else { return (nil, Self.failed(isMap), nil) }
            try Task.checkCancellation()
            do throws(ImageError) {
                let cells = try PictureMaker.picture(from: [UInt8](bytes), fitting: box, palette: palette, scaling: scaling) ?? .empty
                cache.insert(cells, for: key)
                // For a pixel protocol: the pixels at their own size, the terminal's cells decide the rest.
                let image = wantsPixels ? try ImageDecoder.decode([UInt8](bytes)).croppedToContent() : nil
                return (bytes, cells.isEmpty ? Self.failed(isMap) : .shown(cells), image)
            } catch {
                return (nil, Self.failed(isMap), nil)
            }
        }, then: { [weak self] result in
            guard let self, self.current == key else { return }
            if let bytes = result.0 { self.held = (url, bytes) }
            if let image = result.2, let bytes = result.0 {
                Self.pixelSerial += 1
                self.pixels = PixelSource(id: Self.pixelSerial, image: image, bytes: [UInt8](bytes), scaling: scaling)
            }
            self.set(key, result.1)
        })
    }

    /// A map image's pixels across a cell (and twice that down, two pixels a cell).
    static let mapPixelsPerColumn = 8

    /// What shows when the picture cannot be had: a note, or for a map the screen's own.
    nonisolated static func failed(_ isMap: Bool) -> PictureState {
        isMap ? .none : .missing("no picture")
    }

    /// Forgets what is shown, so the next ``update(document:box:)`` starts afresh (`i`).
    public func reset() {
        tasks.cancel(.picture)
        current = nil
    }

    private func set(_ key: PictureCache.Key?, _ state: PictureState) {
        if key != current {
            tasks.cancel(.picture)
            pixels = nil
        }
        if key == nil { mapFrame = nil }
        if case .shown = state {} else { pixels = nil }
        current = key
        guard state != self.state else { return }
        self.state = state
        onChange?()
    }
}

extension PictureViewModel: TaskOwner {}
