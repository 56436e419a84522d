#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// tearDistortion: tears a view in two along a straight line, like paper ripped from one edge.
//
// The cut runs from `tearStart` (on the view's edge) to `tearEnd` (the tip, under the finger).
// Around it opens a transparent wedge, `maxGap` wide at `tearStart` and closing linearly to
// nothing at `tearEnd`. Each half is pushed away from the cut, perpendicular to it, by the local
// half-width of the wedge: `maxGap / 2` at the start, less and less along the cut, nothing at the
// tip. The shift varies along the cut, so the halves are not moved rigidly: each is sheared, hinged
// about the tip like two flaps of paper opening from it. Every visible pixel shows content from its
// own side of the cut, no content appears twice, and nothing moves more than `maxGap / 2` points
// (`TearUniforms.maxSampleOffset`; TearKit gives SwiftUI's `layerEffect` the constant bound
// `TearState.maxSampleOffset`, half the configuration's widest gap).
//
// The layer may be padded: TearKit draws the view inside a margin of `maxGapWidth / 2` on every
// side (`content.padding(m).layerEffect(...).padding(-m)`) so the halves can move out beyond the
// view's edges. `contentOrigin` is where the view's own rectangle starts in that padded layer; all
// the other positions are in the view's own coordinates, and nothing is sampled from outside the
// view's rectangle (so whatever the view draws outside its frame, like a shadow, is not torn along). Sinusoidal "fibres" eat
// into both edges of the opening so they look torn rather than cut; they only make more pixels
// transparent and never change where the remaining pixels sample from. There is no curl or warp.
//
// Use it with `.layerEffect(ShaderLibrary.bundle(.module).tearDistortion(...), maxSampleOffset:)`;
// TearKit builds the arguments from `TearUniforms.arguments`.
//
// Cost: exactly one `layer.sample` per pixel and no loops. Pixels at or beyond the tip return
// after a few multiply-adds; pixels farther from the cut than the widest the opening can reach
// there skip the fibre noise entirely; only a thin band along the two edges evaluates it.
//
// Parameters (all positions and lengths are in points, the view's own coordinate space):
// - position:      the pixel being shaded, supplied by SwiftUI (pixel centre, in points).
// - layer:         the view's rasterised content, supplied by SwiftUI.
// - tearStart:     where the tear begins, on the view's edge. Range: anywhere in 0…viewSize
//                  (points behind it, which diagonal tears have, open fully). Start with
//                  (viewSize.x / 2, 0) for a tear down from the top edge.
// - tearEnd:       the tip of the tear (the finger projected onto the tear line). Must differ
//                  from tearStart by at least 0.5 pt, otherwise nothing happens. Start with
//                  (viewSize.x / 2, viewSize.y / 2).
// - tearProgress:  overall progress of the gesture, 0…1. Below 0.001 the view is left untouched;
//                  otherwise it is not used: the opening is driven by maxGap, which TearState
//                  already grows with progress (do not scale twice). Start with 0.5.
// - maxGap:        full width of the opening at tearStart, ≥ 0 (0 = no effect). Typical 0…60;
//                  start with 24.
// - edgeRoughness: strength of the torn fibres, 0 (a clean straight cut) … 1 (very ragged);
//                  values outside are clamped. Start with 0.5.
// - viewSize:      the view's size; nothing is sampled from outside 0…viewSize, and a zero or
//                  negative size leaves the view untouched. Pass the GeometryReader's size.
// - contentOrigin: where the view's rectangle starts in the (padded) layer, in points: (m, m) for
//                  a layer padded by m on every side, (0, 0) for an unpadded one. Range ≥ 0.
//                  Start with (0, 0). (Added after the seed's six parameters, keeping their order.)
//
// Degenerate input (start == end, zero size or gap, progress 0) leaves the view untouched. The
// guards are written so a NaN fails them too; Metal compiles with fast math, where NaN checks
// are not guaranteed, so TearUniforms also replaces non-finite values before they get here.
//
// Roughness law: the fibres widen each edge of the opening by
//     fibre = edgeRoughness × min(0.5 × halfGap, 5 pt) × n(alongTear),   n ∈ [0, 1],
// where halfGap is the local half-width of the wedge and n is a sum of three sines of the
// distance along the cut (periods ≈ 21, 7.7 and 2.9 pt, incommensurate so the pattern never
// visibly repeats), phase-shifted differently on the two sides so the edges do not mirror each
// other, and squared so most of the edge stays near the wedge with sharper fibres biting in.
// The fibres are proportional to the opening, so they vanish towards the tip where the paper
// is still together, and are capped at 5 pt so a wide opening does not turn into lace.
[[ stitchable ]] half4 tearDistortion(float2 position, SwiftUI::Layer layer, float2 tearStart, float2 tearEnd, float tearProgress, float maxGap, float edgeRoughness, float2 viewSize, float2 contentOrigin) {
    // The pixel in the view's own coordinates (the layer may be padded around the view).
    float2 viewPosition = position - contentOrigin;
    // The cut as a vector from the edge to the tip, in points.
    float2 tearDir = tearEnd - tearStart;
    // Length of the cut so far, in points.
    float tearLength = length(tearDir);
    // Is there a tear to draw? Progress must have started, there must be an opening and a view to
    // clip against, and the cut must have a direction (≥ 0.5 pt long, and not absurdly long).
    // Written so that NaN anywhere fails a comparison and means "no tear".
    bool tearing = tearProgress > 0.001f && maxGap > 0.0f && viewSize.x > 0.0f && viewSize.y > 0.0f && tearLength >= 0.5f && tearLength < 1.0e6f;
    // Degenerate or not yet started: leave the pixel untouched.
    if (!tearing) {
        // Identity: the pixel exactly as the view drew it.
        return layer.sample(position);
    }
    // Unit vector along the cut, from tearStart towards the tip.
    float2 tearNorm = tearDir / tearLength;
    // Unit vector perpendicular to the cut (the cut's normal, rotated +90°).
    float2 tearPerp = float2(-tearNorm.y, tearNorm.x);
    // Half the opening at tearStart, in points (capped at 5·10⁵ pt so an infinite maxGap stays finite).
    float maxHalfGap = 0.5f * min(maxGap, 1.0e6f);
    // How much the half gap shrinks per point along the cut: it reaches 0 exactly at the tip.
    float closingRate = maxHalfGap / tearLength;
    // The pixel relative to the start of the tear.
    float2 fromStart = viewPosition - tearStart;
    // Distance along the cut from tearStart (negative behind it, ≥ tearLength past the tip).
    float alongTear = dot(fromStart, tearNorm);
    // At or beyond the tip the paper is still whole: nothing moves.
    if (alongTear >= tearLength) {
        // Identity beyond the tip.
        return layer.sample(position);
    }
    // Signed distance from the cut line: which side the pixel is on, and how far.
    float acrossTear = dot(fromStart, tearPerp);
    // Half the local width of the wedge, i.e. how far each half moves away from the cut here:
    // maxHalfGap at tearStart, linearly down to 0 at the tip, and the full maxHalfGap behind
    // tearStart (alongTear < 0) so the opening runs out to the view's edge.
    float halfGap = clamp(maxHalfGap - alongTear * closingRate, 0.0f, maxHalfGap);
    // Roughness clamped to 0…1 (NaN becomes 0: the comparison fails).
    float roughness = edgeRoughness > 0.0f ? min(edgeRoughness, 1.0f) : 0.0f;
    // The deepest any fibre can bite anywhere along the cut (the law below at its widest).
    float maxFibreDepth = roughness * min(0.5f * maxHalfGap, 5.0f);
    // Unsigned distance of the pixel from the cut line.
    float distanceFromCut = abs(acrossTear);
    // Only pixels within reach of the (roughened) edge need more work; the rest go straight to
    // the shifted sample.
    if (distanceFromCut <= halfGap + maxFibreDepth) {
        // Inside the wedge itself (its border included, so the cut line is never shown on both
        // sides): transparent whatever the fibres do.
        if (distanceFromCut <= halfGap) {
            // Fully transparent (premultiplied).
            return half4(0.0h);
        }
        // The deepest the fibres can bite into the edge here: proportional to the opening, capped.
        float fibreDepth = roughness * min(0.5f * halfGap, 5.0f);
        // +1 on one side of the cut, -1 on the other, so the two edges get different fibres.
        float side = acrossTear < 0.0f ? -1.0f : 1.0f;
        // Long, gentle undulation of the torn edge (period ≈ 21 pt).
        float fibre = 0.5f * sin(alongTear * 0.30f + side * 1.3f);
        // Medium-scale tearing irregularity (period ≈ 7.7 pt), incommensurate with the first.
        fibre += 0.3f * sin(alongTear * 0.817f + side * 2.9f);
        // Fine fibres (period ≈ 2.9 pt).
        fibre += 0.2f * sin(alongTear * 2.17f + side * 0.7f);
        // Map the sum from -1…1 to 0…1.
        fibre = 0.5f + 0.5f * fibre;
        // Square it: mostly shallow, with occasional sharper bites into the paper.
        fibre = fibre * fibre;
        // In a fibre bite: the paper is gone, show what is behind the view.
        if (distanceFromCut <= halfGap + fibreDepth * fibre) {
            // Fully transparent (premultiplied).
            return half4(0.0h);
        }
    }
    // This half's shift away from the cut: +halfGap along tearPerp on the positive side, -halfGap
    // on the other (that is sign(acrossTear) × halfGap; a pixel on the line itself is in the gap).
    float shift = acrossTear < 0.0f ? -halfGap : halfGap;
    // Push this half away from the cut by the local half-width (a shear hinged about the tip):
    // sample halfGap back towards the cut, on our own side.
    float2 samplePosition = viewPosition - shift * tearPerp;
    // Never sample outside the view (it would smear the layer's border into the picture); NaN fails too.
    if (!(samplePosition.x >= 0.0f && samplePosition.y >= 0.0f && samplePosition.x <= viewSize.x && samplePosition.y <= viewSize.y)) {
        // Transparent where the moved half has no content.
        return half4(0.0h);
    }
    // The one sample of this pixel: content from its own side of the cut, back in layer coordinates.
    return layer.sample(samplePosition + contentOrigin);
}
