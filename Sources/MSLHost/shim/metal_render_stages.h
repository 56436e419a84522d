// Stand-in for the parts of Metal a vertex/fragment pipeline needs, used only by MSLHost to
// compile TearKit's *shipping* vertex and fragment functions (e.g. Shatter.metal) as C++14:
// `uint`, `texture2d<T>` with `sample`, `sampler` (including `constexpr sampler s(...)` in shader
// code), and the spellings of the function qualifiers and address spaces.
//
// Include it after <metal_stdlib> and immediately before the `.metal` file, in a translation unit
// of its own: it defines `vertex`, `fragment`, `constant`, `device` and `thread` as macros (Metal
// keywords that are plain identifiers in C++). The attributes `[[vertex_id]]`, `[[instance_id]]`,
// `[[buffer(n)]]`, `[[texture(n)]]`, `[[sampler(n)]]`, `[[stage_in]]` and `[[position]]` need no
// definition: clang ignores unknown attributes (the including file silences that warning); what
// they mean is the host's business (InstancedQuadRasterizer.h supplies the IDs, the buffers, the
// texture, and interpolates the vertex output for `[[stage_in]]`).
#ifndef TEARKIT_MSLHOST_METAL_RENDER_STAGES_H
#define TEARKIT_MSLHOST_METAL_RENDER_STAGES_H

#include <metal_stdlib>

namespace metal {

/// MSL's 32-bit unsigned integer.
typedef unsigned int uint;

/// `address::` modes of a sampler: what a texture coordinate outside 0…1 reads.
enum class address { clamp_to_edge, clamp_to_zero };
/// `filter::` modes of a sampler.
enum class filter { nearest, linear };

/// A sampler: address mode and filter (normalised coordinates, as Metal's default). Constructible
/// in `constexpr` shader code with its arguments in either order, like Metal's.
struct sampler {
    address addressMode;
    filter filterMode;
    constexpr sampler() : addressMode(address::clamp_to_edge), filterMode(filter::nearest) {}
    constexpr sampler(address a, filter f) : addressMode(a), filterMode(f) {}
    constexpr sampler(filter f, address a) : addressMode(a), filterMode(f) {}
};

namespace host_detail {
/// The colour type a `texture2d<T>` samples to.
template <class T> struct SampleType;
template <> struct SampleType<half> { typedef half4 type; };
template <> struct SampleType<float> { typedef float4 type; };
} // namespace host_detail

/// A 2-D texture of premultiplied RGBA8 pixels (host-owned, row-major, top row first), sampled in
/// normalised coordinates with (0, 0) at the top-left corner of the image, texel centres at
/// (i + 0.5) / size, like Metal's `texture2d<T, access::sample>`.
template <class T> struct texture2d {
    /// Host-owned pixels.
    const unsigned char *host_pixels;
    /// Size in texels.
    int host_width, host_height;

    /// The colour at `uv`, 0…1 per channel.
    typename host_detail::SampleType<T>::type sample(sampler s, float2 uv) const {
        typedef typename host_detail::SampleType<T>::type Color;
        if (host_pixels == nullptr || host_width <= 0 || host_height <= 0 || !(uv.x == uv.x) || !(uv.y == uv.y)) {
            return Color(T(0.0f));
        }
        const float tx = uv.x * float(host_width) - 0.5f, ty = uv.y * float(host_height) - 0.5f;
        if (s.addressMode == address::clamp_to_zero &&
            !(uv.x >= 0.0f && uv.x <= 1.0f && uv.y >= 0.0f && uv.y <= 1.0f)) {
            return Color(T(0.0f));
        }
        if (s.filterMode == filter::nearest) {
            return texel<Color>(clampIndex(floor(tx + 0.5f), host_width), clampIndex(floor(ty + 0.5f), host_height));
        }
        const float fx0 = floor(tx), fy0 = floor(ty);
        const float fx = tx - fx0, fy = ty - fy0;
        const int x0 = clampIndex(fx0, host_width), x1 = clampIndex(fx0 + 1.0f, host_width);
        const int y0 = clampIndex(fy0, host_height), y1 = clampIndex(fy0 + 1.0f, host_height);
        const float4 a = texel<float4>(x0, y0), b = texel<float4>(x1, y0);
        const float4 c = texel<float4>(x0, y1), d = texel<float4>(x1, y1);
        const float4 top = a + (b - a) * fx, bottom = c + (d - c) * fx;
        const float4 result = top + (bottom - top) * fy;
        return Color(T(result.x), T(result.y), T(result.z), T(result.w));
    }

  private:
    /// Clamps a (floored) texel coordinate to the texture: clamp_to_edge.
    static int clampIndex(float i, int size) {
        if (!(i >= 0.0f)) return 0; // also NaN
        if (i >= float(size - 1)) return size - 1;
        return int(i);
    }
    template <class Color> Color texel(int x, int y) const {
        const unsigned char *p = host_pixels + (long(y) * host_width + x) * 4;
        const float k = 1.0f / 255.0f;
        return Color(T(p[0] * k), T(p[1] * k), T(p[2] * k), T(p[3] * k));
    }
};

} // namespace metal

// Function qualifiers and address spaces: no meaning on the CPU.
#define vertex
#define fragment
#define constant const
#define device
#define thread

#endif // TEARKIT_MSLHOST_METAL_RENDER_STAGES_H
