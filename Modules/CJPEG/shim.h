// libjpeg-turbo's libjpeg API header (Debian libjpeg62-turbo-dev). The app opens the library
// with dlopen (CImageDecode); the tests' encoder links it (CImageEncode). Only the C image
// shims include it: libjpeg reports errors through longjmp, which must never cross Swift frames.
#ifndef EXPLORE_CJPEG_SHIM_H
#define EXPLORE_CJPEG_SHIM_H
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
