// Column widths as the C library measures them (glibc `wcwidth` under a UTF-8 locale), which
// is what ncurses uses to place characters. Swift cannot import `wcwidth` directly, and it
// answers -1 for everything until a UTF-8 locale is set: this target keeps a private UTF-8
// locale of its own, so measuring never depends on (or changes) the process's locale.
#ifndef EXPLORE_CWIDTH_H
#define EXPLORE_CWIDTH_H

/// Columns `scalar` takes on a terminal per the C library: 0, 1 or 2, or -1 for a scalar it
/// does not print (controls, unassigned code points). -2 when no UTF-8 locale is installed.
int cwidth_of(unsigned int scalar);

#endif
