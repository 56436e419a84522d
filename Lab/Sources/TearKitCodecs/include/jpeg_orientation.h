// The EXIF orientation of a JPEG, read with libjpeg from its APP1 marker.
#ifndef TEARKIT_JPEG_ORIENTATION_H
#define TEARKIT_JPEG_ORIENTATION_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The EXIF orientation tag (0x0112) of the JPEG in `data`: 1…8, or 1 when the file has no EXIF
/// APP1 marker, no orientation tag, a malformed one, or is not a JPEG. Reads only the markers before
/// the first scan (`jpeg_save_markers` + `jpeg_read_header`); decodes no pixels.
int32_t tk_jpeg_exif_orientation(const uint8_t *data, size_t size);

#ifdef __cplusplus
}
#endif

#endif
