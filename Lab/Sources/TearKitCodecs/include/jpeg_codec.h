#ifndef TEARKIT_JPEG_CODEC_H
#define TEARKIT_JPEG_CODEC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result codes of the JPEG wrapper. libjpeg's own error handler calls exit(); this wrapper
/// installs a setjmp/longjmp error manager instead, so every failure comes back as one of these.
typedef enum {
    TK_JPEG_OK = 0,
    /// A pointer argument was NULL or the output buffer was too small.
    TK_JPEG_INVALID_ARGUMENT = 1,
    /// The data is not a JPEG, or its header is corrupt or truncated.
    TK_JPEG_INVALID_HEADER = 2,
    /// The colour space cannot be converted to RGB (see `tk_jpeg_info.color_space`).
    TK_JPEG_UNSUPPORTED_COLOR_SPACE = 3,
    /// The scan data is corrupt or truncated.
    TK_JPEG_CORRUPT_DATA = 4,
} tk_jpeg_status;

/// What the header of a JPEG says.
typedef struct {
    /// Width and height in pixels.
    uint32_t width;
    uint32_t height;
    /// Components per pixel in the file (1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK).
    int32_t components;
    /// libjpeg's J_COLOR_SPACE of the file (1 grey, 2 RGB, 3 YCbCr, 4 CMYK, 5 YCCK).
    int32_t color_space;
    /// Width and height in pixels of the decoded image at the requested scale (see tk_jpeg_decode_rgba).
    uint32_t output_width;
    uint32_t output_height;
} tk_jpeg_info;

/// The most working memory libjpeg may use for one decode, in bytes (not counting the output):
/// 256 MB. Only progressive and multi-scan files need much (every DCT coefficient of the image);
/// past it the decode fails with TK_JPEG_CORRUPT_DATA and a message saying so.
#define TK_JPEG_WORKING_MEMORY_LIMIT 256000000L

/// Reads only the header of `data`. Allocates nothing proportional to the image size.
/// `output_width`/`output_height` are the size tk_jpeg_decode_rgba produces at `scale_denominator`.
/// On failure `message` (if not NULL) receives libjpeg's explanation, NUL-terminated.
tk_jpeg_status tk_jpeg_read_info(const uint8_t *data, size_t size, uint32_t scale_denominator, tk_jpeg_info *info,
                                 char *message, size_t message_capacity);

/// Decodes `data` into `rgba` as opaque RGBA8 rows, top row first (`output_width * output_height * 4`
/// bytes, `capacity` must be at least that). libjpeg scales while decoding by 1/`scale_denominator`
/// (1, 2, 4 or 8; other values round down to one of these), which is much cheaper than decoding at full
/// size and scaling after. `rgba` may be freshly allocated, untouched memory: rows are written as the
/// data arrives, so a header promising more than the data holds touches little of it. Grey, YCbCr and RGB are converted by libjpeg; CMYK and YCCK
/// (including Adobe's inverted CMYK) are converted to RGB naively (no colour profile). Corrupt
/// or truncated scan data gives TK_JPEG_CORRUPT_DATA; `rgba` is then partly written.
tk_jpeg_status tk_jpeg_decode_rgba(const uint8_t *data, size_t size, uint32_t scale_denominator, uint8_t *rgba,
                                   size_t capacity, char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif

#endif
