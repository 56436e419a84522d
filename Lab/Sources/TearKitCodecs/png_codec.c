// libpng wrappers: see include/png_codec.h. All libpng errors longjmp back into the function that
// called setjmp here and become status codes; nothing escapes to the caller.
#include "png_codec.h"
#include "rgba_alpha.h"

#include <png.h>
#include <zlib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

/// The largest ancillary chunk (text, ICC profile, EXIF, …) read, in bytes: 8 MB. libpng 1.6.39 only
/// warns about a longer one ("chunk data is too large") and then allocates its claimed length; the
/// warning is turned into an error here, before the allocation.
#define TK_PNG_ANCILLARY_CHUNK_MAX (8u * 1024u * 1024u)
/// The most ancillary chunks of the kinds libpng keeps (text, sPLT, unknown) read from one file.
#define TK_PNG_ANCILLARY_CHUNK_COUNT_MAX 1000u
/// The widest and tallest image libpng reads (libpng's own default; the pixel budget is checked too).
#define TK_PNG_SIDE_MAX 1000000u

/// Shared state of one decode/encode, reachable from libpng's callbacks.
typedef struct {
    const uint8_t *data;     // input PNG (decoding)
    size_t size;
    size_t offset;
    uint8_t *output;         // growing output buffer (encoding)
    size_t outputSize;
    size_t outputCapacity;
    int truncated;           // set when a read ran past the end
    int outOfMemory;         // set when the output buffer could not grow
    int cancelled;           // set when the encoder stopped because its cancellation flag was raised
    char *message;           // caller's error text buffer (may be NULL)
    size_t messageCapacity;
} tk_png_context;

/// A context for reading `size` bytes at `data`, reporting errors into `message`.
static tk_png_context tk_png_reading(const uint8_t *data, size_t size, char *message, size_t messageCapacity) {
    tk_png_context context;
    memset(&context, 0, sizeof context);
    context.data = data;
    context.size = size;
    context.message = message;
    context.messageCapacity = messageCapacity;
    return context;
}

static void tk_png_set_message(tk_png_context *context, const char *text) {
    if (context->message == NULL || context->messageCapacity == 0) return;
    strncpy(context->message, text ? text : "unknown libpng error", context->messageCapacity - 1);
    context->message[context->messageCapacity - 1] = '\0';
}

/// Whether `text` is libpng's report of a chunk over the chunk_malloc_max limit ("tEXt: chunk data is
/// too large"); if so, writes the user's message for it into `context`.
static int tk_png_chunk_too_large(tk_png_context *context, png_const_charp text) {
    static const char suffix[] = ": chunk data is too large";
    size_t length = text ? strlen(text) : 0, suffixLength = sizeof suffix - 1;
    if (length < suffixLength || strcmp(text + length - suffixLength, suffix) != 0) return 0;
    char message[128];
    snprintf(message, sizeof message, "its %.*s chunk is larger than the %u MB limit for ancillary chunks",
             (int)(length - suffixLength > 8 ? 8 : length - suffixLength), text, TK_PNG_ANCILLARY_CHUNK_MAX >> 20);
    tk_png_set_message(context, message);
    return 1;
}

static void tk_png_error(png_structp png, png_const_charp text) {
    tk_png_context *context = (tk_png_context *)png_get_error_ptr(png);
    if (!tk_png_chunk_too_large(context, text)) tk_png_set_message(context, text);
    png_longjmp(png, 1);
}

static void tk_png_warning(png_structp png, png_const_charp text) {
    // Warnings (bad ancillary chunks, gamma oddities) do not stop decoding, except a chunk over the
    // size limit: libpng would allocate its claimed length next, so it stops here.
    tk_png_context *context = (tk_png_context *)png_get_error_ptr(png);
    if (tk_png_chunk_too_large(context, text)) png_longjmp(png, 1);
}

