// libpng's header (Debian libpng-dev). The app opens the library with dlopen (CImageDecode);
// the tests' encoder links it (CImageEncode). Only the C image shims include it: libpng
// reports errors through longjmp, which must never cross Swift frames.
#ifndef EXPLORE_CPNG_SHIM_H
#define EXPLORE_CPNG_SHIM_H
#include <png.h>
#endif
