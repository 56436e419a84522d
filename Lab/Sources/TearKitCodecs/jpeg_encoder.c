// JPEG encoding through libjpeg(-turbo) into memory, with a setjmp/longjmp error manager.
#include "jpeg_encoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;  // must come first: libjpeg casts the pointer
    jmp_buf jump;
    char *message;
    size_t message_capacity;
} tk_jpeg_encoder_error_manager;

static void tk_jpeg_encoder_error_exit(j_common_ptr cinfo) {
    tk_jpeg_encoder_error_manager *manager = (tk_jpeg_encoder_error_manager *)cinfo->err;
    if (manager->message != NULL && manager->message_capacity > 0) {
        char buffer[JMSG_LENGTH_MAX];
        manager->base.format_message(cinfo, buffer);
        snprintf(manager->message, manager->message_capacity, "%s", buffer);
    }
    longjmp(manager->jump, 1);
}

int tk_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                       uint8_t **output, size_t *output_size, char *message, size_t message_capacity) {
    if (rgb == NULL || output == NULL || output_size == NULL || width == 0 || height == 0 || width > 65500 || height > 65500) {
        if (message != NULL && message_capacity > 0) snprintf(message, message_capacity, "invalid image size or buffer");
        return 1;
    }
    struct jpeg_compress_struct cinfo;
    tk_jpeg_encoder_error_manager manager;
    memset(&manager, 0, sizeof(manager));
    cinfo.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = tk_jpeg_encoder_error_exit;
    manager.message = message;
    manager.message_capacity = message_capacity;
    // libjpeg grows this buffer while compressing; volatile because it is freed after a longjmp.
    unsigned char *volatile memory = NULL;
    volatile unsigned long memory_size = 0;
    if (setjmp(manager.jump) != 0) {
        jpeg_destroy_compress(&cinfo);
        free(memory);
        return 1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, (unsigned char **)&memory, (unsigned long *)&memory_size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + (size_t)cinfo.next_scanline * width * 3);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    *output = memory;
    *output_size = memory_size;
    return 0;
}

void tk_jpeg_free(uint8_t *buffer) { free(buffer); }
