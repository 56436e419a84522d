// Conversions between premultiplied and straight (unpremultiplied) 8-bit RGBA, exact and in C so
// they stay fast in debug builds of the tools.
#ifndef TEARKIT_RGBA_ALPHA_H
#define TEARKIT_RGBA_ALPHA_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Premultiplies `count` bytes (a multiple of 4) of straight RGBA in place: c = round(c × a / 255).
void tk_rgba_premultiply(uint8_t *pixels, size_t count);

/// Writes straight RGBA for `count` bytes of premultiplied RGBA: c = min(255, round(c × 255 / a)),
/// and 0 for fully transparent pixels. `source` and `target` may be the same buffer.
void tk_rgba_unpremultiply(const uint8_t *source, uint8_t *target, size_t count);

/// Composites `count` bytes of premultiplied RGBA over the opaque colour (r, g, b) in place:
/// c = c + (255 − a) × background / 255, a = 255.
void tk_rgba_flatten(uint8_t *pixels, size_t count, uint8_t r, uint8_t g, uint8_t b);

/// Writes `count` bytes of premultiplied RGBA from `source` into `target` composited over the opaque
/// colour (r, g, b), exactly as tk_rgba_flatten would in place, in one pass (the buffers must not overlap).
void tk_rgba_flattened_copy(const uint8_t *source, uint8_t *target, size_t count, uint8_t r, uint8_t g, uint8_t b);

/// Composites `count` premultiplied RGBA pixels of `source` over `target` (source-over) in place,
/// the source scaled by `opacity` (0…255): with S' = S × opacity / 255 (rounded; exact when 255),
/// c = S'c + round(Dc × (255 − S'a) / 255) per channel. Fully transparent source pixels leave the
/// target untouched; opaque ones replace it.
void tk_rgba_composite_row(uint8_t *target, const uint8_t *source, size_t count, uint32_t opacity);

#ifdef __cplusplus
}
#endif

#endif
