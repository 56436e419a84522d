#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;
#include "../../Rendering/TearPaper.h"

// tearInTwo: a view torn in two along a jagged line, the halves flying apart, torn like
// paper: first a crack runs down the line from the top edge, opening as it goes, with the tear's
// torn edges (fibres, a lighter rim of paper core, anti-aliased over one device pixel; TearPaper.h);
// then the halves part.
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
// lookup and a square root; no loops. Only pixels within a few points of a torn edge evaluate the
// fibres and the rim (a few sines); the rest of each half is a plain sample.
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
//               Smaller or NaN: a hard edge (and no fibres or rim). Start with 0.5.
// - crack:      x = how far down the crack has run, the y of its tip in view points (0: not at all;
//               beyond size.y: open all the way); y = half its opening at the top edge, in points,
//               narrowing linearly to 0 at the tip. Each half's paper ends that far from the tear
//               (the torn-away strip shows what is behind). Start with (0, 0): no crack.
// - paper:      x = roughness of the opened edges, 0…1 (fibres up to 4 pt deep, growing in over the
//               first point of opening); y = strength of the lighter rim along them, 0…1. Clamped;
//               NaN counts as 0. Start with (0.5, 0.6).
//
// Guards are written so that NaN input fails them; the result is always a valid premultiplied colour.

// One half's torn edge at `alongTear` points down the view, for a pixel `inside` points into the half
// from the tear: the tear's fibres along it (the two halves, `side` -1 and +1, tear differently), a
// soft edge over one device pixel (`edgeWidth`) along the edge's true normal, and the lighter rim.
// x = the pixel's coverage, 0…1; y = how much of the paper's core the rim mixes in, 0…1.
float2 tearInTwoTornEdge(float inside, float alongTear, float halfGap, float maxFibreDepth, float edgeWidth, float rimStrength, float side) {
    float2 fibre = tearPaperFibre(alongTear, side, tearPaperFineWeight(edgeWidth));
    float edgeSlope = maxFibreDepth * fibre.y;
    float ramp = edgeWidth * min(sqrt(1.0f + edgeSlope * edgeSlope), 3.0f);
    float intoPaper = inside - halfGap - maxFibreDepth * fibre.x;
    float coverage = clamp(0.5f + intoPaper / ramp, 0.0f, 1.0f);
    float depthInPaper = max(intoPaper, 0.0f) * edgeWidth / ramp;
    float rimMask = tearPaperRimMask(tearPaperRimWidth(alongTear, side), depthInPaper, edgeWidth);
    // The rim fades in over the first point of opening: none where the paper is still together.
    float rim = (rimStrength > 0.0f ? min(rimStrength, 1.0f) : 0.0f) * rimMask * clamp(halfGap, 0.0f, 1.0f);
    return float2(coverage, rim);
}

