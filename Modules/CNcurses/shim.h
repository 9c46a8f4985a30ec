// The parts of ncurses (wide-character build) that Swift cannot import as they are:
// macros with arguments, attribute macros, globals that strict concurrency rejects, and the
// variadic ioctl. Each is exposed as a small static inline function.
#ifndef EXPLORE_CNCURSES_SHIM_H
#define EXPLORE_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <curses.h>

static inline WINDOW *explore_stdscr(void) { return stdscr; }
static inline FILE *explore_stdin(void) { return stdin; }
static inline FILE *explore_stdout(void) { return stdout; }

static inline attr_t explore_attr_bold(void) { return A_BOLD; }
static inline attr_t explore_attr_reverse(void) { return A_REVERSE; }
static inline attr_t explore_attr_dim(void) { return A_DIM; }
static inline attr_t explore_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t explore_attr_normal(void) { return A_NORMAL; }

/// Terminal size from the kernel, for SIGWINCH. Returns 0 on success.
static inline int explore_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/// Bytes waiting to be read on `fd`, or -1 when that cannot be asked (the terminal is gone).
static inline int explore_bytes_available(int fd) {
    int count = 0;
    if (ioctl(fd, FIONREAD, &count) != 0) return -1;
    return count;
}

/// 1 when the current locale's character set is UTF-8.
static inline int explore_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL) return 0;
    return (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't') &&
           (codeset[2] == 'F' || codeset[2] == 'f');
}

/// Writes one cell: a short wide string (a grapheme cluster) with attributes and a colour pair.
static inline int explore_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

/// Mouse: what `explore_mouse_enable` asks for is the first button's presses and releases
/// (releases too, so that ncurses keeps no event back that the app never asks for) and the
/// wheel, no motion: xterm's
/// mode 1000, in the SGR 1006 encoding where the terminal's description (`XM`) says so; click
/// resolution off (`mouseinterval(0)`), so presses come at once and the app tells double clicks.
static inline int explore_mouse_enable(int on) {
    mmask_t old = 0;
    mmask_t wanted = on ? (BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED) : 0;
    mouseinterval(0);
    return mousemask(wanted, &old) == wanted ? 0 : -1;
}

/// The newest mouse event ncurses holds (after KEY_MOUSE; `getmouse` takes the newest first
/// and removes it): 1 first button down, 2 wheel up, 3 wheel down, 0 anything else (other
/// buttons, releases), -1 none left.
static inline int explore_mouse_read(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return -1;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON4_PRESSED) return 2;
    if (event.bstate & BUTTON5_PRESSED) return 3;
    if (event.bstate & BUTTON1_PRESSED) return 1;
    return 0;
}

/// The number of colours and colour pairs the terminal has (globals Swift 6 rejects).
static inline int explore_colors(void) { return COLORS; }
static inline int explore_color_pairs(void) { return COLOR_PAIRS; }

/// Writes one cell in an extended colour pair (beyond the 255 classic `short` pairs).
static inline int explore_put_cell_extended(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvadd_wch(y, x, &cell);
}

/// On a fatal signal (a Swift trap is SIGILL or SIGTRAP), leave curses mode so that the
/// shell gets its terminal back, then die of the same signal.
static void explore_crash_handler(int signal_number) {
    endwin();
    (void)!write(STDOUT_FILENO, "\033[?2004l", 8);  // bracketed paste off
    (void)!write(STDOUT_FILENO, "\033[?1006l\033[?1000l", 16);  // mouse off
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

static inline void explore_restore_terminal_on_crash(void) {
    int fatal[] = { SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGSYS };
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = explore_crash_handler;
        action.sa_flags = SA_RESETHAND;
        sigaction(fatal[i], &action, NULL);
    }
}

/// The real-time signals' range (SIGRTMIN and SIGRTMAX are calls, not constants).
static inline int explore_sigrtmin(void) { return SIGRTMIN; }
static inline int explore_sigrtmax(void) { return SIGRTMAX; }

/// 1 when the current terminal can move the cursor to a given row and column (`cup`).
static inline int explore_can_address_cursor(void) {
    const char *cup = tigetstr("cup");
    return cup != NULL && cup != (const char *)-1;
}

/// Turns XON/XOFF flow control off on `fd` so that Ctrl-S and Ctrl-Q reach the app instead
/// of freezing the output. Returns 0 on success.
static inline int explore_disable_flow_control(int fd) {
    struct termios modes;
    if (tcgetattr(fd, &modes) != 0) return -1;
    modes.c_iflag &= ~(tcflag_t)(IXON | IXOFF | IXANY);
    return tcsetattr(fd, TCSADRAIN, &modes);
}

#endif
