// Pseudo-terminals for the benchmark: open one of a given size (the ioctl that sets the
// size is variadic, so Swift cannot call it directly).
#ifndef EXPLORE_CPTY_H
#define EXPLORE_CPTY_H

/// Opens a pty pair of `rows`×`cols`. Returns the master descriptor (non-blocking) and
/// writes the slave's path into `slave_path`; -1 on failure.
int cpty_open(int rows, int cols, char *slave_path, int slave_path_size);

#endif
