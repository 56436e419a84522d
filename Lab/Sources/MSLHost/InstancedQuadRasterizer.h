// A small software rasteriser for what a Metal render pass does with
// `drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: 4, instanceCount: n)`: runs the
// vertex function for the 4 vertices of every instance, rasterises the strip's two triangles with
// the GPU's rules, runs the fragment function on every covered pixel and blends the result
// (premultiplied source-over: one / oneMinusSourceAlpha) into an RGBA8 target.
//
// Rules (as Metal/D3D rasterisers):
// - viewport: clip x −1…1 → 0…width, clip y +1…−1 → 0…height (pixels, top row first); w divides;
// - vertex positions snap to 1/256 pixel (fixed point), so coverage is decided with exact integer
//   edge functions: two triangles sharing an edge never both cover, nor both miss, a pixel centre;
// - a pixel is covered when its centre (x + 0.5, y + 0.5) is inside the triangle, or on an edge
//   that is a "top" or "left" edge (the top-left fill rule); either winding is drawn (no culling);
// - vertex outputs are interpolated linearly (w = 1 here, so this equals perspective-correct), and
//   the `[[position]]` member holds the pixel centre in the fragment stage;
// - triangles with a non-finite vertex, or one farther than 2²⁰ pixels, are skipped (a GPU would
//   clip them; nothing TearKit draws gets there while visible).
#ifndef TEARKIT_MSLHOST_INSTANCED_QUAD_RASTERIZER_H
#define TEARKIT_MSLHOST_INSTANCED_QUAD_RASTERIZER_H

#include <metal_stdlib>

#include "CancellationCheck.h"
#include "LayerEffectLoop.h" // storeColor

namespace mslhost {

/// An RGBA8 premultiplied render target, row-major, top row first.
struct RenderTarget {
    unsigned char *pixels;
    int width, height;
};

namespace raster_detail {
/// A vertex in window space: fixed-point position and the raw vertex output.
template <class VertexOut> struct WindowVertex {
    long long x, y; // 1/256 pixel
    VertexOut out;
};

inline bool toFixed(float v, long long &fixed) {
    if (!(v > -1048576.0f && v < 1048576.0f)) return false; // also NaN; keeps edge products within 64 bits
    // llroundf (halves away from zero) without the libm call: v · 256 is below 2^28 in size, so the
    // truncation and the remainder are exact.
    const float scaled = v * 256.0f;
    long long whole = (long long)scaled;
    const float remainder = scaled - float(whole);
    if (remainder >= 0.5f) ++whole;
    if (remainder <= -0.5f) --whole;
    fixed = whole;
    return true;
}

/// Is edge a→b (of a triangle whose edge functions are positive inside) a top or left edge?
inline bool isTopLeft(long long ax, long long ay, long long bx, long long by) {
    const long long dx = bx - ax, dy = by - ay;
    return (dy < 0) | ((dy == 0) & (dx > 0));
}

/// Edge function of a→b at p (twice the signed area of a, b, p).
inline long long edge(long long ax, long long ay, long long bx, long long by, long long px, long long py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}
} // namespace raster_detail

/// Blends `src` (premultiplied, 0…1) over the RGBA8 pixel at `dst`: one / oneMinusSourceAlpha.
__attribute__((always_inline)) inline void blendOver(metal::half4 src, unsigned char *dst) {
    const float k = 1.0f / 255.0f;
    const float keep = 1.0f - metal::clamp(float(src.w), 0.0f, 1.0f);
#if defined(__SSE2__)
    // The scalar arithmetic below, four channels at a time: each lane rounds as the scalar code does.
    int bytes;
    __builtin_memcpy(&bytes, dst, 4);
    const __m128i zero = _mm_setzero_si128();
    const __m128 under = _mm_cvtepi32_ps(_mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(bytes), zero), zero));
    const __m128 over = _mm_set_ps(float(src.w), float(src.z), float(src.y), float(src.x));
    __m128 v = _mm_add_ps(over, _mm_mul_ps(_mm_mul_ps(under, _mm_set1_ps(k)), _mm_set1_ps(keep)));
    // storeColor: × 255 + 0.5, clamped (NaN → 0), truncated.
    v = _mm_add_ps(_mm_mul_ps(v, _mm_set1_ps(255.0f)), _mm_set1_ps(0.5f));
    v = _mm_min_ps(_mm_max_ps(v, _mm_setzero_ps()), _mm_set1_ps(255.0f));
    const __m128i i32 = _mm_cvttps_epi32(v);
    const __m128i i16 = _mm_packs_epi32(i32, i32);
    bytes = _mm_cvtsi128_si32(_mm_packus_epi16(i16, i16));
    __builtin_memcpy(dst, &bytes, 4);
