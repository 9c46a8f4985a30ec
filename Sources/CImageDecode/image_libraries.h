// libpng and libjpeg, opened with dlopen when the first picture is decoded (the binary does
// not link them: start-up and text-only work never map them). Include after <png.h> or
// <jpeglib.h>: the macros below send the decoders' calls through the tables that
// `imgdec_load_png`/`imgdec_load_jpeg` fill. Private to this target.
#ifndef EXPLORE_IMAGE_LIBRARIES_H
#define EXPLORE_IMAGE_LIBRARIES_H

#ifdef PNG_H
/// The libpng functions the decoder calls, typed as png.h declares them.
struct imgdec_png_table {
    int (*sig_cmp)(png_const_bytep, size_t, size_t);
    png_structp (*create_read_struct)(png_const_charp, png_voidp, png_error_ptr, png_error_ptr);
    png_infop (*create_info_struct)(png_const_structrp);
    void (*destroy_read_struct)(png_structpp, png_infopp, png_infopp);
    jmp_buf *(*set_longjmp_fn)(png_structrp, png_longjmp_ptr, size_t);
    void (*longjmp)(png_const_structrp, int);
    void (*error)(png_const_structrp, png_const_charp);
    png_voidp (*get_io_ptr)(png_const_structrp);
    void (*set_chunk_malloc_max)(png_structrp, png_alloc_size_t);
    void (*set_chunk_cache_max)(png_structrp, png_uint_32);
    void (*set_read_fn)(png_structrp, png_voidp, png_rw_ptr);
    void (*set_sig_bytes)(png_structrp, int);
    void (*read_info)(png_structrp, png_inforp);
    png_uint_32 (*get_IHDR)(png_const_structrp, png_const_inforp, png_uint_32 *, png_uint_32 *, int *, int *, int *, int *, int *);
    void (*set_palette_to_rgb)(png_structrp);
    void (*set_expand_gray_1_2_4_to_8)(png_structrp);
    png_uint_32 (*get_valid)(png_const_structrp, png_const_inforp, png_uint_32);
    void (*set_tRNS_to_alpha)(png_structrp);
    void (*set_strip_16)(png_structrp);
    void (*set_gray_to_rgb)(png_structrp);
    void (*set_filler)(png_structrp, png_uint_32, int);
    int (*set_interlace_handling)(png_structrp);
    void (*read_update_info)(png_structrp, png_inforp);
    size_t (*get_rowbytes)(png_const_structrp, png_const_inforp);
    void (*read_image)(png_structrp, png_bytepp);
};
extern struct imgdec_png_table imgdec_png_functions;
/// Opens libpng once: 0 when usable.
int imgdec_load_png(void);

#ifndef IMGDEC_LOADER
#define png_sig_cmp imgdec_png_functions.sig_cmp
#define png_create_read_struct imgdec_png_functions.create_read_struct
#define png_create_info_struct imgdec_png_functions.create_info_struct
#define png_destroy_read_struct imgdec_png_functions.destroy_read_struct
#define png_set_longjmp_fn imgdec_png_functions.set_longjmp_fn
#define png_longjmp imgdec_png_functions.longjmp
#define png_error imgdec_png_functions.error
#define png_get_io_ptr imgdec_png_functions.get_io_ptr
#define png_set_chunk_malloc_max imgdec_png_functions.set_chunk_malloc_max
#define png_set_chunk_cache_max imgdec_png_functions.set_chunk_cache_max
#define png_set_read_fn imgdec_png_functions.set_read_fn
#define png_set_sig_bytes imgdec_png_functions.set_sig_bytes
#define png_read_info imgdec_png_functions.read_info
#define png_get_IHDR imgdec_png_functions.get_IHDR
#define png_set_palette_to_rgb imgdec_png_functions.set_palette_to_rgb
#define png_set_expand_gray_1_2_4_to_8 imgdec_png_functions.set_expand_gray_1_2_4_to_8
#define png_get_valid imgdec_png_functions.get_valid
#define png_set_tRNS_to_alpha imgdec_png_functions.set_tRNS_to_alpha
#define png_set_strip_16 imgdec_png_functions.set_strip_16
#define png_set_gray_to_rgb imgdec_png_functions.set_gray_to_rgb
#define png_set_filler imgdec_png_functions.set_filler
#define png_set_interlace_handling imgdec_png_functions.set_interlace_handling
#define png_read_update_info imgdec_png_functions.read_update_info
#define png_get_rowbytes imgdec_png_functions.get_rowbytes
#define png_read_image imgdec_png_functions.read_image
#endif
#endif

#ifdef JPEG_LIB_VERSION
/// The libjpeg functions the decoder calls, typed as jpeglib.h declares them.
struct imgdec_jpeg_table {
    struct jpeg_error_mgr *(*std_error)(struct jpeg_error_mgr *);
    void (*CreateDecompress)(j_decompress_ptr, int, size_t);
    void (*destroy_decompress)(j_decompress_ptr);
    void (*mem_src)(j_decompress_ptr, const unsigned char *, unsigned long);
    int (*read_header)(j_decompress_ptr, boolean);
    void (*calc_output_dimensions)(j_decompress_ptr);
    boolean (*start_decompress)(j_decompress_ptr);
    JDIMENSION (*read_scanlines)(j_decompress_ptr, JSAMPARRAY, JDIMENSION);
};
extern struct imgdec_jpeg_table imgdec_jpeg_functions;
/// Opens libjpeg once: 0 when usable.
int imgdec_load_jpeg(void);

#ifndef IMGDEC_LOADER
#define jpeg_std_error imgdec_jpeg_functions.std_error
#define jpeg_CreateDecompress imgdec_jpeg_functions.CreateDecompress
#define jpeg_destroy_decompress imgdec_jpeg_functions.destroy_decompress
#define jpeg_mem_src imgdec_jpeg_functions.mem_src
#define jpeg_read_header imgdec_jpeg_functions.read_header
#define jpeg_calc_output_dimensions imgdec_jpeg_functions.calc_output_dimensions
#define jpeg_start_decompress imgdec_jpeg_functions.start_decompress
#define jpeg_read_scanlines imgdec_jpeg_functions.read_scanlines
#endif
#endif

#endif
