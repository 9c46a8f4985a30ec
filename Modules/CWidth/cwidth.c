#define _GNU_SOURCE
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#include "cwidth.h"

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

// Every UTF-8 locale of one C library shares the same width table; take the first present.
static void open_utf8_locale(void) {
    static const char *const names[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8" };
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
        locale_t locale = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
        if (locale != (locale_t)0) {
            utf8_locale = locale;
            return;
        }
    }
}

int cwidth_of(unsigned int scalar) {
    pthread_once(&utf8_once, open_utf8_locale);
    if (utf8_locale == (locale_t)0) return -2;
    // The locale is switched for this thread only, and back at once.
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
