// JPEG → RGBA8 through libjpeg-turbo, at a reduced DCT scale when the picture will be shown
// small. libjpeg's errors longjmp back to the setjmp below, never further.
#include "imagedecode.h"

#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "image_libraries.h"

/// More scans than any real progressive file has: a scan bomb.
#define IMGDEC_MAX_SCANS 100
/// libjpeg's own working memory (coefficient buffers of progressive files) is capped.
#define IMGDEC_MAX_JPEG_MEMORY (256L << 20)

/// The error manager: where to jump, and which status to report.
typedef struct {
    struct jpeg_error_mgr pub;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    int status;
} jpeg_failure;

static void on_error(j_common_ptr info) {
    jpeg_failure *failure = (jpeg_failure *)info->err;
    longjmp(failure->jump, 1);
}

/// Warnings (level -1) mean corrupt or truncated data: refuse it, except the harmless
/// "extraneous bytes before marker" some cameras write. Trace messages are ignored.
static void on_message(j_common_ptr info, int level) {
    if (level >= 0) return;
    if (info->err->msg_code == JWRN_EXTRANEOUS_DATA) return;
    jpeg_failure *failure = (jpeg_failure *)info->err;
    failure->status = IMGDEC_CORRUPT;
    longjmp(failure->jump, 1);
}

static void on_progress(j_common_ptr info) {
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > IMGDEC_MAX_SCANS) {
        jpeg_failure *failure = (jpeg_failure *)info->err;
        failure->status = IMGDEC_TOO_LARGE;
        longjmp(failure->jump, 1);
    }
}

/// CMYK (Adobe files store it inverted) to RGBA, in place: 4 bytes in, 4 bytes out.
static void cmyk_to_rgba(uint8_t *row, uint32_t width, int inverted) {
    for (uint32_t x = 0; x < width; x++) {
        uint8_t *p = row + 4 * x;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)(c * k / 255);
        p[1] = (uint8_t)(m * k / 255);
        p[2] = (uint8_t)(y * k / 255);
        p[3] = 255;
    }
}

int imgdec_jpeg(const uint8_t *data, size_t size, uint64_t max_pixels,
                uint32_t fit_width, uint32_t fit_height, imgdec_image *out) {
    memset(out, 0, sizeof *out);
    if (imgdec_load_jpeg() != 0) return IMGDEC_UNAVAILABLE;
    if (data == NULL || size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
        return IMGDEC_UNSUPPORTED;
    }
    struct jpeg_decompress_struct info;
    jpeg_failure failure;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&failure.pub);
    failure.pub.error_exit = on_error;
    failure.pub.emit_message = on_message;
    failure.status = IMGDEC_CORRUPT;
    failure.progress.progress_monitor = on_progress;
    uint8_t *volatile pixels = NULL;
    if (setjmp(failure.jump)) {
        free(pixels);
        jpeg_destroy_decompress(&info);
        return failure.status;
    }
    jpeg_create_decompress(&info);
    info.progress = &failure.progress;
    info.mem->max_memory_to_use = IMGDEC_MAX_JPEG_MEMORY;
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);

    uint32_t source_width = info.image_width, source_height = info.image_height;
    if (source_width == 0 || source_height == 0) {
        failure.status = IMGDEC_EMPTY;
        longjmp(failure.jump, 1);
    }
    if ((uint64_t)source_width * (uint64_t)source_height > max_pixels) {
        failure.status = IMGDEC_TOO_LARGE;
        longjmp(failure.jump, 1);
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;

    // The smallest n/8 whose output still covers the box in one dimension.
    info.scale_denom = 8;
    for (unsigned n = 1; n <= 8; n++) {
        info.scale_num = n;
        jpeg_calc_output_dimensions(&info);
        if (n == 8 || (fit_width == 0 && fit_height == 0)) {
            info.scale_num = 8;
            break;
        }
        if (info.output_width >= fit_width || info.output_height >= fit_height) break;
    }
    jpeg_start_decompress(&info);
    uint32_t width = info.output_width, height = info.output_height;
    if (info.output_components != 4 || width == 0 || height == 0) {
        failure.status = IMGDEC_UNSUPPORTED;
        longjmp(failure.jump, 1);
    }
    size_t row_bytes = (size_t)width * 4;
    pixels = malloc(row_bytes * height);
    if (pixels == NULL) {
        failure.status = IMGDEC_NO_MEMORY;
        longjmp(failure.jump, 1);
    }
    while (info.output_scanline < height) {
        JSAMPROW row = pixels + row_bytes * info.output_scanline;
        if (jpeg_read_scanlines(&info, &row, 1) != 1) {
            longjmp(failure.jump, 1);
        }
        if (cmyk) cmyk_to_rgba(row, width, info.saw_Adobe_marker);
    }
    // Every row is there: whatever follows (a missing EOI, trailing bytes) does not matter,
    // so the rest of the input is not read (no jpeg_finish_decompress).
    jpeg_destroy_decompress(&info);
    out->pixels = pixels;
    out->width = width;
    out->height = height;
    out->source_width = source_width;
    out->source_height = source_height;
    return IMGDEC_OK;
}
