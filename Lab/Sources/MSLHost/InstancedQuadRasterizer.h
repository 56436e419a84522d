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
    fixed = (long long)__builtin_llroundf(v * 256.0f);
    return true;
}

/// Is edge a→b (of a triangle whose edge functions are positive inside) a top or left edge?
inline bool isTopLeft(long long ax, long long ay, long long bx, long long by) {
    const long long dx = bx - ax, dy = by - ay;
    return dy < 0 || (dy == 0 && dx > 0);
}

/// Edge function of a→b at p (twice the signed area of a, b, p).
inline long long edge(long long ax, long long ay, long long bx, long long by, long long px, long long py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}
} // namespace raster_detail

/// Rasterises one triangle. `VertexOut` must consist of floats only, its first member being the
/// `float4 [[position]]`; `shade(const VertexOut &)` returns a premultiplied `half4`.
template <class VertexOut, class Shade>
inline void rasterizeTriangle(const raster_detail::WindowVertex<VertexOut> *v0, const raster_detail::WindowVertex<VertexOut> *v1,
                              const raster_detail::WindowVertex<VertexOut> *v2, RenderTarget target, Shade &shade) {
    using namespace raster_detail;
    long long area = edge(v0->x, v0->y, v1->x, v1->y, v2->x, v2->y);
    if (area == 0) return;
    if (area < 0) {
        const WindowVertex<VertexOut> *swap = v1;
        v1 = v2;
        v2 = swap;
        area = -area;
    }
    // Pixel range whose centres (i·256 + 128) can be inside.
    long long minX = v0->x < v1->x ? v0->x : v1->x; if (v2->x < minX) minX = v2->x;
    long long maxX = v0->x > v1->x ? v0->x : v1->x; if (v2->x > maxX) maxX = v2->x;
    long long minY = v0->y < v1->y ? v0->y : v1->y; if (v2->y < minY) minY = v2->y;
    long long maxY = v0->y > v1->y ? v0->y : v1->y; if (v2->y > maxY) maxY = v2->y;
    // ceil((min − 128) / 256) and floor((max − 128) / 256), for negative values too.
    auto floorDiv = [](long long a, long long b) { return a >= 0 ? a / b : -((-a + b - 1) / b); };
    long long x0 = -floorDiv(-(minX - 128), 256), x1 = floorDiv(maxX - 128, 256);
    long long y0 = -floorDiv(-(minY - 128), 256), y1 = floorDiv(maxY - 128, 256);
    if (x0 < 0) x0 = 0;
    if (y0 < 0) y0 = 0;
    if (x1 > target.width - 1) x1 = target.width - 1;
    if (y1 > target.height - 1) y1 = target.height - 1;
    if (x0 > x1 || y0 > y1) return;
    // Bias: an edge that is not top-left excludes centres exactly on it.
    const long long bias0 = isTopLeft(v1->x, v1->y, v2->x, v2->y) ? 0 : -1; // edge v1→v2, weight of v0
    const long long bias1 = isTopLeft(v2->x, v2->y, v0->x, v0->y) ? 0 : -1; // edge v2→v0, weight of v1
    const long long bias2 = isTopLeft(v0->x, v0->y, v1->x, v1->y) ? 0 : -1; // edge v0→v1, weight of v2
    constexpr int floatCount = sizeof(VertexOut) / sizeof(float);
    float a0[floatCount], a1[floatCount], a2[floatCount];
    __builtin_memcpy(a0, &v0->out, sizeof(VertexOut));
    __builtin_memcpy(a1, &v1->out, sizeof(VertexOut));
    __builtin_memcpy(a2, &v2->out, sizeof(VertexOut));
    const float inverseArea = 1.0f / float(area);
    // Edge functions are affine in the pixel position: step them by constants (exact integers).
    const long long stepX0 = -(v2->y - v1->y) * 256, stepY0 = (v2->x - v1->x) * 256;
    const long long stepX1 = -(v0->y - v2->y) * 256, stepY1 = (v0->x - v2->x) * 256;
    const long long stepX2 = -(v1->y - v0->y) * 256, stepY2 = (v1->x - v0->x) * 256;
    const long long cx0 = x0 * 256 + 128, cy0 = y0 * 256 + 128;
    long long row0 = edge(v1->x, v1->y, v2->x, v2->y, cx0, cy0);
    long long row1 = edge(v2->x, v2->y, v0->x, v0->y, cx0, cy0);
    long long row2 = edge(v0->x, v0->y, v1->x, v1->y, cx0, cy0);
    for (long long py = y0; py <= y1; ++py, row0 += stepY0, row1 += stepY1, row2 += stepY2) {
        unsigned char *row = target.pixels + (long)py * target.width * 4;
        long long w0 = row0, w1 = row1, w2 = row2;
        bool entered = false;
        for (long long px = x0; px <= x1; ++px, w0 += stepX0, w1 += stepX1, w2 += stepX2) {
            if ((w0 + bias0) < 0 || (w1 + bias1) < 0 || (w2 + bias2) < 0) {
                if (entered) break; // a triangle is convex: once left, the row is done
                continue;
            }
            entered = true;
            const float l0 = float(w0) * inverseArea, l1 = float(w1) * inverseArea, l2 = float(w2) * inverseArea;
            float interpolated[floatCount];
            for (int k = 0; k < floatCount; ++k) interpolated[k] = a0[k] * l0 + a1[k] * l1 + a2[k] * l2;
            VertexOut in;
            __builtin_memcpy(&in, interpolated, sizeof(VertexOut));
            in.position = metal::float4(float(px) + 0.5f, float(py) + 0.5f, in.position.z, 1.0f);
            const metal::half4 src = shade(in);
            unsigned char *dst = row + px * 4;
            const float k = 1.0f / 255.0f;
            const float keep = 1.0f - metal::clamp(float(src.w), 0.0f, 1.0f);
            storeColor(metal::half4(float(src.x) + dst[0] * k * keep, float(src.y) + dst[1] * k * keep,
                                    float(src.z) + dst[2] * k * keep, float(src.w) + dst[3] * k * keep),
                       dst);
        }
    }
}

