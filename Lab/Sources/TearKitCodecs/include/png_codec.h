// PNG decoding/encoding through libpng, with libpng's setjmp/longjmp error handling contained
// here: every function returns a status code and never longjmps or aborts into its caller
// (Swift cannot survive a longjmp through its frames).
#ifndef TEARKIT_PNG_CODEC_H
#define TEARKIT_PNG_CODEC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Status codes of the tk_png_* functions.
typedef enum {
    /// Success.
    TK_PNG_OK = 0,
    /// The data does not start with the PNG signature.
    TK_PNG_ERROR_NOT_PNG = 1,
    /// libpng rejected the data (bad chunk, CRC, zlib stream, unsupported format…); see the message.
    TK_PNG_ERROR_CORRUPT = 2,
    /// The data ended before the image did.
    TK_PNG_ERROR_TRUNCATED = 3,
    /// The caller's buffer does not match the image (size, or width × height overflow).
    TK_PNG_ERROR_BUFFER_MISMATCH = 4,
    /// Memory could not be allocated.
    TK_PNG_ERROR_OUT_OF_MEMORY = 5,
    /// A null pointer or zero-sized image was passed.
    TK_PNG_ERROR_INVALID_ARGUMENT = 6,
    /// The encoder's cancellation flag was raised: it stopped part way and returned no PNG.
    TK_PNG_CANCELLED = 7,
} tk_png_status;

/// Reads only the header: the image's size in pixels. Cheap; allocates no pixel memory, so callers
/// can refuse absurd sizes before decoding. `message` (may be NULL) receives libpng's error text.
tk_png_status tk_png_read_size(const uint8_t *data, size_t size, uint32_t *width, uint32_t *height,
                               char *message, size_t messageCapacity);

/// Decodes the whole PNG into `rgba` as 8-bit straight (unpremultiplied) RGBA, rows top to bottom.
/// Every PNG format is converted: palette, grey, grey+alpha, 1/2/4/16-bit, tRNS transparency,
/// Adam7 interlacing. `rgbaCapacity` must be exactly width × height × 4 for the size the header
/// declares (see tk_png_read_size), otherwise TK_PNG_ERROR_BUFFER_MISMATCH.
/// `rgba` may be freshly allocated, untouched memory: it is written only as data arrives (row by row;
/// an interlaced image's stream is first decoded once without output, so a header promising more than
/// the data holds never touches the buffer). The chunks after the image data are read and checked too:
/// an unknown critical chunk anywhere is an error.
tk_png_status tk_png_decode_rgba8(const uint8_t *data, size_t size, uint8_t *rgba, size_t rgbaCapacity,
                                  char *message, size_t messageCapacity);

/// Encodes straight (unpremultiplied) RGBA8 pixels as a PNG (8-bit RGBA, not interlaced).
/// On success `*png` is a malloc'ed buffer of `*pngSize` bytes, to be released with tk_png_free.
tk_png_status tk_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **png,
                                  size_t *pngSize, char *message, size_t messageCapacity);

/// Like tk_png_encode_rgba8 for premultiplied RGBA8 pixels, converted to straight alpha one row at a
/// time (no full-size copy).
tk_png_status tk_png_encode_premultiplied_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, uint8_t **png,
                                                size_t *pngSize, char *message, size_t messageCapacity);

/// How an encoder trades the file's size for its time.
typedef enum {
    /// zlib level 3 over libpng's adaptive filter (each row tries all five PNG filters): the smaller
    /// file for drawn, flat art (cards, contact sheets), at several times the time.
    TK_PNG_COMPRESSION_COMPACT = 0,
    /// Run-length deflate (zlib's Z_RLE) over the Sub filter: 3 to 4 times faster than COMPACT, and
    /// as small or smaller for photos, fine particles and text on a plain view; flat drawn art comes
    /// out up to a third larger. For animation frames, encoded by the dozen.
    TK_PNG_COMPRESSION_FAST = 1,
    /// No compression: zlib's stored blocks over no filter, at about the raw size (4 bytes a pixel, 3
    /// flattened). Several times faster than FAST: for frames sent over loopback, where bytes cost
    /// nothing and the time to the screen is everything.
    TK_PNG_COMPRESSION_STORED = 2,
} tk_png_compression;

/// Encodes the `width × height` rectangle at (`x`, `y`) of a premultiplied `imageWidth × imageHeight`
/// RGBA8 image (rows top-down) as a PNG, with the trade between size and time `compression` names,
/// one row at a time (no copy of the rectangle is made):
/// - `flattenOver` NULL: as straight-alpha RGBA (8-bit, colour type 6), like tk_png_encode_premultiplied_rgba8;
/// - `flattenOver` three bytes R, G, B: every pixel composited over that opaque colour (exactly as
///   tk_rgba_flatten does) and written without alpha (8-bit RGB, colour type 2): a quarter less to store.
/// Every 64 rows it reads `*cancellation` (may be NULL) atomically: once it is nonzero the encoder
/// stops and returns TK_PNG_CANCELLED (a frame's drawing was cancelled from another thread).
/// A rectangle not inside the image is TK_PNG_ERROR_INVALID_ARGUMENT.
tk_png_status tk_png_encode_premultiplied_region(const uint8_t *rgba, uint32_t imageWidth, uint32_t imageHeight,
                                                 uint32_t x, uint32_t y, uint32_t width, uint32_t height,
                                                 const uint8_t *flattenOver, tk_png_compression compression,
                                                 const int *cancellation, uint8_t **png, size_t *pngSize,
                                                 char *message, size_t messageCapacity);

/// Releases a buffer returned by the tk_png_encode_… functions (NULL is fine).
void tk_png_free(uint8_t *buffer);

#ifdef __cplusplus
}
#endif

#endif // TEARKIT_PNG_CODEC_H
