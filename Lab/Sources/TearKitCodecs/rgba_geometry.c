#include "rgba_geometry.h"

#include <stdlib.h>
#include <string.h>

int tk_rgba_changed_region(const uint8_t *a, const uint8_t *b, int32_t width, int32_t height,
                           int32_t *x, int32_t *y, int32_t *region_width, int32_t *region_height) {
    if (!a || !b || width <= 0 || height <= 0) return 0;
    const size_t row = (size_t)width * 4;
    int32_t top = 0, bottom = height - 1;
    while (top < height && memcmp(a + top * row, b + top * row, row) == 0) top++;
    if (top == height) return 0;
    while (bottom > top && memcmp(a + bottom * row, b + bottom * row, row) == 0) bottom--;
    int32_t left = width, right = -1;
    for (int32_t r = top; r <= bottom; r++) {
        const uint32_t *pa = (const uint32_t *)(const void *)(a + r * row);
        const uint32_t *pb = (const uint32_t *)(const void *)(b + r * row);
        int32_t first = 0;
        while (first < left && pa[first] == pb[first]) first++;
        if (first < left) left = first;
        int32_t last = width - 1;
        while (last > right && pa[last] == pb[last]) last--;
        if (last > right) right = last;
    }
    *x = left;
    *y = top;
    *region_width = right - left + 1;
    *region_height = bottom - top + 1;
    return 1;
}

void tk_rgba_downscale_area(const uint8_t *source, int32_t width, int32_t height,
                            uint8_t *target, int32_t target_width, int32_t target_height) {
    if (!source || !target || width <= 0 || height <= 0 || target_width <= 0 || target_height <= 0) return;
    if (target_width > width || target_height > height) return;
    const double sx = (double)width / target_width, sy = (double)height / target_height;
    // One row of column sums (weighted by vertical coverage), then horizontal weights per target pixel.
    double *sums = calloc((size_t)width * 4, sizeof(double));
    if (!sums) return;
    for (int32_t ty = 0; ty < target_height; ty++) {
        const double y0 = ty * sy, y1 = (ty + 1) * sy;
        memset(sums, 0, (size_t)width * 4 * sizeof(double));
        for (int32_t yy = (int32_t)y0; yy < height && yy < y1; yy++) {
            double cover = (yy + 1 < y1 ? yy + 1 : y1) - (yy > y0 ? yy : y0);
            if (cover <= 0) continue;
            const uint8_t *p = source + (size_t)yy * width * 4;
            for (int32_t i = 0; i < width * 4; i++) sums[i] += cover * p[i];
        }
        for (int32_t tx = 0; tx < target_width; tx++) {
            const double x0 = tx * sx, x1 = (tx + 1) * sx;
            double acc[4] = {0, 0, 0, 0};
            for (int32_t xx = (int32_t)x0; xx < width && xx < x1; xx++) {
                double cover = (xx + 1 < x1 ? xx + 1 : x1) - (xx > x0 ? xx : x0);
                if (cover <= 0) continue;
                for (int c = 0; c < 4; c++) acc[c] += cover * sums[xx * 4 + c];
            }
            uint8_t *d = target + ((size_t)ty * target_width + tx) * 4;
            const double area = sx * sy;
            for (int c = 0; c < 4; c++) {
                double v = acc[c] / area + 0.5;
                d[c] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
            }
            // Premultiplied colour never exceeds alpha, also after rounding.
            for (int c = 0; c < 3; c++) if (d[c] > d[3]) d[c] = d[3];
        }
    }
    free(sums);
}

void tk_rgba_orient(const uint8_t *source, int32_t width, int32_t height, uint8_t *target, int32_t orientation) {
    if (!source || !target || width <= 0 || height <= 0) return;
    const uint32_t *s = (const uint32_t *)(const void *)source;
    uint32_t *t = (uint32_t *)(void *)target;
    const int transposed = orientation >= 5 && orientation <= 8;
    const int32_t tw = transposed ? height : width;
    for (int32_t y = 0; y < height; y++) {
        for (int32_t x = 0; x < width; x++) {
            int32_t dx, dy;
            switch (orientation) {
            case 2: dx = width - 1 - x; dy = y; break;               // mirrored horizontally
            case 3: dx = width - 1 - x; dy = height - 1 - y; break;  // rotated 180°
            case 4: dx = x; dy = height - 1 - y; break;              // mirrored vertically
            case 5: dx = y; dy = x; break;                           // transposed
            case 6: dx = height - 1 - y; dy = x; break;              // rotated 90° clockwise to display
            case 7: dx = height - 1 - y; dy = width - 1 - x; break;  // transversed
            case 8: dx = y; dy = width - 1 - x; break;               // rotated 90° counter-clockwise to display
            default: dx = x; dy = y; break;
            }
            t[(size_t)dy * tw + dx] = s[(size_t)y * width + x];
        }
    }
}
