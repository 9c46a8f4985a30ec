// PNG and JPEG writers for generated test and benchmark images. Errors longjmp back to the
// setjmp in the same function, never into Swift.
#include "imageencode.h"

#include <stdio.h>
#include <png.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// A growing output buffer.
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int failed;
} sink;

static void sink_write(png_structp png, png_bytep bytes, png_size_t count) {
    sink *s = (sink *)png_get_io_ptr(png);
    if (s->size + count > s->capacity) {
        size_t capacity = (s->capacity + count) * 2;
        uint8_t *grown = realloc(s->data, capacity);
        if (grown == NULL) {
            s->failed = 1;
            png_error(png, "out of memory");
        }
        s->data = grown;
        s->capacity = capacity;
    }
    memcpy(s->data + s->size, bytes, count);
    s->size += count;
}

static void sink_flush(png_structp png) { (void)png; }

static void png_on_error(png_structp png, png_const_charp message) {
    (void)message;
    png_longjmp(png, 1);
}

static void png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

int imgenc_png(const uint8_t *rgba, uint32_t width, uint32_t height, int interlaced,
               uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_on_error, png_on_warning);
    if (png == NULL) return 1;
    png_infop info = png_create_info_struct(png);
    sink s = { NULL, 0, 0, 0 };
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        free(s.data);
        png_destroy_write_struct(&png, &info);
        return 1;
    }
    png_set_write_fn(png, &s, sink_write, sink_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            png_write_row(png, (png_const_bytep)(rgba + (size_t)y * width * 4));
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = s.data;
    *out_size = s.size;
    return 0;
}

/// libjpeg's error manager with a place to jump back to.
typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
} jpeg_failure;

static void jpeg_on_error(j_common_ptr info) {
    longjmp(((jpeg_failure *)info->err)->jump, 1);
}

static void jpeg_on_message(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int imgenc_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, int progressive,
                uint8_t **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    struct jpeg_compress_struct info;
    jpeg_failure failure;
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&failure.pub);
    failure.pub.error_exit = jpeg_on_error;
    failure.pub.emit_message = jpeg_on_message;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    if (progressive) jpeg_simple_progression(&info);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        JSAMPROW row = (JSAMPROW)(rgba + (size_t)info.next_scanline * width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = size;
    return 0;
}

void imgenc_free(uint8_t *buffer) {
    free(buffer);
}
