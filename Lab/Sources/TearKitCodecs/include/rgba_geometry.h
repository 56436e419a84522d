// Pixel-region operations on 8-bit RGBA images, in C so they stay fast in debug builds of the tools.
#ifndef TEARKIT_RGBA_GEOMETRY_H
#define TEARKIT_RGBA_GEOMETRY_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The smallest rectangle of pixels in which two `width × height` RGBA images (rows top-down, 4 bytes
/// per pixel) differ. Returns 0 when they are identical (the rectangle is left untouched), 1 otherwise.
int tk_rgba_changed_region(const uint8_t *a, const uint8_t *b, int32_t width, int32_t height,
                           int32_t *x, int32_t *y, int32_t *region_width, int32_t *region_height);

/// Shrinks a `width × height` RGBA image to `target_width × target_height` (each no larger than the
/// source's, at least 1) by averaging the source area under each target pixel, with fractional
/// coverage at the area's borders (a box filter: no aliasing, no ringing). Works on premultiplied
/// pixels, so transparent areas do not darken their neighbours.
void tk_rgba_downscale_area(const uint8_t *source, int32_t width, int32_t height,
                            uint8_t *target, int32_t target_width, int32_t target_height);

/// Applies an EXIF orientation (1…8) to a `width × height` RGBA image, writing `target` (same byte
/// count; its size is `height × width` for orientations 5…8). Orientation 1, or any other value, copies.
void tk_rgba_orient(const uint8_t *source, int32_t width, int32_t height, uint8_t *target, int32_t orientation);

#ifdef __cplusplus
}
#endif

#endif