static void tk_png_read_callback(png_structp png, png_bytep out, png_size_t length) {
    tk_png_context *context = (tk_png_context *)png_get_io_ptr(png);
    if (length > context->size - context->offset) {
        context->truncated = 1;
        png_error(png, "the PNG data ends before the image does (truncated file)");
    }
    memcpy(out, context->data + context->offset, length);
    context->offset += length;
}

static void tk_png_write_callback(png_structp png, png_bytep bytes, png_size_t length) {
    tk_png_context *context = (tk_png_context *)png_get_io_ptr(png);
    if (length > context->outputCapacity - context->outputSize) {
        size_t capacity = context->outputCapacity ? context->outputCapacity : 4096;
        while (capacity - context->outputSize < length) {
            if (capacity > ((size_t)-1) / 2) capacity = (size_t)-1; else capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(context->output, capacity);
        if (grown == NULL) {
            context->outOfMemory = 1;
            png_error(png, "out of memory while encoding PNG");
        }
        context->output = grown;
        context->outputCapacity = capacity;
    }
    memcpy(context->output + context->outputSize, bytes, length);
    context->outputSize += length;
}

static void tk_png_flush_callback(png_structp png) { (void)png; }

static tk_png_status tk_png_failure(const tk_png_context *context) {
    if (context->outOfMemory) return TK_PNG_ERROR_OUT_OF_MEMORY;
    if (context->truncated) return TK_PNG_ERROR_TRUNCATED;
    return TK_PNG_ERROR_CORRUPT;
}

/// Checks the signature and creates the read structs. Returns TK_PNG_OK or an error code.
static tk_png_status tk_png_begin_read(tk_png_context *context, png_structp *png, png_infop *info) {
    if (context->size < 8 || png_sig_cmp((png_const_bytep)context->data, 0, 8) != 0) {
        tk_png_set_message(context, "the data does not start with the PNG signature");
        return TK_PNG_ERROR_NOT_PNG;
    }
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, tk_png_error, tk_png_warning);
    if (*png == NULL) return TK_PNG_ERROR_OUT_OF_MEMORY;
    *info = png_create_info_struct(*png);
    if (*info == NULL) {
        png_destroy_read_struct(png, NULL, NULL);
        return TK_PNG_ERROR_OUT_OF_MEMORY;
    }
    png_set_read_fn(*png, context, tk_png_read_callback);
    // Refuse to spend unbounded memory on ancillary chunks (e.g. a huge zTXt bomb, a tEXt claiming 2 GB).
    png_set_chunk_malloc_max(*png, TK_PNG_ANCILLARY_CHUNK_MAX);
    png_set_chunk_cache_max(*png, TK_PNG_ANCILLARY_CHUNK_COUNT_MAX);
    png_set_user_limits(*png, TK_PNG_SIDE_MAX, TK_PNG_SIDE_MAX);
    return TK_PNG_OK;
}

tk_png_status tk_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                               char *message, size_t messageCapacity) {
    if (data == NULL || width == NULL || height == NULL) return TK_PNG_ERROR_INVALID_ARGUMENT;
    tk_png_context context = tk_png_reading(data, size, message, messageCapacity);
    png_structp png = NULL;
    png_infop info = NULL;
    tk_png_status status = tk_png_begin_read(&context, &png, &info);
    if (status != TK_PNG_OK) return status;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return tk_png_failure(&context);
    }
    png_read_info(png, info);
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    png_destroy_read_struct(&png, &info, NULL);
    return TK_PNG_OK;
}