#else
    storeColor(metal::half4(float(src.x) + dst[0] * k * keep, float(src.y) + dst[1] * k * keep,
                            float(src.z) + dst[2] * k * keep, float(src.w) + dst[3] * k * keep),
               dst);
#endif
}

namespace raster_detail {
/// One triangle of a quad, set up to be tested and interpolated at pixel centres exactly as
/// `rasterizeTriangle` does: its vertices in drawing order (swapped to a positive area), its edge
/// functions' biases (the top-left rule) and steps, and its clipped pixel range.
template <class VertexOut> struct TriangleSetup {
    const float *a0, *a1, *a2; // vertex outputs, as floats
    long long v1x, v1y, v2x, v2y, v0x, v0y;
    long long bias0, bias1, bias2;
    long long stepX0, stepY0, stepX1, stepY1, stepX2, stepY2;
    float inverseArea;
    long long x0, x1, y0, y1; // pixel range, clipped to the target; empty when x0 > x1 or y0 > y1

    /// Edge function values at the centre of pixel (px, py).
    void edgesAt(long long px, long long py, long long &w0, long long &w1, long long &w2) const {
        const long long cx = px * 256 + 128, cy = py * 256 + 128;
        w0 = edge(v1x, v1y, v2x, v2y, cx, cy);
        w1 = edge(v2x, v2y, v0x, v0y, cx, cy);
        w2 = edge(v0x, v0y, v1x, v1y, cx, cy);
    }
};

/// Sets up triangle (`p`, `q`, `r`) whose outputs are `ap`, `aq`, `ar`; false when it covers no pixel.
template <class VertexOut>
inline bool setUpTriangle(const WindowVertex<VertexOut> *p, const WindowVertex<VertexOut> *q, const WindowVertex<VertexOut> *r,
                          const float *ap, const float *aq, const float *ar, RenderTarget target,
                          TriangleSetup<VertexOut> &t) {
    long long area = edge(p->x, p->y, q->x, q->y, r->x, r->y);
    if (area == 0) return false;
    if (area < 0) {
        const WindowVertex<VertexOut> *swap = q;
        q = r;
        r = swap;
        const float *swapOut = aq;
        aq = ar;
        ar = swapOut;
        area = -area;
    }
    long long minX = p->x < q->x ? p->x : q->x; if (r->x < minX) minX = r->x;
    long long maxX = p->x > q->x ? p->x : q->x; if (r->x > maxX) maxX = r->x;
    long long minY = p->y < q->y ? p->y : q->y; if (r->y < minY) minY = r->y;
    long long maxY = p->y > q->y ? p->y : q->y; if (r->y > maxY) maxY = r->y;
    t.x0 = -((128 - minX) >> 8), t.x1 = (maxX - 128) >> 8;
    t.y0 = -((128 - minY) >> 8), t.y1 = (maxY - 128) >> 8;
    if (t.x0 < 0) t.x0 = 0;
    if (t.y0 < 0) t.y0 = 0;
    if (t.x1 > target.width - 1) t.x1 = target.width - 1;
    if (t.y1 > target.height - 1) t.y1 = target.height - 1;
    if (t.x0 > t.x1 || t.y0 > t.y1) return false;
    t.a0 = ap, t.a1 = aq, t.a2 = ar;
    t.v0x = p->x, t.v0y = p->y, t.v1x = q->x, t.v1y = q->y, t.v2x = r->x, t.v2y = r->y;
    t.bias0 = (long long)isTopLeft(q->x, q->y, r->x, r->y) - 1;
    t.bias1 = (long long)isTopLeft(r->x, r->y, p->x, p->y) - 1;
    t.bias2 = (long long)isTopLeft(p->x, p->y, q->x, q->y) - 1;
    t.inverseArea = 1.0f / float(area);
    t.stepX0 = -(r->y - q->y) * 256, t.stepY0 = (r->x - q->x) * 256;
    t.stepX1 = -(p->y - r->y) * 256, t.stepY1 = (p->x - r->x) * 256;
    t.stepX2 = -(q->y - p->y) * 256, t.stepY2 = (q->x - p->x) * 256;
    return true;
}

/// Shades pixel (px, py), covered by triangle `t` with edge values `w0`, `w1`, `w2`, and blends it.
template <class VertexOut, class Shade>
__attribute__((always_inline)) inline void shadePixel(const TriangleSetup<VertexOut> &t, long long w0, long long w1,
                                                      long long w2, long long px, long long py, unsigned char *dst,
                                                      Shade &shade) {
    constexpr int floatCount = sizeof(VertexOut) / sizeof(float);
    const float l0 = float(w0) * t.inverseArea, l1 = float(w1) * t.inverseArea, l2 = float(w2) * t.inverseArea;
    // The position's x, y and w are the pixel centre's (the fragment stage sees that): only its z and
    // the outputs after it are interpolated.
    float interpolated[floatCount];
    interpolated[0] = float(px) + 0.5f;
    interpolated[1] = float(py) + 0.5f;
    interpolated[2] = t.a0[2] * l0 + t.a1[2] * l1 + t.a2[2] * l2;
    interpolated[3] = 1.0f;
    // Unrolled: a handful of outputs, each its own lanes (what -O3 would do, without its other passes).
#pragma clang loop unroll(full)
    for (int k = 4; k < floatCount; ++k) interpolated[k] = t.a0[k] * l0 + t.a1[k] * l1 + t.a2[k] * l2;
    VertexOut in;
    __builtin_memcpy(&in, interpolated, sizeof(VertexOut));
    blendOver(shade(in), dst);
}
} // namespace raster_detail

