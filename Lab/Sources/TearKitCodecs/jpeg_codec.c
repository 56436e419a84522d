// JPEG decoding through libjpeg(-turbo) with a setjmp/longjmp error manager, so corrupt input
// returns an error code instead of calling exit().
#include "jpeg_codec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;  // must come first: libjpeg casts the pointer
    jmp_buf jump;
    char *message;
    size_t message_capacity;
    int warnings;
} tk_jpeg_error_manager;

static void tk_jpeg_store_message(j_common_ptr cinfo) {
    tk_jpeg_error_manager *manager = (tk_jpeg_error_manager *)cinfo->err;
    if (manager->message != NULL && manager->message_capacity > 0) {
        char buffer[JMSG_LENGTH_MAX];
        manager->base.format_message(cinfo, buffer);
        snprintf(manager->message, manager->message_capacity, "%s", buffer);
    }
}

static void tk_jpeg_error_exit(j_common_ptr cinfo) {
    tk_jpeg_store_message(cinfo);
    tk_jpeg_error_manager *manager = (tk_jpeg_error_manager *)cinfo->err;
    if (manager->base.msg_code == JERR_NO_BACKING_STORE && manager->message != NULL && manager->message_capacity > 0) {
        // libjpeg asks for a temporary file once its working memory passes max_memory_to_use.
        snprintf(manager->message, manager->message_capacity,
                 "decoding it needs more than %d MB of working memory (a huge progressive or multi-scan JPEG)",
                 (int)(TK_JPEG_WORKING_MEMORY_LIMIT / 1000000));
    }
    longjmp(((tk_jpeg_error_manager *)cinfo->err)->jump, 1);
}

// Warnings (e.g. "Premature end of JPEG file") are turned into errors: a truncated file should
// not silently decode into grey padding.
static void tk_jpeg_emit_message(j_common_ptr cinfo, int msg_level) {
    if (msg_level < 0) {
        tk_jpeg_error_exit(cinfo);
    }
}

static void tk_jpeg_set_message(char *message, size_t capacity, const char *text) {
    if (message != NULL && capacity > 0) {
        snprintf(message, capacity, "%s", text);
    }
}

/// Sets the output scale (1/`denominator`, clamped to libjpeg's 1, 2, 4 or 8) and computes the output size.
static void tk_jpeg_set_scale(struct jpeg_decompress_struct *cinfo, uint32_t denominator) {
    cinfo->scale_num = 1;
    cinfo->scale_denom = denominator >= 8 ? 8 : denominator >= 4 ? 4 : denominator >= 2 ? 2 : 1;
    jpeg_calc_output_dimensions(cinfo);
}

static void tk_jpeg_install(struct jpeg_decompress_struct *cinfo, tk_jpeg_error_manager *manager,
                            char *message, size_t message_capacity) {
    memset(manager, 0, sizeof(*manager));
    cinfo->err = jpeg_std_error(&manager->base);
    manager->base.error_exit = tk_jpeg_error_exit;
    manager->base.emit_message = tk_jpeg_emit_message;
    manager->message = message;
    manager->message_capacity = message_capacity;
}

