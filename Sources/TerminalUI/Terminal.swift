import CNcurses
import Dispatch
import Glibc
import Browser
import CatalogKit
import Imaging
import TextLayout
import Views

/// Why the terminal could not be used.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// ncurses does not know `TERM` (or it is unset).
    case unusableTerminal(String)
    /// The terminal cannot move the cursor (`TERM=dumb`, a printing terminal).
    case cannotAddressCursor(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "an interactive terminal is needed: standard input and output must both be a terminal."
        case let .unusableTerminal(name):
            return name.isEmpty
                ? "cannot use this terminal: TERM is not set."
                : "cannot use this terminal: TERM='\(ControlEscaping.escaped(name))' is unknown to ncurses."
        case let .cannotAddressCursor(name):
            return "cannot use this terminal: TERM='\(ControlEscaping.escaped(name))' cannot move the cursor."
        }
    }
}

/// The only type that talks to ncurses: sets the terminal up and restores it, reads keys,
/// turns standard input and signals into events, and copies cell grids to the screen,
/// writing only the cells that changed (``FrameDiff``).
@MainActor
public final class Terminal: TerminalBackend {
    public let theme: Theme
    /// How pictures can be drawn here: 24-bit (a direct-colour terminal), the 256-colour
    /// palette, or not at all (8 colours, `NO_COLOR`, an ASCII-only locale).
    public let picturePalette: ColorPalette
    /// What stands in for a picture when ``picturePalette`` is `.none`.
    public let pictureUnavailableText: String
    /// Braille dots can be drawn (a UTF-8 locale): place maps.
    public let drawsBraille: Bool
    private var pairs = ColorPairs(terminalPairs: 0, direct: false)
    private var screen: OpaquePointer?
    private var previous: CellGrid?
    private var isFinished = false
    private var keyDecoder = KeyDecoder()
    /// Whether the mouse is reported to the app (else the terminal keeps it, as before).
    public let usesMouse: Bool
    private var doubleClick = DoubleClick()
    /// Standard input and the handled signals, as dispatch sources on the main queue.
    private var sources: [any DispatchSourceProtocol] = []
    /// The pixel protocol pictures are sent in over their cells, or nil for cells only.
    public var pixelProtocol: PixelProtocol?
    /// What the pixel protocol shows now, and the bytes last sent for it.
    private var pixels = PixelWriter()
    /// The size drawn at, and why it is not the terminal's when it is not.
    private var sizeGuard: TerminalSizeGuard
    /// Why COLUMNS or LINES were capped at start; said until the first resize.
    private var startNotice: String?