/// Rasterises one triangle. `VertexOut` must consist of floats only, its first member being the
/// `float4 [[position]]`; `shade(const VertexOut &)` returns a premultiplied `half4`.
template <class VertexOut, class Shade>
inline void rasterizeTriangle(const raster_detail::WindowVertex<VertexOut> *v0, const raster_detail::WindowVertex<VertexOut> *v1,
                              const raster_detail::WindowVertex<VertexOut> *v2, RenderTarget target, Shade &shade,
                              const int *cancellation = nullptr) {
    using namespace raster_detail;
    constexpr int floatCount = sizeof(VertexOut) / sizeof(float);
    float a0[floatCount], a1[floatCount], a2[floatCount];
    __builtin_memcpy(a0, &v0->out, sizeof(VertexOut));
    __builtin_memcpy(a1, &v1->out, sizeof(VertexOut));
    __builtin_memcpy(a2, &v2->out, sizeof(VertexOut));
    TriangleSetup<VertexOut> t;
    if (!setUpTriangle(v0, v1, v2, a0, a1, a2, target, t)) return;
    long long row0, row1, row2;
    t.edgesAt(t.x0, t.y0, row0, row1, row2);
    for (long long py = t.y0; py <= t.y1; ++py, row0 += t.stepY0, row1 += t.stepY1, row2 += t.stepY2) {
        // A large triangle (a full-screen quad's) checks for a raised cancellation every 64 rows.
        if (((py - t.y0) & 63) == 63 && cancellationRaised(cancellation)) return;
        unsigned char *row = target.pixels + (long)py * target.width * 4;
        long long w0 = row0, w1 = row1, w2 = row2;
        bool entered = false;
        for (long long px = t.x0; px <= t.x1; ++px, w0 += t.stepX0, w1 += t.stepX1, w2 += t.stepX2) {
            if ((w0 + t.bias0) < 0 || (w1 + t.bias1) < 0 || (w2 + t.bias2) < 0) {
                if (entered) break; // a triangle is convex: once left, the row is done
                continue;
            }
            entered = true;
            shadePixel(t, w0, w1, w2, px, py, row + px * 4, shade);
        }
    }
}

/// Whether the strip's quad spans at most 16 × 16 pixels (a particle, a small piece): small enough
/// for one pass over its bounding box to cost less than setting up two triangles' walks.
template <class VertexOut> inline bool isSmallQuad(const raster_detail::WindowVertex<VertexOut> strip[4]) {
    long long minX = strip[0].x, maxX = strip[0].x, minY = strip[0].y, maxY = strip[0].y;
    for (int i = 1; i < 4; ++i) {
        if (strip[i].x < minX) minX = strip[i].x;
        if (strip[i].x > maxX) maxX = strip[i].x;
        if (strip[i].y < minY) minY = strip[i].y;
        if (strip[i].y > maxY) maxY = strip[i].y;
    }
    return maxX - minX <= 16 * 256 && maxY - minY <= 16 * 256;
}