// Where one half puts part of the layer on `position`: x, y = the layer point to sample (the view
// point that lands here, the half's motion undone), z = its weight (0 when that point is outside
// the view, on the other side of the tear or in the crack's opening), w = how much of the paper's
// core the rim mixes in there. The layer itself is sampled by the caller.
inline float4 tearInTwoHalf(float2 position, float2 origin, float2 size, device const float *tear, int tearCount,
                     float4 motion, float2 hinge, float opacity, float edgeWidth, float crackTip, float widest, float roughness,
                     float reach, float rimStrength, bool isLeft) {
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
    float coverage;
    float rim = 0.0f;
    if (!(edgeWidth > 0.0001f)) {
        // A hard edge along the opened cut.
        float halfGap = widest * clamp(1.0f - point.y / crackTip, 0.0f, 1.0f);
        coverage = inside > halfGap ? 1.0f : 0.0f;
    } else if (inside > reach || inside < -edgeWidth) {
        // Farther into this half than any opening, fibre, rim or ramp reaches: whole paper. On the
        // other side of the tear: nothing of this half.
        coverage = inside > 0.0f ? 1.0f : 0.0f;
    } else {
        // Half the crack's opening here: its width at the top, narrowing linearly to 0 at its tip.
        float halfGap = widest * clamp(1.0f - point.y / crackTip, 0.0f, 1.0f);
        // The fibres grow in over the first point of opening.
        float maxFibreDepth = roughness * 4.0f * clamp(halfGap, 0.0f, 1.0f);
        if (!(halfGap > 0.0f)) {
            // Beyond the crack's tip the paper is still whole: the plain soft edge along the tear, the
            // two halves' coverages adding up to one.
            coverage = clamp(0.5f + inside / edgeWidth, 0.0f, 1.0f);
        } else if (inside > halfGap + maxFibreDepth + 6.5f + 2.0f * edgeWidth) {
            // Past this height's fibres, ramp and widest rim (2 pt, measured along a fibre's slope:
            // up to 3 × deeper across the tear): whole paper, as the edge below would also find,
            // without its sines. (`reach` above is the bound for the widest opening, at the top.)
            coverage = 1.0f;
        } else {
            // Near this half's torn edge (a thin band: kept out of line, so the common path stays
            // small).
            float2 edge = tearInTwoTornEdge(inside, point.y, halfGap, maxFibreDepth, edgeWidth, rimStrength, isLeft ? -1.0f : 1.0f);
            coverage = edge.x;
            rim = edge.y;
        }
    }
    float weight = clamp(coverage * opacity, 0.0f, 1.0f);
    if (!(weight > 0.0f)) {
        return float4(0.0f);
    }
    float2 layerPoint = origin + point;
    return float4(layerPoint.x, layerPoint.y, weight, rim);
}

[[ stitchable ]] half4 tearInTwo(float2 position, SwiftUI::Layer layer, float2 origin, float2 size, device const float* tear, int tearCount, float4 leftHalf, float4 rightHalf, float2 hinge, float opacity, float edgeWidth, float2 crack, float2 paper) {
    // No view or no tear: the layer as it is.
    if (!(size.x > 0.0f && size.y > 0.0f && isfinite(size.x) && isfinite(size.y) && tearCount >= 2)) {
        return layer.sample(position);
    }
    // What both halves share, worked out once: the widest the crack opens (at the top), the deepest
    // its fibres bite (4 pt at full roughness; NaN counts as 0), and how far into a half any
    // opening, fibre, rim or ramp reaches (beyond it, whole paper).
    float widest = crack.x > 0.0f && crack.y > 0.0f ? min(crack.y, 100.0f) : 0.0f;
    float roughness = paper.x > 0.0f ? min(paper.x, 1.0f) : 0.0f;
    float reach = widest + roughness * 4.0f + 2.0f + 2.0f * edgeWidth;
    float4 left = tearInTwoHalf(position, origin, size, tear, tearCount, leftHalf, hinge, opacity, edgeWidth, crack.x, widest, roughness, reach, paper.y, true);
    float4 right = tearInTwoHalf(position, origin, size, tear, tearCount, rightHalf, hinge, opacity, edgeWidth, crack.x, widest, roughness, reach, paper.y, false);
    half4 color = half4(0.0h);
    if (left.z > 0.0f) {
        half4 leftColor = layer.sample(float2(left.x, left.y));
        // The rim only along the opened edge (elsewhere the paper's colour as it is, without the mix).
        if (left.w > 0.0f) {
            leftColor = tearPaperWithRim(leftColor, left.w, 0.96f);
        }
        color = color + leftColor * half(left.z);
    }
    if (right.z > 0.0f) {
        half4 rightColor = layer.sample(float2(right.x, right.y));
        // The rim only along the opened edge (elsewhere the paper's colour as it is, without the mix).
        if (right.w > 0.0f) {
            rightColor = tearPaperWithRim(rightColor, right.w, 0.96f);
        }
        color = color + rightColor * half(right.z);
    }
    // Where the halves overlap, add up to full cover at most; stay a valid premultiplied colour.
    half alpha = clamp(color.w, 0.0h, 1.0h);
    return half4(clamp(color.x, 0.0h, alpha), clamp(color.y, 0.0h, alpha), clamp(color.z, 0.0h, alpha), alpha);
}