tk_jpeg_status tk_jpeg_read_info(const uint8_t *data, size_t size, uint32_t scale_denominator, tk_jpeg_info *info,
                                 char *message, size_t message_capacity) {
    if (data == NULL || info == NULL || size == 0) {
        tk_jpeg_set_message(message, message_capacity, "no data");
        return TK_JPEG_INVALID_ARGUMENT;
    }
    struct jpeg_decompress_struct cinfo;
    tk_jpeg_error_manager manager;
    tk_jpeg_install(&cinfo, &manager, message, message_capacity);
    if (setjmp(manager.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return TK_JPEG_INVALID_HEADER;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (unsigned char *)data, (unsigned long)size);  // older libjpeg takes a non-const pointer; it only reads
    jpeg_read_header(&cinfo, TRUE);
    info->width = cinfo.image_width;
    info->height = cinfo.image_height;
    info->components = cinfo.num_components;
    info->color_space = (int32_t)cinfo.jpeg_color_space;
    tk_jpeg_set_scale(&cinfo, scale_denominator);
    info->output_width = cinfo.output_width;
    info->output_height = cinfo.output_height;
    jpeg_destroy_decompress(&cinfo);
    return TK_JPEG_OK;
}

tk_jpeg_status tk_jpeg_decode_rgba(const uint8_t *data, size_t size, uint32_t scale_denominator, uint8_t *rgba,
                                   size_t capacity, char *message, size_t message_capacity) {
    if (data == NULL || rgba == NULL || size == 0) {
        tk_jpeg_set_message(message, message_capacity, "no data");
        return TK_JPEG_INVALID_ARGUMENT;
    }
    struct jpeg_decompress_struct cinfo;
    tk_jpeg_error_manager manager;
    tk_jpeg_install(&cinfo, &manager, message, message_capacity);
    // Everything touched after setjmp and read after longjmp is volatile.
    volatile int header_done = 0;
    unsigned char *volatile row = NULL;
    if (setjmp(manager.jump)) {
        free(row);
        jpeg_destroy_decompress(&cinfo);
        return header_done ? TK_JPEG_CORRUPT_DATA : TK_JPEG_INVALID_HEADER;
    }
    jpeg_create_decompress(&cinfo);
    // Progressive and multi-scan files keep every coefficient in memory while decoding: bound it.
    cinfo.mem->max_memory_to_use = TK_JPEG_WORKING_MEMORY_LIMIT;
    jpeg_mem_src(&cinfo, (unsigned char *)data, (unsigned long)size);  // older libjpeg takes a non-const pointer; it only reads
    jpeg_read_header(&cinfo, TRUE);
    header_done = 1;

    int cmyk = 0;
    switch (cinfo.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_RGB:
    case JCS_YCbCr:
        cinfo.out_color_space = JCS_RGB;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        cinfo.out_color_space = JCS_CMYK;
        cmyk = 1;
        break;
    default:
        tk_jpeg_set_message(message, message_capacity, "unsupported JPEG colour space");
        jpeg_destroy_decompress(&cinfo);
        return TK_JPEG_UNSUPPORTED_COLOR_SPACE;
    }
    tk_jpeg_set_scale(&cinfo, scale_denominator);
    if ((size_t)cinfo.output_width * (size_t)cinfo.output_height * 4 > capacity) {
        tk_jpeg_set_message(message, message_capacity, "output buffer too small");
        jpeg_destroy_decompress(&cinfo);
        return TK_JPEG_INVALID_ARGUMENT;
    }
    jpeg_start_decompress(&cinfo);
    const size_t width = cinfo.output_width;
    const int components = cinfo.output_components;  // 3 (RGB) or 4 (CMYK)
    row = (unsigned char *)malloc(width * (size_t)components);
    if (row == NULL) {
        tk_jpeg_set_message(message, message_capacity, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        return TK_JPEG_INVALID_ARGUMENT;
    }
    // Adobe writes CMYK inverted (0 = full ink); without the Adobe marker assume plain CMYK.
    const int inverted = cinfo.saw_Adobe_marker;
    while (cinfo.output_scanline < cinfo.output_height) {
        uint8_t *out = rgba + (size_t)cinfo.output_scanline * width * 4;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&cinfo, rows, 1);
        for (size_t x = 0; x < width; x++) {
            const unsigned char *in = row + x * (size_t)components;
            if (cmyk) {
                unsigned c = in[0], m = in[1], y = in[2], k = in[3];
                if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                // Now 255 = no ink: channel = (1 - C)(1 - K).
                out[x * 4 + 0] = (uint8_t)((c * k + 127) / 255);
                out[x * 4 + 1] = (uint8_t)((m * k + 127) / 255);
                out[x * 4 + 2] = (uint8_t)((y * k + 127) / 255);
            } else {
                out[x * 4 + 0] = in[0];
                out[x * 4 + 1] = in[1];
                out[x * 4 + 2] = in[2];
            }
            out[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    free(row);
    row = NULL;
    jpeg_destroy_decompress(&cinfo);
    return TK_JPEG_OK;
}