    /// Takes over the terminal. Checks first that there is one and that ncurses knows it.
    /// `palette`: the colours for the terminal's background. `mouse`: clicks and the wheel
    /// come to the app (Shift still lets the terminal select).
    public init(environment: [String: String], palette: Theme.Palette = .dark, mouse: Bool = true) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        setlocale(LC_ALL, "")
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else { throw .unusableTerminal("") }
        (sizeGuard, startNotice) = TerminalSizeGuard.beforeNcurses()
        // Signals become dispatch sources in the event loop; ignore their default actions
        // before ncurses looks at them, so it installs no handlers of its own.
        Signals.ignoreDefaultActions()
        // COLORTERM=truecolor on a terminal whose entry knows only 256 colours: its
        // direct-colour entry, where one is installed, lets ncurses send 24-bit colours.
        let wantsDirect = ["truecolor", "24bit"].contains((environment["COLORTERM"] ?? "").lowercased())
        var directScreen: OpaquePointer?
        if wantsDirect, !term.hasSuffix("-direct") {
            let base = term.hasSuffix("-256color") ? String(term.dropLast("-256color".count)) : term
            directScreen = newterm(base + "-direct", explore_stdout(), explore_stdin())
        }
        guard let screen = directScreen ?? newterm(nil, explore_stdout(), explore_stdin()) else {
            throw .unusableTerminal(term)
        }
        set_term(screen)
        // Nothing has been drawn yet: give the modes back and say why, instead of garbage.
        guard explore_can_address_cursor() == 1 else {
            reset_shell_mode()
            delscreen(screen)
            throw .cannotAddressCursor(term)
        }
        self.screen = screen
        // Should the process trap, give the terminal back before it dies.
        explore_restore_terminal_on_crash()
        cbreak()
        noecho()
        nonl()
        intrflush(explore_stdscr(), false)
        keypad(explore_stdscr(), true)
        nodelay(explore_stdscr(), true)
        set_escdelay(25)
        // Ctrl-S and Ctrl-Q are keys, not a frozen screen: flow control off, Ctrl-C and Ctrl-Z
        // still signals (cbreak, not raw). ncurses keeps this as its program mode, and
        // `endwin` puts back the modes the shell had, flow control included.
        _ = explore_disable_flow_control(STDIN_FILENO)
        def_prog_mode()
        curs_set(0)
        usesMouse = mouse && explore_mouse_enable(1) == 0
        BracketedPaste.enable()
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        var usesColor = false
        if !noColor && has_colors() {
            start_color()
            use_default_colors()
            for (index, _) in Color.allCases.enumerated() {
                init_pair(Int16(index + 1), Int16(index), -1)
            }
            usesColor = true
        }
        let utf8 = explore_locale_is_utf8() == 1
        theme = Theme(glyphs: utf8 ? .unicode : .ascii, usesColor: usesColor, palette: palette)
        drawsBraille = utf8
        let colors = usesColor ? Int(explore_colors()) : 0
        switch (utf8, noColor, colors) {
        case (false, _, _):
            (picturePalette, pictureUnavailableText) = (.none, "no picture: not a UTF-8 terminal")
        case (_, true, _):
            (picturePalette, pictureUnavailableText) = (.none, "no picture: NO_COLOR is set")
        case (_, _, 0x1000000...):
            (picturePalette, pictureUnavailableText) = (.trueColor, "")
        case (_, _, 256...):
            (picturePalette, pictureUnavailableText) = (.xterm256, "")
        default:
            (picturePalette, pictureUnavailableText) = (.none, "no picture: needs 256 colours")
        }
        if picturePalette != .none {
            pairs = ColorPairs(terminalPairs: Int(explore_color_pairs()), direct: picturePalette == .trueColor)
        }
    }

    /// Columns and rows drawn at: the kernel's at start and after each SIGWINCH, unless that
    /// is past ``TerminalSizeGuard``'s limits (then the last good size, or the cap at start).
    public var size: (width: Int, height: Int) { sizeGuard.size }

    /// Why ``size`` is not the terminal's own, or why COLUMNS or LINES were capped at start.
    public var sizeNotice: String? { sizeGuard.notice ?? startNotice }

    /// Tells ncurses the new size after SIGWINCH (a size too large to draw is not taken: the
    /// last good one stays); the next frame is drawn in full.
    public func resize() {
        guard !isFinished else { return }
        let kernel = TerminalSizeGuard.kernelSize() ?? (Int(getmaxx(explore_stdscr())), Int(getmaxy(explore_stdscr())))
        sizeGuard.resize(width: kernel.width, height: kernel.height)
        startNotice = nil
        let (width, height) = sizeGuard.size
        resizeterm(Int32(height), Int32(width))
        // ncurses queues a KEY_RESIZE: drain it so it is not read as a key.
        var character: wint_t = 0
        while wget_wch(explore_stdscr(), &character) != ERR {}
        previous = nil
        werase(explore_stdscr())
        // Everything is drawn again, the picture too.
        if let pixelProtocol { pixels.forget(protocol: pixelProtocol) }
    }

    /// Ctrl-Z: gives the terminal back to the shell (normal screen, cursor, its modes),
    /// then stops the process. Returns once it is continued; call ``resume()`` then.
    public func suspend() {
        guard !isFinished else { return }
        endwin()
        // SIGTSTP is handled, not default, in every thread: stop with the signal that
        // cannot be caught. The shell reports the job as stopped all the same.
        kill(getpid(), SIGSTOP)
    }

    /// After SIGCONT: takes the terminal back, reads its size again (it may have changed
    /// while stopped, with the SIGWINCH sent to another process) and makes the next frame
    /// repaint every cell.
    public func resume() {
        guard !isFinished else { return }
        // Stopped by us: the shell may have changed its modes meanwhile; keep those for exit.
        if isendwin() { def_shell_mode() }
        resize()
        clearok(explore_stdscr(), true)
    }

    /// Keys waiting on standard input; nil when the terminal has gone away.
    public func readKeys() -> [Key]? {
        guard !isFinished else { return [] }
        var keys: [Key] = []
        var character: wint_t = 0
        while true {
            let status = wget_wch(explore_stdscr(), &character)
            if status == ERR { break }
            keys += keyDecoder.feed(character, isFunctionKey: status == KEY_CODE_YES)
            if status == KEY_CODE_YES, Int32(bitPattern: character) == KEY_MOUSE { keys += readMouse().map { .mouse($0) } }
        }
        keys += keyDecoder.endOfInput()
        if keys.isEmpty && inputHasEnded() { return nil }
        return keys
    }

    /// The mouse events ncurses has decoded (presses and the wheel; releases and other buttons
    /// are dropped), oldest first. ncurses may decode more than one for one KEY_MOUSE, and
    /// hands them out newest first: all are taken now, so none is left behind for later.
    private func readMouse() -> [MouseEvent] {
        var raw: [(kind: Int32, x: Int, y: Int)] = []
        var x: Int32 = 0, y: Int32 = 0
        while raw.count < 64 {
            let kind = explore_mouse_read(&x, &y)
            if kind < 0 { break }
            raw.append((kind, Int(x), Int(y)))
        }
        return raw.reversed().compactMap { event in
            switch event.kind {
            case 1: return MouseEvent(x: event.x, y: event.y, action: doubleClick.press(x: event.x, y: event.y, at: Self.now()))
            case 2: return MouseEvent(x: event.x, y: event.y, action: .wheelUp)
            case 3: return MouseEvent(x: event.x, y: event.y, action: .wheelDown)
            default: return nil
            }
        }
    }

    /// The monotonic clock, for telling double clicks.
    private static func now() -> Duration {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// Puts `text` on the terminal's clipboard (OSC 52). Called between frames: ncurses has
    /// flushed its output, and the sequence moves no cursor and draws nothing, so the screen
    /// stays as ncurses knows it. Returns why not, or nil once written.
    public func copyToClipboard(_ text: String) -> String? {
        guard !isFinished else { return "the terminal is closed" }
        guard let bytes = Clipboard.sequence(for: text) else {
            return "too long for the terminal's clipboard (\(text.utf8.count / 1024) KB)"
        }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { return "the terminal took no more" }
            written += count
        }
        return nil
    }

    /// True when standard input is at its end: hang-up or error, or readable with nothing
    /// to read (end of file). The terminal is gone.
    private func inputHasEnded() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return true }
        let ended = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        if descriptor.revents & ended != 0 { return true }
        return descriptor.revents & Int16(POLLIN) != 0 && explore_bytes_available(STDIN_FILENO) <= 0
    }

    /// Standard input and every handled signal (``Signals``) become events on the main queue.
    public func startEvents(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { MainActor.assumeIsolated { handler(.input) } }
        sources.append(input)
        for signalNumber in Signals.handled {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
            let event = Signals.event(for: signalNumber)
            source.setEventHandler { MainActor.assumeIsolated { handler(event) } }
            sources.append(source)
        }
        for source in sources { source.resume() }
    }

    public func stopEvents() {
        for source in sources { source.cancel() }
        sources.removeAll()
    }

    /// Draws `grid`, writing only cells that differ from the last frame, then updates the
    /// physical screen once.
    public func draw(_ grid: CellGrid) {
        guard !isFinished else { return }
        let window = explore_stdscr()
        let diff = FrameDiff(from: previous, to: grid)
        if diff.isFull { werase(window) }
        if !write(diff) {
            // The picture pairs ran out: start the table afresh and draw every cell again.
            reset_color_pairs()
            defineThemePairs()
            pairs.removeAll()
            werase(window)
            _ = write(FrameDiff(from: nil, to: grid))
        }
        previous = grid
        let placement = pixelProtocol == nil ? nil : grid.pixelPicture
        if let pixelProtocol, placement != pixels.shown {
            // The old picture goes first: kitty deletes it, the cells under a sixel or an
            // iTerm2 image are written again.
            if let old = pixels.shown {
                if pixelProtocol == .kitty { PixelWriter.send(PixelEncoders.kittyDeleteAll) }
                wtouchln(window, Int32(old.y), Int32(old.rows), 1)
            }
        }
        wnoutrefresh(window)
        doupdate()
        if let pixelProtocol, placement != pixels.shown {
            pixels.show(placement, protocol: pixelProtocol)
        }
    }

    /// Writes the diff's cells; false when a picture cell found no colour pair left.
    private func write(_ diff: FrameDiff) -> Bool {
        for change in diff.changes {
            guard put(change.cell, x: change.x, y: change.y) else { return false }
        }
        return true
    }

    /// The theme's eight colours on the default background, pairs 1–8.
    private func defineThemePairs() {
        guard theme.usesColor else { return }
        for (index, _) in Color.allCases.enumerated() {
            init_pair(Int16(index + 1), Int16(index), -1)
        }
    }

    /// A picture cell: its colours as an extended pair. False when no pair is left.
    private func putPicture(_ cell: Cell, x: Int, y: Int) -> Bool {
        guard picturePalette != .none else { return true }
        let key = pairs.key(ink: cell.style.ink, paper: cell.style.paper)
        guard let pair = pairs.pair(for: key, define: { pair, key in _ = init_extended_pair(pair, key.foreground, key.background) }) else { return false }
        var wide: [wchar_t] = cell.text.unicodeScalars.prefix(1).map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        _ = explore_put_cell_extended(Int32(y), Int32(x), wide, explore_attr_normal(), pair)
        return true
    }

    /// The theme's colours in the order of their pairs (1–8).
    private static let colorOrder = Color.allCases

    private func put(_ cell: Cell, x: Int, y: Int) -> Bool {
        if cell.style.isPicture { return putPicture(cell, x: x, y: y) }
        var attributes = explore_attr_normal()
        if cell.style.bold { attributes |= explore_attr_bold() }
        if cell.style.dim { attributes |= explore_attr_dim() }
        if cell.style.reverse { attributes |= explore_attr_reverse() }
        if cell.style.underline { attributes |= explore_attr_underline() }
        var pair: Int16 = 0
        if theme.usesColor, let color = cell.style.foreground.map(theme.color), let index = Self.colorOrder.firstIndex(of: color) {
            pair = Int16(index + 1)
        }
        // A spacing scalar and the combining marks after it; a cluster ncurses refuses (an
        // emoji sequence, say) is drawn as its first scalar, and that failing, as "?". The
        // characters go through a buffer on the stack: a frame writes hundreds of cells.
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 5) { wide in
            var count = 0
            for scalar in cell.text.unicodeScalars.prefix(4) {
                wide[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            wide[count] = 0
            let text = UnsafePointer(wide.baseAddress!)
            guard explore_put_cell(Int32(y), Int32(x), text, attributes, pair) == ERR, count > 1 else { return }
            wide[1] = 0
            if explore_put_cell(Int32(y), Int32(x), text, attributes, pair) == ERR {
                wide[0] = 63
                _ = explore_put_cell(Int32(y), Int32(x), text, attributes, pair)
            }
        }
        return true
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    public func close() {
        guard !isFinished else { return }
        isFinished = true
        stopEvents()
        curs_set(1)
        // Mouse reporting off before the shell gets the terminal back.
        if usesMouse { _ = explore_mouse_enable(0) }
        // No picture is left behind: kitty's deleted, a sixel's cells cleared.
        if let pixelProtocol, pixels.shown != nil {
            if pixelProtocol == .kitty { PixelWriter.send(PixelEncoders.kittyDeleteAll) }
            wclear(explore_stdscr())
            wrefresh(explore_stdscr())
            pixels.shown = nil
        }
        endwin()
        BracketedPaste.disable()
        if let screen { delscreen(screen) }
        screen = nil
    }
}
