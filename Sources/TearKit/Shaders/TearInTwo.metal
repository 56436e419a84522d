#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// tearInTwo: a view torn in two along a jagged line, the halves flying apart (seed 003).
//
// The view is drawn once (its layer) and shown twice: each half is the layer clipped to its side of
// the tear, moved by its offset and turned by its angle about a hinge. A pixel asks, for each half,
// "which point of the view lands here?" (the half's motion undone) and, if that point is on the
// half's side of the tear, takes the layer's colour there. The two coverages along the cut add up
// to exactly one, so before the halves move the view is drawn as it is: nothing lost, nothing twice.
//
// The halves leave the view's bounds, and a layer effect draws only inside its layer: give the
// view transparent padding before the effect (`.padding(m).layerEffect(...).padding(-m)`) and pass
// where the view sits in that layer as `origin`. TearKit builds the arguments from `TearInTwoUniforms`.
//
// Cost: at most two `layer.sample` calls per pixel (one per half, only where that half lands), two
// 2 × 2 rotations (their cos and sin come in the arguments, computed once per frame), one array
// lookup and a square root; no loops.
//
// Parameters (positions and lengths in points, angles in radians):
// - position:   the pixel being shaded, supplied by SwiftUI.
// - layer:      the padded layer, supplied by SwiftUI.
// - origin:     the view's top-left corner in the layer, ≥ 0: the padding. Start with (0, 0).
// - size:       the view's size, > 0 each (otherwise the pixel is left as it is).
// - tear / tearCount: the tear's x at tearCount evenly spaced heights from the view's top (y = 0)
//               to its bottom (y = size.y), in view coordinates; tearCount ≥ 2 (otherwise the pixel is
//               left as it is). Start with (size.x / 2, size.x / 2): a straight cut down the middle.
// - leftHalf:   the left half's motion: x, y = offset (points); z, w = cos and sin of its turn (the
//               turn in radians, positive clockwise on screen). Start with (0, 0, 1, 0): in place.
// - rightHalf:  the right half's motion, the same way. Start with (0, 0, 1, 0).
// - hinge:      the point of the view both halves turn about, in view coordinates. Start with
//               (size.x / 2, size.y): the middle of the bottom edge.
// - opacity:    both halves' opacity, 0…1 (they fade out at the end). Start with 1.
// - edgeWidth:  how wide the cut's soft edge is, in points, > 0 (one pixel: 1 / display scale).
//               Smaller or NaN: a hard edge. Start with 0.5.
//
// Guards are written so that NaN input fails them; the result is always a valid premultiplied colour.

// Where one half puts part of the layer on `position`: x, y = the layer point to sample (the view
// point that lands here, the half's motion undone), z = its weight (0 when that point is outside
// the view or on the other side of the tear), w unused. The layer itself is sampled by the caller.
float4 tearInTwoHalf(float2 position, float2 origin, float2 size, device const float *tear, int tearCount,
                     float4 motion, float2 hinge, float opacity, float edgeWidth, bool isLeft) {
    // Undo the offset, then the turn about the hinge (a clockwise turn undone counter-clockwise).
    float2 moved = position - origin - hinge - float2(motion.x, motion.y);
    float c = motion.z, s = motion.w;
    float2 point = float2(c * moved.x + s * moved.y, -s * moved.x + c * moved.y) + hinge;
    // Outside the view (or NaN): this half puts nothing here.
    if (!(point.x >= 0.0f && point.y >= 0.0f && point.x <= size.x && point.y <= size.y)) {
        return float4(0.0f);
    }
    // The tear's x at this height, between the two nearest of its evenly spaced points.
    float step = (point.y / size.y) * float(tearCount - 1);
    int index = min(int(step), tearCount - 2);
    float tearX = mix(tear[index], tear[index + 1], step - float(index));
    // Signed distance from the tear, negative on the left: the distance along x shortened by the
    // segment's slope, so steep jags get as soft an edge as straight ones. NaN covers nothing.
    float slope = (tear[index + 1] - tear[index]) * float(tearCount - 1) / size.y;
    float across = (point.x - tearX) / sqrt(1.0f + slope * slope);
    float inside = isLeft ? -across : across;
    float coverage = edgeWidth > 0.0001f ? clamp(0.5f + inside / edgeWidth, 0.0f, 1.0f) : (inside > 0.0f ? 1.0f : 0.0f);
    float weight = clamp(coverage * opacity, 0.0f, 1.0f);
    if (!(weight > 0.0f)) {
        return float4(0.0f);
    }
    float2 layerPoint = origin + point;
    return float4(layerPoint.x, layerPoint.y, weight, 0.0f);
}

[[ stitchable ]] half4 tearInTwo(float2 position, SwiftUI::Layer layer, float2 origin, float2 size, device const float* tear, int tearCount, float4 leftHalf, float4 rightHalf, float2 hinge, float opacity, float edgeWidth) {
    // No view or no tear: the layer as it is.
    if (!(size.x > 0.0f && size.y > 0.0f && isfinite(size.x) && isfinite(size.y) && tearCount >= 2)) {
        return layer.sample(position);
    }
    float4 left = tearInTwoHalf(position, origin, size, tear, tearCount, leftHalf, hinge, opacity, edgeWidth, true);
    float4 right = tearInTwoHalf(position, origin, size, tear, tearCount, rightHalf, hinge, opacity, edgeWidth, false);
    half4 color = half4(0.0h);
    if (left.z > 0.0f) {
        color = color + layer.sample(float2(left.x, left.y)) * half(left.z);
    }
    if (right.z > 0.0f) {
        color = color + layer.sample(float2(right.x, right.y)) * half(right.z);
    }
    // Where the halves overlap, add up to full cover at most; stay a valid premultiplied colour.
    half alpha = clamp(color.w, 0.0h, 1.0h);
    return half4(clamp(color.x, 0.0h, alpha), clamp(color.y, 0.0h, alpha), clamp(color.z, 0.0h, alpha), alpha);
}
