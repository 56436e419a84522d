// JPEG encoding through libjpeg(-turbo), with errors returned instead of exit().
#ifndef TEARKIT_JPEG_ENCODER_H
#define TEARKIT_JPEG_ENCODER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Encodes `width × height` opaque RGB pixels (`rgb`, 3 bytes per pixel, rows top-down) as a baseline
/// JPEG of `quality` (1…100, clamped). On success returns 0 and sets `*output` / `*output_size` to a
/// buffer the caller frees with `tk_jpeg_free`; on failure returns 1 and writes libjpeg's explanation
/// into `message` (if not NULL).
int tk_jpeg_encode_rgb(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                       uint8_t **output, size_t *output_size, char *message, size_t message_capacity);

/// Frees a buffer returned by `tk_jpeg_encode_rgb`.
void tk_jpeg_free(uint8_t *buffer);

#ifdef __cplusplus
}
#endif

#endif