/// Rasterises the strip's two triangles, (0, 1, 2) then (1, 2, 3), in one pass over the pixels
/// either may cover: each pixel is tested against the first, then the second, and shaded and
/// blended by each that covers it, in that order — exactly what two `rasterizeTriangle` calls
/// draw, pixel for pixel, with one set-up of the quad's pixel range and loop.
template <class VertexOut, class Shade>
inline void rasterizeQuad(const raster_detail::WindowVertex<VertexOut> strip[4], RenderTarget target, Shade &shade,
                          const int *cancellation = nullptr) {
    using namespace raster_detail;
    constexpr int floatCount = sizeof(VertexOut) / sizeof(float);
    float outputs[4][floatCount];
#pragma clang loop unroll(full)
    for (int i = 0; i < 4; ++i) __builtin_memcpy(outputs[i], &strip[i].out, sizeof(VertexOut));
    TriangleSetup<VertexOut> first = {}, second = {}; // an empty one steps by zeros, never shades
    const bool hasFirst = setUpTriangle(&strip[0], &strip[1], &strip[2], outputs[0], outputs[1], outputs[2], target, first);
    const bool hasSecond = setUpTriangle(&strip[1], &strip[2], &strip[3], outputs[1], outputs[2], outputs[3], target, second);
    if (!hasFirst && !hasSecond) return;
    const long long x0 = !hasFirst ? second.x0 : !hasSecond ? first.x0 : (first.x0 < second.x0 ? first.x0 : second.x0);
    const long long x1 = !hasFirst ? second.x1 : !hasSecond ? first.x1 : (first.x1 > second.x1 ? first.x1 : second.x1);
    const long long y0 = !hasFirst ? second.y0 : !hasSecond ? first.y0 : (first.y0 < second.y0 ? first.y0 : second.y0);
    const long long y1 = !hasFirst ? second.y1 : !hasSecond ? first.y1 : (first.y1 > second.y1 ? first.y1 : second.y1);
    long long fr0 = 0, fr1 = 0, fr2 = 0, sr0 = 0, sr1 = 0, sr2 = 0;
    if (hasFirst) first.edgesAt(x0, y0, fr0, fr1, fr2);
    if (hasSecond) second.edgesAt(x0, y0, sr0, sr1, sr2);
    for (long long py = y0; py <= y1; ++py) {
        // A large quad (a full-screen one) checks for a raised cancellation every 64 rows.
        if (((py - y0) & 63) == 63 && cancellationRaised(cancellation)) return;
        unsigned char *row = target.pixels + (long)py * target.width * 4;
        long long f0 = fr0, f1 = fr1, f2 = fr2, s0 = sr0, s1 = sr1, s2 = sr2;
        for (long long px = x0; px <= x1; ++px) {
            if (hasFirst && (f0 + first.bias0) >= 0 && (f1 + first.bias1) >= 0 && (f2 + first.bias2) >= 0) {
                shadePixel(first, f0, f1, f2, px, py, row + px * 4, shade);
            }
            if (hasSecond && (s0 + second.bias0) >= 0 && (s1 + second.bias1) >= 0 && (s2 + second.bias2) >= 0) {
                shadePixel(second, s0, s1, s2, px, py, row + px * 4, shade);
            }
            f0 += first.stepX0, f1 += first.stepX1, f2 += first.stepX2;
            s0 += second.stepX0, s1 += second.stepX1, s2 += second.stepX2;
        }
        fr0 += first.stepY0, fr1 += first.stepY1, fr2 += first.stepY2;
        sr0 += second.stepY0, sr1 += second.stepY1, sr2 += second.stepY2;
    }
}

/// Runs the vertex function for the four vertices of instance `instance`, into `out`. Every call is
/// inlined into this one body (`flatten`), so the compiler computes once what the four share: a
/// vertex function that places a whole quad from its instance (the dust's particle, its noise and
/// path) and only then picks its corner does that work once per quad, not four times. The results
/// are those of four separate calls, bit for bit: the same operations on the same values.
template <class VertexOut, class VertexFunction>
__attribute__((flatten)) inline void runQuadVertices(const VertexFunction &vertexFunction, unsigned instance,
                                                    VertexOut out[4]) {
    out[0] = vertexFunction(0u, instance);
    out[1] = vertexFunction(1u, instance);
    out[2] = vertexFunction(2u, instance);
    out[3] = vertexFunction(3u, instance);
}

/// Whether two vertices lie at the same clip-space position (x, y and w equal; NaN never equals).
template <class VertexOut> __attribute__((always_inline)) inline bool samePosition(const VertexOut &a, const VertexOut &b) {
    return a.position.x == b.position.x && a.position.y == b.position.y && a.position.w == b.position.w;
}

