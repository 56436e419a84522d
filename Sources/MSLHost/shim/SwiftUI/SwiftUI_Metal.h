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
inline Float4Vector texel(const unsigned char *p) {
    Byte4Vector bytes;
    __builtin_memcpy(&bytes, p, 4);
    return __builtin_convertvector(bytes, Float4Vector);
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
    metal::half4 sample(metal::float2 p) const {
        using namespace host_detail;
        if (host_record_position) { host_record_position[0] = p.x; host_record_position[1] = p.y; }
        if (host_record_count) { *host_record_count += 1; }
        const float tx = p.x * host_scale - 0.5f; // texel space: centre of pixel i is at i
        const float ty = p.y * host_scale - 0.5f;
        // Beyond one texel outside, all four taps are outside: transparent. NaN fails too.
        if (!(tx > -1.0f && ty > -1.0f && tx < float(host_width) && ty < float(host_height))) {
            return metal::half4(0.0f);
        }
        int x0 = int(tx), y0 = int(ty);          // truncation…
        x0 -= (tx < float(x0)); y0 -= (ty < float(y0)); // …turned into floor
        const float fx = tx - float(x0), fy = ty - float(y0);
        const int w = host_width;
        Float4Vector c;
        if (fx == 0.0f && fy == 0.0f) {
            // Exactly on a pixel centre (the common case for untouched pixels): one tap.
            if (x0 < 0 || y0 < 0) return metal::half4(0.0f);
            c = texel(host_pixels + (long(y0) * w + x0) * 4);
        } else if (x0 >= 0 && y0 >= 0 && x0 + 1 < w && y0 + 1 < host_height) {
            const unsigned char *row = host_pixels + (long(y0) * w + x0) * 4;
            const Float4Vector a = texel(row), b = texel(row + 4);
            const Float4Vector d = texel(row + long(w) * 4), e = texel(row + long(w) * 4 + 4);
            const Float4Vector top = a + (b - a) * fx;
            const Float4Vector bottom = d + (e - d) * fx;
            c = top + (bottom - top) * fy;
        } else {
            // Border: taps outside the layer are transparent.
            Float4Vector t[4];
            for (int i = 0; i < 4; ++i) {
                const int x = x0 + (i & 1), y = y0 + (i >> 1);
                t[i] = (x >= 0 && y >= 0 && x < w && y < host_height) ? texel(host_pixels + (long(y) * w + x) * 4)
                                                                        : Float4Vector(0.0f);
            }
            const Float4Vector top = t[0] + (t[1] - t[0]) * fx;
            const Float4Vector bottom = t[2] + (t[3] - t[2]) * fx;
            c = top + (bottom - top) * fy;
        }
        c *= (1.0f / 255.0f);
        return metal::half4(c.x, c.y, c.z, c.w);
    }
};

} // namespace SwiftUI

#endif // TEARKIT_MSLHOST_SWIFTUI_METAL_H
