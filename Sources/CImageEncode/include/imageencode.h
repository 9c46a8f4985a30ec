// Writing small PNG and JPEG files into memory, for the tests and the benchmark, which
// generate their images instead of keeping image files in the repository.
#ifndef EXPLORE_IMAGEENCODE_H
#define EXPLORE_IMAGEENCODE_H

#include <stddef.h>
#include <stdint.h>

/// Encodes `width`×`height` RGBA8 pixels as an 8-bit RGBA PNG (`interlaced`: Adam7).
/// On success returns 0 and a malloc'd buffer in `*out` (free with `imgenc_free`).
int imgenc_png(const uint8_t *rgba, uint32_t width, uint32_t height, int interlaced,
               uint8_t **out, size_t *out_size);

/// Encodes `width`×`height` RGBA8 pixels (alpha ignored) as a JPEG of `quality` (1–100),
/// baseline or progressive. Returns 0 and a malloc'd buffer like `imgenc_png`.
int imgenc_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, int progressive,
                uint8_t **out, size_t *out_size);

/// Frees a buffer returned by the functions above.
void imgenc_free(uint8_t *buffer);

#endif