/// Sets up the read structs for `data` and applies the 8-bit RGBA transformations; on success the
/// caller owns `*png`/`*info` and has set its own setjmp. Returns TK_PNG_OK or an error code.
static tk_png_status tk_png_begin_rgba8(tk_png_context *context, png_structp *png, png_infop *info,
                                       size_t rgbaCapacity, int *passes, int *interlaced) {
    png_read_info(*png, *info);
    const png_uint_32 width = png_get_image_width(*png, *info);
    const png_uint_32 height = png_get_image_height(*png, *info);
    const int colorType = png_get_color_type(*png, *info);
    const int bitDepth = png_get_bit_depth(*png, *info);
    // Check the caller's buffer (and overflow) before writing a single row.
    if (width == 0 || height == 0 || (size_t)width > ((size_t)-1) / 4 / (size_t)height ||
        (size_t)width * (size_t)height * 4 != rgbaCapacity) {
        tk_png_set_message(context, "the pixel buffer does not match the PNG's size");
        return TK_PNG_ERROR_BUFFER_MISMATCH;
    }
    // Normalise every format to 8-bit RGBA.
    png_set_expand(*png);                                  // palette → RGB, grey < 8 bit → 8 bit, tRNS → alpha
    if (bitDepth == 16) png_set_scale_16(*png);            // 16 → 8 bit per channel, rounded (v / 257)
    if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(*png);
    if (!(colorType & PNG_COLOR_MASK_ALPHA) && !png_get_valid(*png, *info, PNG_INFO_tRNS)) {
        png_set_add_alpha(*png, 0xff, PNG_FILLER_AFTER);   // opaque alpha for formats without one
    }
    *interlaced = png_get_interlace_type(*png, *info) != PNG_INTERLACE_NONE;
    *passes = png_set_interlace_handling(*png);            // Adam7: libpng de-interlaces over the passes
    png_read_update_info(*png, *info);
    if (png_get_rowbytes(*png, *info) != (size_t)width * 4) {
        tk_png_set_message(context, "unsupported PNG format (could not convert to 8-bit RGBA)");
        return TK_PNG_ERROR_CORRUPT;
    }
    return TK_PNG_OK;
}

/// One complete read of the PNG: every row of every pass into `rgba` (or, when `rgba` is NULL,
/// into nothing: a check that the whole stream decodes), then the chunks after IDAT.
static tk_png_status tk_png_read_rows(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgbaCapacity,
                                      int *interlaced, char *message, size_t messageCapacity) {
    tk_png_context context = tk_png_reading(data, size, message, messageCapacity);
    png_structp png = NULL;
    png_infop info = NULL;
    tk_png_status status = tk_png_begin_read(&context, &png, &info);
    if (status != TK_PNG_OK) return status;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return tk_png_failure(&context);
    }
    int passes = 1;
    status = tk_png_begin_rgba8(&context, &png, &info, rgbaCapacity, &passes, interlaced);
    if (status != TK_PNG_OK) {
        png_destroy_read_struct(&png, &info, NULL);
        return status;
    }
    const png_uint_32 width = png_get_image_width(png, info);
    const png_uint_32 height = png_get_image_height(png, info);
    for (int pass = 0; pass < passes; ++pass) {
        for (png_uint_32 y = 0; y < height; ++y) {
            png_read_row(png, rgba ? rgba + (size_t)y * width * 4 : NULL, NULL);
        }
    }
    png_read_end(png, info);  // the chunks after IDAT: an unknown critical one is an error, like before IDAT
    png_destroy_read_struct(&png, &info, NULL);
    return TK_PNG_OK;
}

tk_png_status tk_png_decode_rgba8(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgbaCapacity,
                                  char *message, size_t messageCapacity) {
    if (data == NULL || rgba == NULL) return TK_PNG_ERROR_INVALID_ARGUMENT;
    // An interlaced image writes its first pass all over the buffer, so its whole stream is decoded
    // once into nothing first: the buffer is only touched once the data has shown it is all there.
    // A plain image fills the buffer row by row, so memory is touched only as rows arrive.
    tk_png_context probe = tk_png_reading(data, size, NULL, 0);
    png_structp png = NULL;
    png_infop info = NULL;
    int interlaced = 0;
    if (tk_png_begin_read(&probe, &png, &info) == TK_PNG_OK) {
        if (!setjmp(png_jmpbuf(png))) {
            png_read_info(png, info);
            interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
        }
        png_destroy_read_struct(&png, &info, NULL);
    }
    if (interlaced) {
        tk_png_status checked = tk_png_read_rows(data, size, NULL, rgbaCapacity, &interlaced, message, messageCapacity);
        if (checked != TK_PNG_OK) return checked;
    }
    return tk_png_read_rows(data, size, rgba, rgbaCapacity, &interlaced, message, messageCapacity);
}

