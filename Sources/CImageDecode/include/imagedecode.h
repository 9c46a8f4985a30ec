// Decoding PNG and JPEG from memory into RGBA8, for the Imaging target.
//
// libpng and libjpeg are opened with dlopen on the first decode of their format (the binary
// does not link them). They report errors through longjmp; every setjmp/longjmp stays inside
// png_decode.c and jpeg_decode.c, so no Swift frame is ever jumped over. Nothing is printed: warnings and
// errors become status codes. The header's dimensions are checked against `max_pixels`
// BEFORE any pixel buffer is allocated.
#ifndef EXPLORE_IMAGEDECODE_H
#define EXPLORE_IMAGEDECODE_H

#include <stddef.h>
#include <stdint.h>

/// What a decode call returns.
typedef enum {
    IMGDEC_OK = 0,
    /// Not a PNG/JPEG this decoder reads (e.g. an unsupported colour space).
    IMGDEC_UNSUPPORTED = 1,
    /// Truncated or corrupt data.
    IMGDEC_CORRUPT = 2,
    /// The header declares more pixels than `max_pixels` (nothing was allocated for them).
    IMGDEC_TOO_LARGE = 3,
    /// The header declares a zero width or height.
    IMGDEC_EMPTY = 4,
    /// An allocation failed.
    IMGDEC_NO_MEMORY = 5,
    /// The decoding library (libpng16.so.16, libjpeg.so.62) is not installed or incomplete.
    IMGDEC_UNAVAILABLE = 6,
} imgdec_status;

/// A decoded picture: `width * height * 4` bytes of RGBA, rows top to bottom, alpha not
/// premultiplied. Owned by the caller: release with `imgdec_free`.
typedef struct {
    uint8_t *pixels;
    uint32_t width;
    uint32_t height;
    /// The dimensions the header declares (JPEGs may be decoded smaller, see imgdec_jpeg).
    uint32_t source_width;
    uint32_t source_height;
} imgdec_image;

/// Decodes a PNG (any bit depth, palette, grey, interlaced; tRNS becomes alpha; 16-bit is
/// reduced to 8).
int imgdec_png(const uint8_t *data, size_t size, uint64_t max_pixels, imgdec_image *out);

/// Decodes a JPEG (baseline or progressive; grey, YCbCr or CMYK) at the smallest DCT scale
/// n/8 whose result still reaches `fit_width` in width or `fit_height` in height (so that
/// fitting it into that box never enlarges it); 0×0 decodes at full size. Progressive files
/// with more than 100 scans are refused.
int imgdec_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels,
                uint32_t fit_width, uint32_t fit_height, imgdec_image *out);

/// Frees the pixels of a decoded picture (safe on a zeroed or already freed one).
void imgdec_free(imgdec_image *image);

#endif
