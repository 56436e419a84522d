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
/// `coord::` of a sampler: normalised (0…1 across the texture, Metal's default) or pixel coordinates.
enum class coord { normalized, pixel };

/// A sampler: coordinates, address mode and filter (normalised coordinates unless `coord::pixel`,
/// as Metal's default). Constructible in `constexpr` shader code with its arguments in any order,
/// like Metal's.
struct sampler {
    coord coordinates;
    address addressMode;
    filter filterMode;
    constexpr sampler() : coordinates(coord::normalized), addressMode(address::clamp_to_edge), filterMode(filter::nearest) {}
    constexpr sampler(address a, filter f) : coordinates(coord::normalized), addressMode(a), filterMode(f) {}
    constexpr sampler(filter f, address a) : coordinates(coord::normalized), addressMode(a), filterMode(f) {}
    constexpr sampler(coord c, address a, filter f) : coordinates(c), addressMode(a), filterMode(f) {}
    constexpr sampler(coord c, filter f, address a) : coordinates(c), addressMode(a), filterMode(f) {}
    constexpr sampler(address a, filter f, coord c) : coordinates(c), addressMode(a), filterMode(f) {}
    constexpr sampler(filter f, address a, coord c) : coordinates(c), addressMode(a), filterMode(f) {}
};

namespace host_detail {
/// The colour type a `texture2d<T>` samples to.
template <class T> struct SampleType;
template <> struct SampleType<half> { typedef half4 type; };
template <> struct SampleType<float> { typedef float4 type; };
} // namespace host_detail

