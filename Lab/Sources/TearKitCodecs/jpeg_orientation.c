// Reads the EXIF orientation of a JPEG: libjpeg keeps the APP1 markers while reading the header,
// and only the orientation tag of IFD0 is parsed (no other EXIF data).
#include "jpeg_orientation.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;  // must come first: libjpeg casts the pointer
    jmp_buf jump;
} tk_orientation_error_manager;

static void tk_orientation_error_exit(j_common_ptr cinfo) {
    longjmp(((tk_orientation_error_manager *)cinfo->err)->jump, 1);
}

static void tk_orientation_quiet(j_common_ptr cinfo, int msg_level) {
    (void)cinfo;
    (void)msg_level;
}

static uint32_t tk_read(const uint8_t *p, int little_endian, int bytes) {
    uint32_t value = 0;
    for (int i = 0; i < bytes; i++) {
        value |= (uint32_t)p[little_endian ? i : bytes - 1 - i] << (8 * i);
    }
    return value;
}

/// The orientation in one APP1 payload ("Exif\0\0" + TIFF header + IFD0), or 0 if absent.
static int32_t tk_orientation_in_exif(const uint8_t *data, size_t length) {
    if (length < 14 || memcmp(data, "Exif\0\0", 6) != 0) return 0;
    const uint8_t *tiff = data + 6;
    const size_t size = length - 6;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 0;
    if (tk_read(tiff + 2, little, 2) != 42) return 0;
    const uint32_t ifd = tk_read(tiff + 4, little, 4);
    if (ifd > size || size - ifd < 2) return 0;
    const uint32_t count = tk_read(tiff + ifd, little, 2);
    for (uint32_t i = 0; i < count; i++) {
        const size_t entry = (size_t)ifd + 2 + (size_t)i * 12;
        if (entry + 12 > size) return 0;
        if (tk_read(tiff + entry, little, 2) != 0x0112) continue;
        // Type SHORT (3), count 1: the value sits in the first two bytes of the value field.
        if (tk_read(tiff + entry + 2, little, 2) != 3 || tk_read(tiff + entry + 4, little, 4) != 1) return 0;
        const uint32_t value = tk_read(tiff + entry + 8, little, 2);
        return value >= 1 && value <= 8 ? (int32_t)value : 0;
    }
    return 0;
}

int32_t tk_jpeg_exif_orientation(const uint8_t *data, size_t size) {
    if (data == NULL || size < 4) return 1;
    struct jpeg_decompress_struct cinfo;
    tk_orientation_error_manager manager;
    memset(&manager, 0, sizeof(manager));
    cinfo.err = jpeg_std_error(&manager.base);
    manager.base.error_exit = tk_orientation_error_exit;
    manager.base.emit_message = tk_orientation_quiet;
    // volatile: read after a longjmp.
    volatile int32_t orientation = 0;
    volatile int created = 0;
    if (setjmp(manager.jump) == 0) {
        jpeg_create_decompress(&cinfo);
        created = 1;
        jpeg_mem_src(&cinfo, data, (unsigned long)size);
        jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
        jpeg_read_header(&cinfo, TRUE);
        for (jpeg_saved_marker_ptr marker = cinfo.marker_list; marker != NULL && orientation == 0; marker = marker->next) {
            if (marker->marker == JPEG_APP0 + 1) orientation = tk_orientation_in_exif(marker->data, marker->data_length);
        }
    }
    if (created) jpeg_destroy_decompress(&cinfo);
    return orientation == 0 ? 1 : orientation;
}