/// What tk_png_encode writes: which pixels, how they are converted, and how hard it compresses.
typedef struct {
    const uint8_t *rgba;      // the image's first pixel
    uint32_t stride;          // pixels from one row of the image to the next (≥ width)
    uint32_t width, height;   // of the rectangle written, its top-left at `rgba`
    int premultiplied;        // rows are premultiplied: converted to straight alpha, or flattened
    const uint8_t *flattenOver; // NULL, or the opaque RGB the rows are flattened over (then written as RGB)
    tk_png_compression compression;
    const int *cancellation;  // NULL, or a flag read atomically every 64 rows
} tk_png_encoding;

/// Encodes RGBA8 rows: premultiplied rows are converted to straight alpha — or flattened over an opaque
/// colour and written without alpha — one row at a time, so no full-size copy is made.
static tk_png_status tk_png_encode(const tk_png_encoding *encoding, uint8_t **pngOut, size_t *pngSize, char *message,
                                   size_t messageCapacity) {
    const uint32_t width = encoding->width, height = encoding->height;
    if (encoding->rgba == NULL || pngOut == NULL || pngSize == NULL || width == 0 || height == 0 ||
        encoding->stride < width) {
        return TK_PNG_ERROR_INVALID_ARGUMENT;
    }
    *pngOut = NULL;
    *pngSize = 0;
    const int flattening = encoding->flattenOver != NULL;
    // The context lives in memory libpng's callbacks update (never in registers), so its fields
    // are valid after a longjmp.
    static const tk_png_context empty;
    tk_png_context context = empty;
    context.message = message;
    context.messageCapacity = messageCapacity;
    // Room for the raw rows up front (deflate rarely exceeds them) and for what stored rows add (a
    // 12-byte chunk header every 8 KB, a 5-byte block header every 64 KB: under 1/512): the buffer
    // never grows by copies, and only the pages written are ever touched.
    const size_t rows = (size_t)width * height * (flattening ? 3 : 4) + (size_t)height;
    context.outputCapacity = rows + rows / 512 + 4096;
    context.output = (uint8_t *)malloc(context.outputCapacity);
    if (context.output == NULL) context.outputCapacity = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, tk_png_error, tk_png_warning);
    if (png == NULL) {
        free(context.output);
        return TK_PNG_ERROR_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(context.output);
        return TK_PNG_ERROR_OUT_OF_MEMORY;
    }
    // The straight-alpha (or flattened) row of a premultiplied image (volatile: it is freed after a longjmp).
    uint8_t *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(context.output);
        if (context.cancelled) return TK_PNG_CANCELLED;
        return context.outOfMemory ? TK_PNG_ERROR_OUT_OF_MEMORY : TK_PNG_ERROR_CORRUPT;
    }
    png_set_write_fn(png, &context, tk_png_write_callback, tk_png_flush_callback);
    png_set_IHDR(png, info, width, height, 8, flattening ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (encoding->compression == TK_PNG_COMPRESSION_FAST) {
        // Animation frames: choosing each row's filter (five trial filterings a row) costs more than
        // deflating it, and on photos, particles and text over plain colour the Sub filter alone
        // compresses about as well. Run-length deflate then encodes it 3 to 4 times faster than
        // level 3 and, on those frames, no larger (`TearKitBenchmarks frames`).
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
        png_set_compression_strategy(png, Z_RLE);
    } else if (encoding->compression == TK_PNG_COMPRESSION_STORED) {
        // Frames for a page on the same machine: filtering and deflating cost more than the bytes they
        // save, so rows go out as they are, in zlib's stored blocks.
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
        png_set_compression_level(png, 0);
    } else {
        // zlib level 3 rather than the default 6: frame exports are dominated by encoding, and level 3
        // encodes an iPhone-sized frame about 30 % faster (`TearKitBenchmarks render`) for slightly larger files.
        png_set_compression_level(png, 3);
    }
    png_write_info(png, info);
    // Flattened rows are opaque: libpng drops their alpha byte as it writes them.
    if (flattening) png_set_filler(png, 0, PNG_FILLER_AFTER);
    if (encoding->premultiplied) {
        row = (uint8_t *)malloc((size_t)width * 4);
        if (row == NULL) {
            context.outOfMemory = 1;
            png_error(png, "out of memory while encoding PNG");
        }
    }
    const int *cancellation = encoding->cancellation;
    for (uint32_t y = 0; y < height; ++y) {
        if ((y & 63) == 0 && cancellation != NULL && __atomic_load_n(cancellation, __ATOMIC_RELAXED) != 0) {
            context.cancelled = 1;
            png_error(png, "cancelled");
        }
        const uint8_t *source = encoding->rgba + (size_t)y * encoding->stride * 4;
        if (flattening) {
            tk_rgba_flattened_copy(source, row, (size_t)width * 4, encoding->flattenOver[0], encoding->flattenOver[1],
                                   encoding->flattenOver[2]);
            source = row;
        } else if (encoding->premultiplied) {
            tk_rgba_unpremultiply(source, row, (size_t)width * 4);
            source = row;
        }
        png_write_row(png, (png_const_bytep)source);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    *pngOut = context.output;
    *pngSize = context.outputSize;
    return TK_PNG_OK;
}

tk_png_status tk_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **pngOut,
                                  size_t *pngSize, char *message, size_t messageCapacity) {
    const tk_png_encoding encoding = {rgba, width, width, height, 0, NULL, TK_PNG_COMPRESSION_COMPACT, NULL};
    return tk_png_encode(&encoding, pngOut, pngSize, message, messageCapacity);
}