/// Draws `instanceCount` instances of a 4-vertex triangle strip: `vertexFunction(vertexID, instanceID)`
/// returns a `VertexOut`, `fragmentFunction(const VertexOut &)` a premultiplied `half4`.
template <class VertexOut, class VertexFunction, class FragmentFunction>
inline void drawInstancedQuads(int instanceCount, RenderTarget target, VertexFunction vertexFunction,
                               FragmentFunction fragmentFunction) {
    static_assert(sizeof(VertexOut) % sizeof(float) == 0, "vertex outputs must be made of floats");
    using namespace raster_detail;
    const float halfWidth = 0.5f * float(target.width), halfHeight = 0.5f * float(target.height);
    for (int instance = 0; instance < instanceCount; ++instance) {
        WindowVertex<VertexOut> strip[4];
        bool valid[4];
        for (unsigned vertexID = 0; vertexID < 4; ++vertexID) {
            const VertexOut out = vertexFunction(vertexID, unsigned(instance));
            const float w = out.position.w;
            const float x = (out.position.x / w + 1.0f) * halfWidth;
            const float y = (1.0f - out.position.y / w) * halfHeight;
            strip[vertexID].out = out;
            valid[vertexID] = toFixed(x, strip[vertexID].x) && toFixed(y, strip[vertexID].y);
        }
        if (valid[0] && valid[1] && valid[2]) rasterizeTriangle(&strip[0], &strip[1], &strip[2], target, fragmentFunction);
        if (valid[1] && valid[2] && valid[3]) rasterizeTriangle(&strip[1], &strip[2], &strip[3], target, fragmentFunction);
    }
}

} // namespace mslhost

#endif // TEARKIT_MSLHOST_INSTANCED_QUAD_RASTERIZER_H
