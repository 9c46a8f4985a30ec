import Glibc
import Imaging
import Views

/// Writes a frame's picture in a pixel protocol, after ncurses has written the cells: the
/// cursor saved, moved to the picture's box, the protocol's bytes, the cursor restored, so
/// ncurses' idea of the screen stays true. Keeps the bytes of the last picture, so a frame
/// that shows it again (after a resize) does not encode it again.
struct PixelWriter {
    /// What is shown in pixels now.
    var shown: PixelPlacement?
    private var encoded: (key: Key, bytes: [UInt8])?

    private struct Key: Equatable {
        var source: Int
        var columns: Int
        var rows: Int
        var cell: CellSize
        var pixelProtocol: PixelProtocol
    }

    /// A cell's size in pixels: the terminal's own (`TIOCGWINSZ`), else 10 × 20; never more
    /// than ``maximum`` (a terminal that reports 65,535-pixel cells would have a picture
    /// scaled to gigabytes).
    struct CellSize: Equatable {
        var width: Int
        var height: Int

        /// The largest cell believed: twice the cell of a large font on a 4K screen.
        static let maximum = CellSize(width: 64, height: 128)
        /// The most pixels a picture is scaled to on either side.
        static let maximumPictureSide = 2_048
        static let fallback = CellSize(width: 10, height: 20)

        static func current() -> CellSize {
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return fallback }
            return measured(columns: Int(size.ws_col), rows: Int(size.ws_row), xPixels: Int(size.ws_xpixel), yPixels: Int(size.ws_ypixel))
        }

        /// The cell of a window of `columns` × `rows` cells and `xPixels` × `yPixels` pixels,
        /// capped at ``maximum``; the fallback when the pixels are not known.
        static func measured(columns: Int, rows: Int, xPixels: Int, yPixels: Int) -> CellSize {
            guard columns > 0, rows > 0, xPixels >= columns, yPixels >= rows else { return fallback }
            return CellSize(width: min(xPixels / columns, maximum.width), height: min(yPixels / rows, maximum.height))
        }

        /// This cell, smaller where a picture of `columns` × `rows` cells would pass
        /// ``maximumPictureSide`` pixels on a side (the proportions of the cell are kept).
        func fitting(columns: Int, rows: Int) -> CellSize {
            // The scale in thousandths, rounded down: whole numbers all the way.
            let scale = min(1_000, Self.maximumPictureSide * 1_000 / max(1, columns * width), Self.maximumPictureSide * 1_000 / max(1, rows * height))
            guard scale < 1_000 else { return self }
            return CellSize(width: max(1, width * scale / 1_000), height: max(1, height * scale / 1_000))
        }
    }

    /// Shows `placement` (nil: nothing) in `pixelProtocol`.
    mutating func show(_ placement: PixelPlacement?, protocol pixelProtocol: PixelProtocol) {
        shown = placement
        guard let placement else { return }
        let bytes = payload(for: placement, protocol: pixelProtocol)
        Self.send(Array("\u{1B}7\u{1B}[\(placement.y + 1);\(placement.x + 1)H".utf8) + bytes + Array("\u{1B}8".utf8))
    }

    /// After the screen was cleared: nothing is shown (kitty's images are deleted).
    mutating func forget(protocol pixelProtocol: PixelProtocol) {
        if pixelProtocol == .kitty, shown != nil { Self.send(PixelEncoders.kittyDeleteAll) }
        shown = nil
    }

    private mutating func payload(for placement: PixelPlacement, protocol pixelProtocol: PixelProtocol) -> [UInt8] {
        let cell = CellSize.current().fitting(columns: placement.columns, rows: placement.rows)
        let key = Key(source: placement.source.id, columns: placement.columns, rows: placement.rows, cell: cell, pixelProtocol: pixelProtocol)
        if let encoded, encoded.key == key { return encoded.bytes }
        let bytes: [UInt8]
        switch pixelProtocol {
        case .sixel:
            bytes = PixelEncoders.sixel(
                placement.source.scaled(columns: placement.columns, rows: placement.rows, cellWidth: cell.width, cellHeight: cell.height))
        case .kitty:
            let image = placement.source.scaled(columns: placement.columns, rows: placement.rows, cellWidth: cell.width, cellHeight: cell.height)
            bytes = PixelEncoders.kitty(image, id: 1, columns: placement.columns, rows: placement.rows)
        case .iterm:
            bytes = PixelEncoders.iterm(file: placement.source.bytes, columns: placement.columns, rows: placement.rows)
        }
        encoded = (key, bytes)
        return bytes
    }

    /// Writes `bytes` to the terminal, all of them.
    static func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBufferPointer { Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { return }
        }
    }
}
