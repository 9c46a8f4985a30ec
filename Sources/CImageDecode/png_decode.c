// PNG → RGBA8 through libpng. libpng's errors longjmp back to the setjmp below, never
// further: the jump never leaves this file.
#include "imagedecode.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "image_libraries.h"

/// The bytes being read.
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t offset;
} png_source;

static void on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void read_bytes(png_structp png, png_bytep into, png_size_t count) {
    png_source *source = (png_source *)png_get_io_ptr(png);
    if (count > source->size - source->offset) {
        png_error(png, "truncated");
    }
    memcpy(into, source->data + source->offset, count);
    source->offset += count;
}

int imgdec_png(const uint8_t *data, size_t size, uint64_t max_pixels, imgdec_image *out) {
    memset(out, 0, sizeof *out);
    if (imgdec_load_png() != 0) return IMGDEC_UNAVAILABLE;
    if (data == NULL || size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        return IMGDEC_UNSUPPORTED;
    }
    // The IHDR chunk must come first: check its dimensions before libpng reads anything.
    if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
        uint64_t width = (uint64_t)data[16] << 24 | (uint64_t)data[17] << 16 | (uint64_t)data[18] << 8 | data[19];
        uint64_t height = (uint64_t)data[20] << 24 | (uint64_t)data[21] << 16 | (uint64_t)data[22] << 8 | data[23];
        if (width == 0 || height == 0) return IMGDEC_EMPTY;
        if (width * height > max_pixels) return IMGDEC_TOO_LARGE;
    }
    png_source source = { data, size, 8 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, on_error, on_warning);
    if (png == NULL) {
        return IMGDEC_NO_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return IMGDEC_NO_MEMORY;
    }
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    volatile int status = IMGDEC_CORRUPT;
    if (setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, &info, NULL);
        return status;
    }
    // Ancillary chunks (text, ICC profiles) are bounded; their decompression too.
    png_set_chunk_malloc_max(png, 4u << 20);
    png_set_chunk_cache_max(png, 1000);
    png_set_read_fn(png, &source, read_bytes);
    png_set_sig_bytes(png, 8);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
    if (width == 0 || height == 0) {
        status = IMGDEC_EMPTY;
        png_longjmp(png, 1);
    }
    if ((uint64_t)width * (uint64_t)height > max_pixels) {
        status = IMGDEC_TOO_LARGE;
        png_longjmp(png, 1);
    }

    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = (size_t)width * 4;
    if (png_get_rowbytes(png, info) != row_bytes) {
        status = IMGDEC_UNSUPPORTED;
        png_longjmp(png, 1);
    }

    status = IMGDEC_NO_MEMORY;
    pixels = malloc(row_bytes * height);
    rows = malloc(sizeof(png_bytep) * height);
    if (pixels == NULL || rows == NULL) {
        png_longjmp(png, 1);
    }
    status = IMGDEC_CORRUPT;
    for (png_uint_32 y = 0; y < height; y++) {
        rows[y] = pixels + row_bytes * y;
    }
    png_read_image(png, rows);

    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    out->pixels = pixels;
    out->width = out->source_width = width;
    out->height = out->source_height = height;
    return IMGDEC_OK;
}

void imgdec_free(imgdec_image *image) {
    if (image == NULL) return;
    free(image->pixels);
    image->pixels = NULL;
}