/// A 2-D texture of premultiplied RGBA8 pixels (host-owned, row-major, top row first), sampled in
/// normalised coordinates with (0, 0) at the top-left corner of the image, texel centres at
/// (i + 0.5) / size (or, with `coord::pixel`, in pixels, texel centres at i + 0.5), like Metal's
/// `texture2d<T, access::sample>`. With `address::clamp_to_zero` every filter tap outside the texture
/// reads transparent black, as on the GPU: a bilinear sample half a texel outside the border is half
/// transparent (the arithmetic is that of the SwiftUI layer stand-in, in 0…255, tap for tap).
template <class T> struct texture2d {
    /// Host-owned pixels.
    const unsigned char *host_pixels;
    /// Size in texels.
    int host_width, host_height;

    /// The colour at `uv`, 0…1 per channel. Inlined into the fragment function that samples (one call
    /// a pixel, in the rasteriser's loop).
    __attribute__((always_inline)) typename host_detail::SampleType<T>::type sample(sampler s, float2 uv) const {
        typedef typename host_detail::SampleType<T>::type Color;
        if (host_pixels == nullptr || host_width <= 0 || host_height <= 0 || !(uv.x == uv.x) || !(uv.y == uv.y)) {
            return Color(T(0.0f));
        }
        const bool pixels = s.coordinates == coord::pixel;
        const float tx = (pixels ? uv.x : uv.x * float(host_width)) - 0.5f;
        const float ty = (pixels ? uv.y : uv.y * float(host_height)) - 0.5f;
        if (s.addressMode == address::clamp_to_zero && s.filterMode == filter::linear) {
            return bilinearOrClear<Color>(tx, ty);
        }
        return sampleOther<Color>(s, pixels ? float2(uv.x / float(host_width), uv.y / float(host_height)) : uv);
    }

  private:
    // `sample` calls no function of its own kind (its other samplers are `sampleOther`), so it can be
    // inlined into the fragment function.

    /// `sample` for every sampler but clamp_to_zero with linear filtering, at normalised `uv` (pixel
    /// coordinates already made normalised).
    template <class Color> Color sampleOther(sampler s, float2 uv) const {
        const float tx = uv.x * float(host_width) - 0.5f;
        const float ty = uv.y * float(host_height) - 0.5f;
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

    /// Bilinear filtering in texel space (the centre of texel i at i), every tap outside the texture
    /// transparent: what `SwiftUI::Layer::sample` computes, in the same order (0…255, then scaled).
    template <class Color> __attribute__((always_inline)) Color bilinearOrClear(float tx, float ty) const {
        // Beyond one texel outside, all four taps are outside (NaN fails too).
        if (!(tx > -1.0f && ty > -1.0f && tx < float(host_width) && ty < float(host_height))) return Color(T(0.0f));
        const int x0 = int(tx + 1.0f) - 1, y0 = int(ty + 1.0f) - 1;
        const float fx = tx - float(x0), fy = ty - float(y0);
        if (x0 >= 0 && y0 >= 0 && x0 + 1 < host_width && y0 + 1 < host_height) {
            // All four taps inside (nearly every sample): the arithmetic below, four channels at a time
            // in vector lanes, each lane rounding as the scalar code does (no fused multiply-add here
            // that the scalar code would not fuse too).
            typedef unsigned char Bytes __attribute__((vector_size(4)));
            typedef float Lanes __attribute__((vector_size(16)));
            const unsigned char *p = host_pixels + (long(y0) * host_width + x0) * 4;
            const unsigned char *q = p + long(host_width) * 4;
            Bytes pa, pb, pd, pe;
            __builtin_memcpy(&pa, p, 4);
            __builtin_memcpy(&pb, p + 4, 4);
            __builtin_memcpy(&pd, q, 4);
            __builtin_memcpy(&pe, q + 4, 4);
            const Lanes va = __builtin_convertvector(pa, Lanes), vb = __builtin_convertvector(pb, Lanes);
            const Lanes vd = __builtin_convertvector(pd, Lanes), ve = __builtin_convertvector(pe, Lanes);
            const Lanes top = va + (vb - va) * fx, bottom = vd + (ve - vd) * fx;
            const Lanes c = (top + (bottom - top) * fy) * (1.0f / 255.0f);
            return Color(T(c[0]), T(c[1]), T(c[2]), T(c[3]));
        }
        // A tap outside reads transparent.
        const float4 a = raw(x0, y0), b = raw(x0 + 1, y0), d = raw(x0, y0 + 1), e = raw(x0 + 1, y0 + 1);
        float4 top, bottom, c;
        top.x = a.x + (b.x - a.x) * fx; top.y = a.y + (b.y - a.y) * fx; top.z = a.z + (b.z - a.z) * fx; top.w = a.w + (b.w - a.w) * fx;
        bottom.x = d.x + (e.x - d.x) * fx; bottom.y = d.y + (e.y - d.y) * fx; bottom.z = d.z + (e.z - d.z) * fx; bottom.w = d.w + (e.w - d.w) * fx;
        c.x = top.x + (bottom.x - top.x) * fy; c.y = top.y + (bottom.y - top.y) * fy;
        c.z = top.z + (bottom.z - top.z) * fy; c.w = top.w + (bottom.w - top.w) * fy;
        const float k = 1.0f / 255.0f;
        return Color(T(c.x * k), T(c.y * k), T(c.z * k), T(c.w * k));
    }
    /// The texel at (x, y) in 0…255, or transparent outside the texture.
    __attribute__((always_inline)) float4 raw(int x, int y) const {
        if (x < 0 || y < 0 || x >= host_width || y >= host_height) return float4(0.0f);
        const unsigned char *p = host_pixels + (long(y) * host_width + x) * 4;
        return float4(float(p[0]), float(p[1]), float(p[2]), float(p[3]));
    }
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

// Function qualifiers and address spaces: no meaning on the CPU, but for where the stages' code goes.
// A vertex function is inlined where the rasteriser calls it, four times a quad in one body
// (InstancedQuadRasterizer.h, runQuadVertices), so what the four corners share is computed once (a
// vertex function written as a corner of its instance has the instance computed once a quad:
// drawInstancedQuadsOfInstances); a fragment function into the rasteriser's pixel loop.
#define vertex __attribute__((always_inline)) inline
#define fragment __attribute__((always_inline)) inline
#define constant const
#define device
#define thread

#endif // TEARKIT_MSLHOST_METAL_RENDER_STAGES_H
