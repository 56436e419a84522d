// Stand-in for SwiftUI's <SwiftUI/SwiftUI_Metal.h>, used only by MSLHost.
//
// Provides `SwiftUI::Layer` with the one member shaders may use, `sample(float2)`, and
// SwiftUI's semantics for it:
// - the position is in points (the view's user space), as the shader's `position` argument;
//   it is multiplied by the layer's points→pixels scale;
// - bilinear filtering with pixel centres at +0.5 pixels;
// - the result is premultiplied RGBA in 0…1;
// - everything outside the layer's bounds is transparent (texels outside count as 0).
//
// The data members are the CPU host's business (set by MSLHost before each pixel); shader code
// must only call `sample`. The implementation uses clang vector extensions internally, which
// shader code never sees.
#ifndef TEARKIT_MSLHOST_SWIFTUI_METAL_H
#define TEARKIT_MSLHOST_SWIFTUI_METAL_H

#include <metal_stdlib>

namespace SwiftUI {

namespace host_detail {
typedef float Float4Vector __attribute__((ext_vector_type(4)));
typedef unsigned char Byte4Vector __attribute__((ext_vector_type(4)));

/// One premultiplied RGBA8 texel as four floats in 0…255.
__attribute__((always_inline)) inline Float4Vector texel(const unsigned char *p) {
    Byte4Vector bytes;
    __builtin_memcpy(&bytes, p, 4);
    return __builtin_convertvector(bytes, Float4Vector);
}

/// The texel at (x, y), or transparent outside the layer.
__attribute__((always_inline)) inline Float4Vector texelOrClear(const unsigned char *pixels, int w, int h, int x, int y) {
    if (x < 0 || y < 0 || x >= w || y >= h) return Float4Vector(0.0f);
    return texel(pixels + (long(y) * w + x) * 4);
}

/// Bilinear filtering where some taps fall outside the layer (kept out of line: rare).
__attribute__((noinline)) inline Float4Vector filterAtBorder(const unsigned char *pixels, int w, int h, int x0, int y0,
                                                             float fx, float fy) {
    const Float4Vector a = texelOrClear(pixels, w, h, x0, y0), b = texelOrClear(pixels, w, h, x0 + 1, y0);
    const Float4Vector d = texelOrClear(pixels, w, h, x0, y0 + 1), e = texelOrClear(pixels, w, h, x0 + 1, y0 + 1);
    const Float4Vector top = a + (b - a) * fx;
    const Float4Vector bottom = d + (e - d) * fx;
    return top + (bottom - top) * fy;
}
} // namespace host_detail

/// The rasterised view a layer shader reads from.
struct Layer {
    /// Premultiplied RGBA8 pixels, row-major, top row first (host-owned).
    const unsigned char *host_pixels;
    /// Size in pixels.
    int host_width, host_height;
    /// Points → pixels.
    float host_scale;
    /// When non-null, `sample` writes the position it was asked for (points) here.
    float *host_record_position;
    /// When non-null, `sample` increments this count.
    unsigned char *host_record_count;

    /// The layer's colour at `p` (points), bilinearly filtered; transparent outside the layer.
    __attribute__((always_inline)) metal::half4 sample(metal::float2 p) const {
        using namespace host_detail;
        if (__builtin_expect(host_record_position != nullptr, 0)) { host_record_position[0] = p.x; host_record_position[1] = p.y; }
        if (__builtin_expect(host_record_count != nullptr, 0)) { *host_record_count += 1; }
        const float tx = p.x * host_scale - 0.5f; // texel space: the centre of pixel i is at i
        const float ty = p.y * host_scale - 0.5f;
        // Beyond one texel outside, all four taps are outside: transparent. NaN fails too.
        // (`&` rather than `&&`: one branch instead of four.)
        if (!((tx > -1.0f) & (ty > -1.0f) & (tx < float(host_width)) & (ty < float(host_height)))) {
            return metal::half4(0.0f);
        }
        // floor() by truncation: tx + 1 > 0 here, so truncating tx + 1 floors it.
        const int x0 = int(tx + 1.0f) - 1, y0 = int(ty + 1.0f) - 1;
        const float fx = tx - float(x0), fy = ty - float(y0);
        const int w = host_width;
        Float4Vector c;
        if ((fx == 0.0f) & (fy == 0.0f)) {
            // Exactly on a pixel centre (untouched pixels at integer scales): one tap. tx > -1 and
            // tx < width make x0 a valid column here, likewise y0.
            c = texel(host_pixels + (long(y0) * w + x0) * 4);
        } else if ((unsigned(x0) < unsigned(w - 1)) & (unsigned(y0) < unsigned(host_height - 1))) {
            // All four taps inside (x0 ≥ 0 and x0 + 1 < w, likewise y0: one unsigned compare each).
            const unsigned char *row = host_pixels + (long(y0) * w + x0) * 4;
            const Float4Vector a = texel(row), b = texel(row + 4);
            if (fy == 0.0f) {
                // On a pixel row (horizontal shifts, e.g. vertical tears): two taps.
                c = a + (b - a) * fx;
            } else {
                const Float4Vector d = texel(row + long(w) * 4), e = texel(row + long(w) * 4 + 4);
                const Float4Vector top = a + (b - a) * fx;
                const Float4Vector bottom = d + (e - d) * fx;
                c = top + (bottom - top) * fy;
            }
        } else {
            c = filterAtBorder(host_pixels, w, host_height, x0, y0, fx, fy);
        }
        c *= (1.0f / 255.0f);
        return metal::half4(c.x, c.y, c.z, c.w);
    }
};

} // namespace SwiftUI

#endif // TEARKIT_MSLHOST_SWIFTUI_METAL_H
