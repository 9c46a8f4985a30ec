// Opens libpng and libjpeg on first use and fills the tables the decoders call through.
// Every entry's type is checked against the library's own declaration at compile time.
#define IMGDEC_LOADER 1
#include <png.h>
#include <stdio.h>
#include <jpeglib.h>
#include <dlfcn.h>
#include <pthread.h>
#include "image_libraries.h"

struct imgdec_png_table imgdec_png_functions;
struct imgdec_jpeg_table imgdec_jpeg_functions;

// `table.field` has the type of `&function`, and is resolved from `library` by that name.
#define IMGDEC_ENTRY(table, field, function)                                                   \
    _Static_assert(__builtin_types_compatible_p(__typeof__(&function), __typeof__(table.field)), \
                   #function " type");                                                         \
    if ((*(void **)&table.field = dlsym(library, #function)) == NULL) return -1;

// Resolves libpng's table; -1 when a function is missing.
static int resolve_png(void *library) {
    IMGDEC_ENTRY(imgdec_png_functions, sig_cmp, png_sig_cmp)
    IMGDEC_ENTRY(imgdec_png_functions, create_read_struct, png_create_read_struct)
    IMGDEC_ENTRY(imgdec_png_functions, create_info_struct, png_create_info_struct)
    IMGDEC_ENTRY(imgdec_png_functions, destroy_read_struct, png_destroy_read_struct)
    IMGDEC_ENTRY(imgdec_png_functions, set_longjmp_fn, png_set_longjmp_fn)
    IMGDEC_ENTRY(imgdec_png_functions, longjmp, png_longjmp)
    IMGDEC_ENTRY(imgdec_png_functions, error, png_error)
    IMGDEC_ENTRY(imgdec_png_functions, get_io_ptr, png_get_io_ptr)
    IMGDEC_ENTRY(imgdec_png_functions, set_chunk_malloc_max, png_set_chunk_malloc_max)
    IMGDEC_ENTRY(imgdec_png_functions, set_chunk_cache_max, png_set_chunk_cache_max)
    IMGDEC_ENTRY(imgdec_png_functions, set_read_fn, png_set_read_fn)
    IMGDEC_ENTRY(imgdec_png_functions, set_sig_bytes, png_set_sig_bytes)
    IMGDEC_ENTRY(imgdec_png_functions, read_info, png_read_info)
    IMGDEC_ENTRY(imgdec_png_functions, get_IHDR, png_get_IHDR)
    IMGDEC_ENTRY(imgdec_png_functions, set_palette_to_rgb, png_set_palette_to_rgb)
    IMGDEC_ENTRY(imgdec_png_functions, set_expand_gray_1_2_4_to_8, png_set_expand_gray_1_2_4_to_8)
    IMGDEC_ENTRY(imgdec_png_functions, get_valid, png_get_valid)
    IMGDEC_ENTRY(imgdec_png_functions, set_tRNS_to_alpha, png_set_tRNS_to_alpha)
    IMGDEC_ENTRY(imgdec_png_functions, set_strip_16, png_set_strip_16)
    IMGDEC_ENTRY(imgdec_png_functions, set_gray_to_rgb, png_set_gray_to_rgb)
    IMGDEC_ENTRY(imgdec_png_functions, set_filler, png_set_filler)
    IMGDEC_ENTRY(imgdec_png_functions, set_interlace_handling, png_set_interlace_handling)
    IMGDEC_ENTRY(imgdec_png_functions, read_update_info, png_read_update_info)
    IMGDEC_ENTRY(imgdec_png_functions, get_rowbytes, png_get_rowbytes)
    IMGDEC_ENTRY(imgdec_png_functions, read_image, png_read_image)
    return 0;
}

// Resolves libjpeg's table; -1 when a function is missing.
static int resolve_jpeg(void *library) {
    IMGDEC_ENTRY(imgdec_jpeg_functions, std_error, jpeg_std_error)
    IMGDEC_ENTRY(imgdec_jpeg_functions, CreateDecompress, jpeg_CreateDecompress)
    IMGDEC_ENTRY(imgdec_jpeg_functions, destroy_decompress, jpeg_destroy_decompress)
    IMGDEC_ENTRY(imgdec_jpeg_functions, mem_src, jpeg_mem_src)
    IMGDEC_ENTRY(imgdec_jpeg_functions, read_header, jpeg_read_header)
    IMGDEC_ENTRY(imgdec_jpeg_functions, calc_output_dimensions, jpeg_calc_output_dimensions)
    IMGDEC_ENTRY(imgdec_jpeg_functions, start_decompress, jpeg_start_decompress)
    IMGDEC_ENTRY(imgdec_jpeg_functions, read_scanlines, jpeg_read_scanlines)
    return 0;
}

/// One library's state: 1 loaded, -1 failed for good (missing or incomplete), 0 not tried.
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

// Opens `file` and resolves it once; later calls answer from `*state`.
static int load(const char *file, int *state, int (*resolve)(void *)) {
    pthread_mutex_lock(&lock);
    if (*state == 0) {
        void *library = dlopen(file, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL && resolve(library) == 0) {
            *state = 1;
        } else {
            if (library != NULL) dlclose(library);
            *state = -1;
        }
    }
    int result = *state == 1 ? 0 : -1;
    pthread_mutex_unlock(&lock);
    return result;
}

int imgdec_load_png(void) {
    static int state = 0;
    // The soname libpng-dev's libpng16.so points to.
    return load("libpng16.so.16", &state, resolve_png);
}

int imgdec_load_jpeg(void) {
    static int state = 0;
    // The soname of libjpeg62-turbo (libjpeg-turbo's libjpeg 6.2 API).
    return load("libjpeg.so.62", &state, resolve_jpeg);
}