tk_png_status tk_png_encode_premultiplied_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **pngOut,
                                                size_t *pngSize, char *message, size_t messageCapacity) {
    const tk_png_encoding encoding = {rgba, width, width, height, 1, NULL, TK_PNG_COMPRESSION_COMPACT, NULL};
    return tk_png_encode(&encoding, pngOut, pngSize, message, messageCapacity);
}

tk_png_status tk_png_encode_premultiplied_region(const uint8_t *rgba, uint32_t imageWidth, uint32_t imageHeight,
                                                 uint32_t x, uint32_t y, uint32_t width, uint32_t height,
                                                 const uint8_t *flattenOver, tk_png_compression compression,
                                                 const int *cancellation, uint8_t **pngOut, size_t *pngSize,
                                                 char *message, size_t messageCapacity) {
    if (compression != TK_PNG_COMPRESSION_COMPACT && compression != TK_PNG_COMPRESSION_FAST &&
        compression != TK_PNG_COMPRESSION_STORED) {
        return TK_PNG_ERROR_INVALID_ARGUMENT;
    }
    if (rgba == NULL || x >= imageWidth || y >= imageHeight || width > imageWidth - x || height > imageHeight - y) {
        return TK_PNG_ERROR_INVALID_ARGUMENT;
    }
    const tk_png_encoding encoding = {rgba + ((size_t)y * imageWidth + x) * 4, imageWidth, width, height, 1,
                                      flattenOver, compression, cancellation};
    return tk_png_encode(&encoding, pngOut, pngSize, message, messageCapacity);
}

void tk_png_free(uint8_t *buffer) { free(buffer); }
