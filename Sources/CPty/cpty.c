#define _GNU_SOURCE
#include "cpty.h"
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int cpty_open(int rows, int cols, char *slave_path, int slave_path_size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0) { close(master); return -1; }
    const char *name = ptsname(master);
    if (name == NULL || (int)strlen(name) >= slave_path_size) { close(master); return -1; }
    strcpy(slave_path, name);
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols };
    ioctl(master, TIOCSWINSZ, &size);
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    return master;
}