/// Draws `instanceCount` quads whose corners `corners(instanceID, VertexOut out[4])` writes (in
/// triangle-strip order), shaded by `fragmentFunction(const VertexOut &)` (a premultiplied `half4`).
template <class VertexOut, class Corners, class FragmentFunction>
inline void drawQuadsFromCorners(int instanceCount, RenderTarget target, const Corners &corners,
                                 FragmentFunction fragmentFunction) {
    static_assert(sizeof(VertexOut) % sizeof(float) == 0, "vertex outputs must be made of floats");
    using namespace raster_detail;
    const float halfWidth = 0.5f * float(target.width), halfHeight = 0.5f * float(target.height);
    // Every 256 quads (and every 64 rows of a large one), whether the thread's cancellation flag was
    // raised: then the frame stops there.
    const int *cancellation = watchedCancellation();
    for (int instance = 0; instance < instanceCount; ++instance) {
        if ((instance & 255) == 0 && cancellationRaised(cancellation)) return;
        WindowVertex<VertexOut> strip[4];
        bool valid[4];
        VertexOut outputs[4];
        corners(unsigned(instance), outputs);
        // Four corners at one point (a particle faded out, a piece not drawn): both triangles have no
        // area and cover no pixel, so the quad is skipped before its set-up.
        if (samePosition(outputs[0], outputs[1]) && samePosition(outputs[0], outputs[2]) &&
            samePosition(outputs[0], outputs[3])) {
            continue;
        }
#pragma clang loop unroll(full)
        for (unsigned vertexID = 0; vertexID < 4; ++vertexID) {
            const VertexOut out = outputs[vertexID];
            const float w = out.position.w;
            // x / 1 is x exactly: most vertex functions leave w at 1, and then nothing is divided.
            const float x = ((w == 1.0f ? out.position.x : out.position.x / w) + 1.0f) * halfWidth;
            const float y = (1.0f - (w == 1.0f ? out.position.y : out.position.y / w)) * halfHeight;
            strip[vertexID].out = out;
            valid[vertexID] = toFixed(x, strip[vertexID].x) && toFixed(y, strip[vertexID].y);
        }
        if (valid[0] && valid[1] && valid[2] && valid[3] && isSmallQuad(strip)) {
            rasterizeQuad(strip, target, fragmentFunction, cancellation);
        } else {
            // A large quad (a turned shard) leaves much of its bounding box to one triangle or none:
            // each triangle is walked on its own rows. The pixels drawn are the same either way.
            if (valid[0] && valid[1] && valid[2]) {
                rasterizeTriangle(&strip[0], &strip[1], &strip[2], target, fragmentFunction, cancellation);
            }
            if (valid[1] && valid[2] && valid[3]) {
                rasterizeTriangle(&strip[1], &strip[2], &strip[3], target, fragmentFunction, cancellation);
            }
        }
    }
}

/// Draws `instanceCount` instances of a 4-vertex triangle strip: `vertexFunction(vertexID, instanceID)`
/// returns a `VertexOut`, `fragmentFunction(const VertexOut &)` a premultiplied `half4`.
template <class VertexOut, class VertexFunction, class FragmentFunction>
inline void drawInstancedQuads(int instanceCount, RenderTarget target, VertexFunction vertexFunction,
                               FragmentFunction fragmentFunction) {
    drawQuadsFromCorners<VertexOut>(
        instanceCount, target,
        [&](unsigned instance, VertexOut out[4]) { runQuadVertices(vertexFunction, instance, out); }, fragmentFunction);
}

/// Draws what `drawInstancedQuads` draws for a vertex function that is a corner of an instance,
/// `cornerFunction(instanceFunction(instanceID), vertexID)`, computing each instance once for its
/// four corners. However the compiler arranges the vertex function's branches, the instance's work
/// (the dust's particle: its noise, departure and path) runs once a quad; the results are those of
/// four calls of the composition, bit for bit.
template <class VertexOut, class InstanceFunction, class CornerFunction, class FragmentFunction>
inline void drawInstancedQuadsOfInstances(int instanceCount, RenderTarget target, InstanceFunction instanceFunction,
                                          CornerFunction cornerFunction, FragmentFunction fragmentFunction) {
    drawQuadsFromCorners<VertexOut>(
        instanceCount, target,
        [&](unsigned instance, VertexOut out[4]) {
            const auto shared = instanceFunction(instance);
            out[0] = cornerFunction(shared, 0u);
            out[1] = cornerFunction(shared, 1u);
            out[2] = cornerFunction(shared, 2u);
            out[3] = cornerFunction(shared, 3u);
        },
        fragmentFunction);
}

} // namespace mslhost

#endif // TEARKIT_MSLHOST_INSTANCED_QUAD_RASTERIZER_H
