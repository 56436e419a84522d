#include "rgba_alpha.h"

/* round(x * y / 255) for x, y in 0...255, exact for every input. */
static inline uint8_t multiply_rounded(uint32_t x, uint32_t y) {
    uint32_t t = x * y + 128;
    return (uint8_t)((t + (t >> 8)) >> 8);
}

void tk_rgba_premultiply(uint8_t *pixels, size_t count) {
    for (size_t i = 0; i + 3 < count; i += 4) {
        uint32_t a = pixels[i + 3];
        if (a == 255) continue;
        pixels[i] = multiply_rounded(pixels[i], a);
        pixels[i + 1] = multiply_rounded(pixels[i + 1], a);
        pixels[i + 2] = multiply_rounded(pixels[i + 2], a);
    }
}

void tk_rgba_unpremultiply(const uint8_t *source, uint8_t *target, size_t count) {
    for (size_t i = 0; i + 3 < count; i += 4) {
        uint32_t a = source[i + 3];
        if (a == 255) {
            target[i] = source[i];
            target[i + 1] = source[i + 1];
            target[i + 2] = source[i + 2];
            target[i + 3] = 255;
        } else if (a == 0) {
            target[i] = target[i + 1] = target[i + 2] = target[i + 3] = 0;
        } else {
            for (int c = 0; c < 3; ++c) {
                uint32_t value = ((uint32_t)source[i + c] * 255 + a / 2) / a;
                target[i + c] = (uint8_t)(value > 255 ? 255 : value);
            }
            target[i + 3] = (uint8_t)a;
        }
    }
}

void tk_rgba_flatten(uint8_t *pixels, size_t count, uint8_t r, uint8_t g, uint8_t b) {
    for (size_t i = 0; i + 3 < count; i += 4) {
        uint32_t transparency = 255u - pixels[i + 3];
        if (transparency == 0) continue;
        pixels[i] = (uint8_t)(pixels[i] + multiply_rounded(r, transparency));
        pixels[i + 1] = (uint8_t)(pixels[i + 1] + multiply_rounded(g, transparency));
        pixels[i + 2] = (uint8_t)(pixels[i + 2] + multiply_rounded(b, transparency));
        pixels[i + 3] = 255;
    }
}

void tk_rgba_flattened_copy(const uint8_t *source, uint8_t *target, size_t count, uint8_t r, uint8_t g, uint8_t b) {
    // No branch per pixel, so the compiler runs it several pixels at a time: an opaque pixel adds
    // background × 0 / 255 = 0, a transparent one background × 255 / 255 = the background, exactly.
    for (size_t i = 0; i + 3 < count; i += 4) {
        const uint32_t transparency = 255u - source[i + 3];
        target[i] = (uint8_t)(source[i] + multiply_rounded(r, transparency));
        target[i + 1] = (uint8_t)(source[i + 1] + multiply_rounded(g, transparency));
        target[i + 2] = (uint8_t)(source[i + 2] + multiply_rounded(b, transparency));
        target[i + 3] = 255;
    }
}

void tk_rgba_composite_row(uint8_t *target, const uint8_t *source, size_t count, uint32_t opacity) {
    if (opacity > 255) opacity = 255;
    for (size_t i = 0; i < count; ++i, target += 4, source += 4) {
        uint32_t sa = source[3];
        if (opacity == 255) {
            if (sa == 255) {
                target[0] = source[0]; target[1] = source[1]; target[2] = source[2]; target[3] = 255;
            } else if (sa != 0) {
                for (int c = 0; c < 4; ++c) {
                    target[c] = (uint8_t)(source[c] + multiply_rounded(target[c], 255 - sa));
                }
            }
        } else {
            sa = multiply_rounded(sa, opacity);
            for (int c = 0; c < 4; ++c) {
                uint8_t sc = c == 3 ? (uint8_t)sa : multiply_rounded(source[c], opacity);
                target[c] = (uint8_t)(sc + multiply_rounded(target[c], 255 - sa));
            }
        }
    }
}
