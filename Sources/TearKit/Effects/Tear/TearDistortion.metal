#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;
#include "../../Rendering/TearPaper.h"

// tearDistortion: tears a view in two along a straight line, like paper ripped from one edge.
//
// The cut runs from `tearStart` (on the view's edge) to `tearEnd` (the tip, under the finger).
// Around it opens a transparent wedge, `maxGap` wide at `tearStart` and closing linearly to
// nothing at `tearEnd`. Each half of the view is moved straight away from the cut by the local
// half-width of the wedge (so the halves are sheared, hinging about the tip), every visible pixel
// shows content from its own side of the cut, no content appears twice, and nothing moves more than
// `maxGap / 2` points (which is what `TearUniforms.maxSampleOffset` reports to SwiftUI's
// `layerEffect`). It looks like torn paper, not like a cut:
// - fibres at three scales eat into both edges (an irregular outline over tens of points, teeth a
//   few points apart, fine teeth), different on the two sides; they only make more of the view
//   transparent and never change where the remaining paper samples from;
// - every boundary between paper and gap is anti-aliased over one device pixel (`pixelSize`),
//   measured along the edge's true normal even on slanted fibres, so the tip closes smoothly;
// - a thin, irregular, lighter rim (0.5…2 pt) shows the paper's exposed core along each edge;
// - a soft shadow from each edge darkens what shows through the gap (premultiplied black).
// There is no curl or warp.
//
// The layer may be padded: TearKit draws the view inside a margin of `maxGapWidth / 2` on every
// side (`content.padding(m).layerEffect(...).padding(-m)`) so the halves can move out beyond the
// view's edges. `contentOrigin` is where the view's own rectangle starts in that padded layer; all
// the other positions are in the view's own coordinates, and nothing is sampled from outside the
// view's rectangle (so whatever the view draws outside its frame, like a shadow, is not torn along).
//
// Use it with `.layerEffect(ShaderLibrary.bundle(.module).tearDistortion(...), maxSampleOffset:)`;
// TearKit builds the arguments from `TearUniforms.arguments`.
//
// Cost: at most one `layer.sample` per pixel and no loops. Pixels at or beyond the tip return
// after a few multiply-adds; pixels farther from the cut than the edge's reach (the widest opening
// there, the deepest fibre, the rim and the ramp) take the plain shifted sample, exactly as cheap as
// without the look; pixels deep in the gap return transparent; only a thin band along the two edges
// evaluates the fibres, the coverage, the rim and the shadow.
//
// Parameters (all positions and lengths are in points, the view's own coordinate space):
// - position:       the pixel being shaded, supplied by SwiftUI (pixel centre, in points).
// - layer:          the view's rasterised content, supplied by SwiftUI.
// - tearStart:      where the tear begins, on the view's edge. Range: anywhere in 0…viewSize
//                   (points behind it, which diagonal tears have, open fully). Start with
//                   (viewSize.x / 2, 0) for a tear down from the top edge.
// - tearEnd:        the tip of the tear (the finger projected onto the tear line). Must differ
//                   from tearStart by at least 0.5 pt, otherwise nothing happens. Start with
//                   (viewSize.x / 2, viewSize.y / 2).
// - tearProgress:   overall progress of the gesture, 0…1. Below 0.001 the view is left untouched;
//                   otherwise it is not used: the opening is driven by maxGap, which TearState
//                   already grows with progress (do not scale twice). Start with 0.5.
// - maxGap:         full width of the opening at tearStart, ≥ 0 (0 = no effect). Typical 0…60;
//                   start with 24.
// - edgeRoughness:  strength of the torn fibres, 0 (a clean straight cut) … 1 (very ragged);
//                   values outside are clamped. Start with 0.5.
// - viewSize:       the view's size; nothing is sampled from outside 0…viewSize, and a zero or
//                   negative size leaves the view untouched. Pass the GeometryReader's size.
// - contentOrigin:  where the view's rectangle starts in the (padded) layer, in points: (m, m) for
//                   a layer padded by m on every side, (0, 0) for an unpadded one. Range ≥ 0.
//                   Start with (0, 0). (Added after the seed's six parameters, keeping their order.)
// - pixelSize:      one device pixel in points, 1 / displayScale: the width of the anti-aliasing
//                   ramp. Range 1/64…4 (clamped; NaN or ≤ 0: 0.5). Start with 1.0 / 3 on an iPhone.
// - rimStrength:    how strongly the rim of exposed paper core lightens the edge, 0 (none) … 1
//                   (the core's colour at the very edge); clamped, NaN = 0. Start with 0.6.
// - rimLightness:   the core's grey level, 0 (black) … 1 (white); clamped, NaN = 0.96. Start
//                   with 0.96 (off-white paper).
// - shadowStrength: how dark the shadow into the gap is, 0 (none) … 1 (70 % black along the
//                   edge); clamped, NaN = 0. Start with 0.5.
//
// Degenerate input (start == end, zero size or gap, progress 0) leaves the view untouched. The
// guards are written so a NaN fails them too; Metal compiles with fast math, where NaN checks
// are not guaranteed, so TearUniforms also replaces non-finite values before they get here.
//
// Roughness law: the fibres move each edge of the opening back into the paper by
//     fibre = edgeRoughness × min(0.4 × halfGap + 1.5 pt × clamp(halfGap / 2 pt, 0, 1), 5 pt) × n(alongTear),
// where halfGap is the local half-width of the wedge and n ∈ [0, 1] is 0.4 × a broad sine (period
// ≈ 33 pt) + 0.4 × |sine| teeth every 4.7…8.3 pt (their spacing wandering with a slow wobble and
// their depth varying) + 0.2 × |sine| fine teeth every 2.2…2.6 pt (faded out below 4 device pixels
// apart), phase-shifted differently on the two sides. The fibres grow with the opening (vanishing
// over its last 2 pt, so the tip closes cleanly) and are capped at 5 pt so a wide opening does not
// turn into lace. |sine| gives the sharp fibre points between rounder bites that torn paper shows.
// What the tear does to one pixel, shared by the two entry points below (the SwiftUI layer effect
// and the Metal host's fragment function), so that both draw the same tear: `tearDistortionPixel`
// decides where the pixel samples and how it is shaded, the entry point takes the one sample from
// its own source (SwiftUI's layer, or a texture) and hands it to `tearDistortionShade`.
// Kinds of pixel: transparent (nothing sampled), sampled as is, or sampled and shaded (the torn edge).
enum TearPixelKind { tearPixelTransparentKind, tearPixelPlain, tearPixelShaded };

struct TearPixel {
    // What the entry point does with the pixel.
    TearPixelKind kind;
    // Where to sample, in the layer's points (the padded layer's, not the view's).
    float2 samplePosition;
    // The part of the pixel that is paper, 0…1 (the rest is gap).
    float paperCover;
    // The shadow's alpha over the gap part, 0…1, before the sample's own alpha.
    float shadowAlpha;
    // How much of the paper's core colour the rim mixes in, 0…1.
    float rim;
    // How much the edge's shade darkens the paper, 0…1.
    float shade;
    // The core's grey level, 0…1.
    float lightness;
};

// A pixel that takes its sample at `samplePosition` (layer points) and shows it unchanged.
inline TearPixel tearPixelSampling(float2 samplePosition) {
    TearPixel pixel;
    pixel.kind = tearPixelPlain;
    pixel.samplePosition = samplePosition;
    pixel.paperCover = 1.0f;
    pixel.shadowAlpha = 0.0f;
    pixel.rim = 0.0f;
    pixel.shade = 0.0f;
    pixel.lightness = 0.0f;
    return pixel;
}

// A pixel that stays transparent: nothing is sampled.
inline TearPixel tearPixelTransparent() {
    TearPixel pixel = tearPixelSampling(float2(0.0f));
    pixel.kind = tearPixelTransparentKind;
    return pixel;
}

// The tear's look for a pixel at `viewPosition` (view points) that lies `alongTear` points along the cut
// from its start and `acrossTear` points to one side of it, where the cut's unit normal is `tearPerp`
// (pointing to the positive side), the opening is `2 × maxHalfGap` at the start and closes by
// `closingRate` per point of cut. The straight and the curved tear share it: only how they find
// those distances differs.
inline TearPixel tearDistortionAcross(float2 viewPosition, float alongTear, float acrossTear, float2 tearPerp, float maxHalfGap, float closingRate, float edgeRoughness, float2 viewSize, float2 contentOrigin, float pixelSize, float rimStrength, float rimLightness, float shadowStrength) {
    // Half the local width of the wedge, i.e. how far each half moves away from the cut here:
    // maxHalfGap at tearStart, linearly down to 0 at the tip, and the full maxHalfGap behind
    // tearStart (alongTear < 0) so the opening runs out to the view's edge.
    float halfGap = clamp(maxHalfGap - alongTear * closingRate, 0.0f, maxHalfGap);
    // Roughness clamped to 0…1 (NaN becomes 0: the comparison fails).
    float roughness = edgeRoughness > 0.0f ? min(edgeRoughness, 1.0f) : 0.0f;
    // One device pixel in points, 1/64…4 pt (NaN or nonsense: 0.5 pt, a 2× display).
    float pixel = pixelSize >= 0.015625f ? min(pixelSize, 4.0f) : 0.5f;
    // Below 2× the look keeps its 2× size in device pixels (TearPaper.h): how much wider than its
    // width in points the fibres' depth, the rim and the shadow are drawn, 1 from 2× up.
    float look = tearPaperLookScale(pixel);
    // The deepest any fibre can bite anywhere along the cut (the law below at its widest).
    float maxFibreDepth = roughness * min(0.4f * maxHalfGap + 1.5f, 5.0f) * look;
    // Unsigned distance of the pixel from the cut line.
    float distanceFromCut = abs(acrossTear);
    // +1 on one side of the cut, -1 on the other.
    float side = acrossTear < 0.0f ? -1.0f : 1.0f;
    // This half's shift away from the cut: +halfGap along tearPerp on the positive side, -halfGap
    // on the other (a pixel on the line itself is in the gap).
    float shift = side * halfGap;
    // The shade along the paper's very edge, inside which the lighter rim begins (TearPaper.h).
    float shadeWidth = tearPaperEdgeShadeWidth(pixel, look);
    // Farther from the cut than the deepest fibre, the widest rim (the shade and 2 pt, times the
    // look's scale) and the anti-aliasing ramp (at most 2 pixels) can reach, a pixel is plain paper:
    // the shifted sample, nothing else.
    if (distanceFromCut > halfGap + maxFibreDepth + shadeWidth + 2.0f * look + 2.0f * pixel) {
        // Move this half away from the cut: sample halfGap back towards the cut, on our own side.
        float2 samplePosition = viewPosition - shift * tearPerp;
        // Never sample outside the view (it would smear the layer's border into the picture); NaN fails too.
        if (!(samplePosition.x >= 0.0f && samplePosition.y >= 0.0f && samplePosition.x <= viewSize.x && samplePosition.y <= viewSize.y)) {
            // Transparent where the moved half has no content.
            return tearPixelTransparent();
        }
        // The one sample of this pixel: content from its own side of the cut, back in layer coordinates.
        return tearPixelSampling(samplePosition + contentOrigin);
    }

    // Deep inside the gap, beyond the reach of any shadow: fully transparent. The shadow fades over at
    // most 2.2 pt (look's scale) along the edge's normal; a row that crosses a fibre's steep flank
    // sees it up to three times as wide, so the margin is three fades, plus the ramp's 2 pixels.
    if (distanceFromCut < halfGap - 6.6f * look - 2.0f * pixel) {
        return tearPixelTransparent();
    }
    // Near the torn edge. Everything below is analytic: a few sines of the distance along the cut,
    // their derivatives (for a true one-pixel anti-aliasing ramp on slanted fibres), no loops.

    // How deep the fibres may bite here: growing with the opening (and vanishing over the last
    // 2 pt of it, so the tip closes cleanly), capped at 5 pt so a wide opening does not turn to lace;
    // below 2× as deep in device pixels as at 2×, so the teeth still show at 1×.
    float fibreDepth = roughness * min(0.4f * halfGap + 1.5f * clamp(0.5f * halfGap, 0.0f, 1.0f), 5.0f) * look;
    // The fibres' profile here and its slope along the cut (TearPaper.h), phase-shifted differently
    // on the two sides so the edges differ; the finest teeth fade out below 4 device pixels apart.
    float2 fibreProfile = tearPaperFibre(alongTear, side, tearPaperFineWeight(pixel));
    float fibre = fibreProfile.x;
    float fibreSlope = fibreProfile.y;
    // How far this side's paper edge lies from the cut line, and its slope along the cut (the wedge
    // closes at closingRate between tearStart and the tip).
    float edgeOffset = halfGap + fibreDepth * fibre;
    float openingSlope = (alongTear > 0.0f && halfGap > 0.0f) ? -closingRate : 0.0f;
    float edgeSlope = openingSlope * (1.0f + roughness * 0.4f * fibre) + fibreDepth * fibreSlope;
    // Across-the-cut width of a one-pixel ramp on an edge with that slope (capped for cusps).
    float ramp = pixel * min(sqrt(1.0f + edgeSlope * edgeSlope), 3.0f);
    // Signed distance from the pixel centre to this side's paper edge, along tearPerp: > 0 in the paper.
    float intoPaper = distanceFromCut - edgeOffset;
    // How much of the pixel the gap covers (a box filter of the ramp's width). The gap spans
    // -edgeOffset…edgeOffset around the cut, so near the tip, where it is narrower than a pixel,
    // it covers only that fraction of the pixel and the tip closes smoothly.
    float gapCover = clamp(min(distanceFromCut + 0.5f * ramp, edgeOffset) - max(distanceFromCut - 0.5f * ramp, -edgeOffset), 0.0f, ramp) / ramp;
    // How much of the pixel is paper.
    float paperCover = 1.0f - gapCover;
    // Depth: the sheets cast a soft shadow into the gap, darkest along each edge and fading over
    // 0.6…2.2 pt (wider where the opening is), strength 0…1 (NaN or below 0: none).
    float shadowDepth = max(-intoPaper, 0.0f) * pixel / ramp;
    float shadowFade = 1.0f - clamp(shadowDepth / ((0.6f + 0.2f * min(halfGap, 8.0f)) * look), 0.0f, 1.0f);
    float shadow = (shadowStrength > 0.0f ? min(shadowStrength, 1.0f) : 0.0f) * 0.7f * shadowFade * shadowFade;
    // The shadow as premultiplied black over what shows through (its strength, times the part of the
    // pixel that is gap).
    float shadowAlpha = shadow * gapCover;
    // Where this half's content comes from: halfGap back towards the cut, on our own side. A pixel
    // whose centre lies inside the gap shows (or, for its shadow, asks about) the paper's very edge,
    // just on its own side of the cut: never content from across it.
    float fromCut = distanceFromCut >= halfGap ? distanceFromCut - halfGap : max(0.1f * (distanceFromCut - halfGap + 0.5f * ramp), 0.01f * pixel);
    float pull = distanceFromCut >= halfGap ? halfGap : distanceFromCut - fromCut;
    float2 samplePosition = viewPosition - (side * pull) * tearPerp;
    // Nothing to draw — entirely gap with no shadow, or a sample that would lie outside the view,
    // where there is neither paper nor anything to cast a shadow (NaN fails too): transparent.
    bool inView = samplePosition.x >= 0.0f && samplePosition.y >= 0.0f && samplePosition.x <= viewSize.x && samplePosition.y <= viewSize.y;
    if (!inView || (paperCover <= 0.0f && !(shadowAlpha > 0.0f))) {
        return tearPixelTransparent();
    }
    // The paper's core: a lighter rim along the torn edge, 0.5…2 pt wide (TearPaper.h; below 2× as
    // wide in device pixels as at 2×, 1…4 pixels) inside the shade, so it always shows beyond it.
    float rimWidth = tearPaperRimWidth(alongTear, side) * look + shadeWidth;
    // Distance into the paper from its edge, in points along the edge's normal (0 at the edge).
    float depthInPaper = max(intoPaper, 0.0f) * pixel / ramp;
    // Brightest at the very edge, a little dimmer towards its inner border, which is anti-aliased.
    float rimMask = tearPaperRimMask(rimWidth, depthInPaper, pixel);
    // It fades in over the first 2 pt of opening, so it never draws a line where the paper is still together.
    float rimAmount = (rimStrength > 0.0f ? min(rimStrength, 1.0f) : 0.0f) * clamp(halfGap * 0.5f, 0.0f, 1.0f);
    float rim = rimAmount * rimMask;
    // The paper's thickness at its very edge, in shade: a darker line (TearPaper.h) that shows the
    // torn edge on white paper, where no lighter core can.
    float shade = rimAmount * tearPaperEdgeShade(depthInPaper, shadeWidth, pixel);
    // The core's grey level, 0…1 (NaN: off-white).
    float lightness = rimLightness > 0.0f ? min(rimLightness, 1.0f) : (rimLightness <= 0.0f ? 0.0f : 0.96f);
    // The one sample of this pixel: content from its own side of the cut, back in layer coordinates.
    TearPixel shaded;
    shaded.kind = tearPixelShaded;
    shaded.samplePosition = samplePosition + contentOrigin;
    shaded.paperCover = paperCover;
    shaded.shadowAlpha = shadowAlpha;
    shaded.rim = rim;
    shaded.shade = shade;
    shaded.lightness = lightness;
    return shaded;
}

// The tear's geometry and look for the pixel at `position` (layer points); the parameters are the
// stitchable function's, documented above.
inline TearPixel tearDistortionPixel(float2 position, float2 tearStart, float2 tearEnd, float tearProgress, float maxGap, float edgeRoughness, float2 viewSize, float2 contentOrigin, float pixelSize, float rimStrength, float rimLightness, float shadowStrength) {
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
        return tearPixelSampling(position);
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
        return tearPixelSampling(position);
    }
    // Signed distance from the cut line: which side the pixel is on, and how far.
    float acrossTear = dot(fromStart, tearPerp);
    return tearDistortionAcross(viewPosition, alongTear, acrossTear, tearPerp, maxHalfGap, closingRate, edgeRoughness, viewSize, contentOrigin, pixelSize, rimStrength, rimLightness, shadowStrength);
}

// A tear that follows the finger: the cut is a curve from the view's edge to the tip, given as its
// profile (`CurvedTearProfile`, `profileCount` floats): along `startDirection` (a unit vector) the path
// is a function (u ↦ v, u along the start direction from the path's start, v across it), in 1…31 spans
// evenly spaced in u. The floats: the start (x, y), the spans' width in u, the tear's length along
// the path, the tip (x, y) and the unit direction the path heads in there, then per span its curve as a cubic in t (0…1 across the span: v = c0 + c1 t +
// c2 t² + c3 t³) and the arc length to it and along it. The wedge opens along the path's length,
// `maxGap` wide at its start and closing linearly to nothing at its tip, and each half moves away from
// the cut along the curve's own normal; the fibres, rim and shadow are the straight tear's
// (`tearDistortionAcross`), measured along and across the curve.
//
// Finding where a pixel lies on the curve: the span under it is found by one multiplication (the spans
// are evenly spaced), and its cubic gives the path's v and slope there; the spans are Hermite curves
// through shared knots and tangents, so the curve and its normal are continuous where spans meet and no
// seam shows. The pixel's distance across the cut is its v minus the path's, times cos θ (θ the path's
// angle from the start direction: the distance along the normal), and its distance along the cut the
// arc length at its u, corrected by that distance times sin θ (the foot of the normal lies there).
// Behind the start the path runs straight back along the start direction; beyond the tip it runs
// straight on, so the line where the paper is whole again is the tip's own normal and nothing steps
// across the view beyond it.
//
// Cost: one sample, no loop, and some 30 multiply-adds more than the straight tear.
template <typename ProfilePointer>
inline TearPixel curvedTearDistortionPixel(float2 position, ProfilePointer profile, int profileCount, float2 startDirection, float tearProgress, float maxGap, float edgeRoughness, float2 viewSize, float2 contentOrigin, float pixelSize, float rimStrength, float rimLightness, float shadowStrength) {
    // The pixel in the view's own coordinates (the layer may be padded around the view).
    float2 viewPosition = position - contentOrigin;
    // How many spans the profile has (at most 31).
    int spans = min((profileCount - 8) / 6, 31);
    float directionSquared = dot(startDirection, startDirection);
    // Is there a tear to draw? As for the straight tear, and a profile of at least one span with a
    // start direction (NaN fails every comparison).
    bool tearing = tearProgress > 0.001f && maxGap > 0.0f && viewSize.x > 0.0f && viewSize.y > 0.0f && spans >= 1 && directionSquared > 0.25f && directionSquared < 4.0f;
    if (!tearing) {
        return tearPixelSampling(position);
    }
    // The spans' width and the tear's length (at least the width: the path is never shorter than its
    // extent along the start direction).
    float spacing = profile[2];
    float tearLength = profile[3];
    if (!(spacing > 0.01f && tearLength >= spacing && tearLength < 1.0e6f)) {
        return tearPixelSampling(position);
    }
    float inverseSpacing = 1.0f / spacing;
    // The start direction and its normal: the frame in which the path is a function.
    float2 along = startDirection * rsqrt(directionSquared);
    float2 across = float2(-along.y, along.x);
    // The pixel in the path's frame, and in span widths from the start.
    float2 fromStart = viewPosition - float2(profile[0], profile[1]);
    float u = dot(fromStart, along);
    float v = dot(fromStart, across);
    float x = u * inverseSpacing;
    // Past the tip's u the path runs straight on from the tip: a pixel there at or beyond the tip's
    // normal is whole paper, told without the curve (the same test as `alongTear >= tearLength` below).
    if (x >= float(spans) && dot(viewPosition - float2(profile[4], profile[5]), float2(profile[6], profile[7])) >= 0.0f) {
        return tearPixelSampling(position);
    }
    // The span under the pixel (the first behind the start, the last beyond the tip), where in it the
    // pixel falls (0…1), and how far past its end (below 0 behind the start, above 0 beyond the tip).
    // (Clamped first, then truncated: the same as the floor of x, clamped, for a non-negative value.)
    // The integer clamp keeps the index in the profile whatever the conversion gives for a NaN.
    int span = int(clamp(x, 0.0f, float(spans - 1)));
    span = span < 0 ? 0 : (span > spans - 1 ? spans - 1 : span);
    float t = x - float(span);
    float inside = clamp(t, 0.0f, 1.0f);
    float outside = t - inside;
    int k = 8 + 6 * span;
    float c0 = profile[k];
    float c1 = profile[k + 1];
    float c2 = profile[k + 2];
    float c3 = profile[k + 3];
    // The change in the path's v per span width at `inside`, and the path's v at the pixel (straight on
    // from the span's end outside it).
    float rise = c1 + inside * (2.0f * c2 + 3.0f * c3 * inside);
    float pathV = c0 + inside * (c1 + inside * (c2 + inside * c3)) + rise * outside;
    // The curve's unit tangent and normal here (cos θ, sin θ of its angle from the start direction).
    float slope = rise * inverseSpacing;
    float secant = sqrt(1.0f + slope * slope);
    float cosine = 1.0f / secant;
    float sine = slope * cosine;
    float2 tangent = along * cosine + across * sine;
    float2 tearPerp = float2(-tangent.y, tangent.x);
    // Across the cut: along the normal. Along it: the arc length to the normal's foot.
    float offset = v - pathV;
    float acrossTear = offset * cosine;
    float alongPath = profile[k + 4] + profile[k + 5] * inside + outside * spacing * secant;
    float alongTear = alongPath + offset * sine;
    if (alongTear >= tearLength) {
        return tearPixelSampling(position);
    }
    // Half the opening at the start (capped so an infinite maxGap stays finite), closing to the tip.
    float maxHalfGap = 0.5f * min(maxGap, 1.0e6f);
    float closingRate = maxHalfGap / tearLength;
    return tearDistortionAcross(viewPosition, alongTear, acrossTear, tearPerp, maxHalfGap, closingRate, edgeRoughness, viewSize, contentOrigin, pixelSize, rimStrength, rimLightness, shadowStrength);
}

// The colour of a pixel from its one sample (premultiplied): the sample itself for a plain pixel;
// on the torn edge, the rim mixed into the paper and the shadow added over the gap.
inline half4 tearDistortionShade(half4 color, TearPixel pixel) {
    if (pixel.kind != tearPixelShaded) {
        return color;
    }
    // Only paper casts a shadow: none where the view itself is transparent (around rounded corners,
    // or in a padded layer's margin).
    half4 shadowColor = half4(0.0h, 0.0h, 0.0h, half(pixel.shadowAlpha) * color.w);
    // Entirely gap: only the shadow.
    if (pixel.paperCover <= 0.0f) {
        return shadowColor;
    }
    // The core's colour (the grey premultiplied by the content's alpha) mixed in along the rim, and
    // the edge's shade over it.
    color = tearPaperShaded(tearPaperWithRim(color, pixel.rim, pixel.lightness), pixel.shade);
    // The pixel is part paper, part shadowed gap, side by side (premultiplied, so they add).
    return color * half(pixel.paperCover) + shadowColor;
}

// The SwiftUI layer effect.
[[ stitchable ]] half4 tearDistortion(float2 position, SwiftUI::Layer layer, float2 tearStart, float2 tearEnd, float tearProgress, float maxGap, float edgeRoughness, float2 viewSize, float2 contentOrigin, float pixelSize, float rimStrength, float rimLightness, float shadowStrength) {
    TearPixel pixel = tearDistortionPixel(position, tearStart, tearEnd, tearProgress, maxGap, edgeRoughness, viewSize, contentOrigin, pixelSize, rimStrength, rimLightness, shadowStrength);
    if (pixel.kind == tearPixelTransparentKind) {
        return half4(0.0h);
    }
    // The one sample of this pixel.
    return tearDistortionShade(layer.sample(pixel.samplePosition), pixel);
}

// The SwiftUI layer effect of a tear that follows the finger (`CurvedTearUniforms`): `profile` is a
// `.floatArray`, the path's `CurvedTearProfile`.
[[ stitchable ]] half4 curvedTearDistortion(float2 position, SwiftUI::Layer layer, device const float* profile, int profileCount, float2 startDirection, float tearProgress, float maxGap, float edgeRoughness, float2 viewSize, float2 contentOrigin, float pixelSize, float rimStrength, float rimLightness, float shadowStrength) {
    TearPixel pixel = curvedTearDistortionPixel(position, profile, profileCount, startDirection, tearProgress, maxGap, edgeRoughness, viewSize, contentOrigin, pixelSize, rimStrength, rimLightness, shadowStrength);
    if (pixel.kind == tearPixelTransparentKind) {
        return half4(0.0h);
    }
    // The one sample of this pixel.
    return tearDistortionShade(layer.sample(pixel.samplePosition), pixel);
}

// The same tear for a Metal host (TearKit's UIKit `tearable`): a full-screen quad over the padded
// snapshot, drawn with `drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: 4)`, the
// uniforms at fragment buffer 0 (`TearDistortionPipelineLayout`) and the snapshot (the view drawn at
// `contentOrigin` in a transparent, padded image, premultiplied) at fragment texture 0. The render
// target is the padded layer at `1 / pointsPerPixel` pixels per point. Every pixel gets what
// `tearDistortion` gives it for the same arguments: the texture is read the way SwiftUI reads a layer
// (bilinear, pixel centres at +0.5, transparent outside).

// The `tearDistortion` arguments plus the host's two scales (18 floats, 72 bytes; every member a
// float or float2, so Swift uploads a plain [Float]).
struct TearDistortionUniforms {
    float2 tearStart;
    float2 tearEnd;
    float2 viewSize;
    float2 contentOrigin;
    float tearProgress;
    float maxGap;
    float edgeRoughness;
    float pixelSize;
    float rimStrength;
    float rimLightness;
    float shadowStrength;
    // Snapshot pixels per point (the texture's scale).
    float layerScale;
    // Points per render-target pixel: a fragment's pixel centre times this is its `position`.
    float pointsPerPixel;
    // Unused; keeps the struct at 18 floats.
    float padding;
};

// The full-screen quad's corners.
struct TearDistortionVertexOut {
    // Clip space: the render target spans −1…1, +y up.
    float4 position [[position]];
};

// The corners of a quad covering the whole render target, in triangle-strip order.
vertex TearDistortionVertexOut tearDistortionVertex(uint vertexID [[vertex_id]]) {
    TearDistortionVertexOut out;
    out.position = float4((vertexID & 1u) != 0u ? 1.0f : -1.0f, (vertexID & 2u) != 0u ? -1.0f : 1.0f, 0.0f, 1.0f);
    return out;
}

// One pixel of the torn snapshot.
fragment half4 tearDistortionFragment(TearDistortionVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]], constant TearDistortionUniforms &uniforms [[buffer(0)]]) {
    // Pixel coordinates, transparent outside, bilinear: SwiftUI's layer.sample (in pixels, not points).
    constexpr sampler layerSampler(coord::pixel, address::clamp_to_zero, filter::linear);
    // The pixel centre in the padded layer's points, as SwiftUI gives `position`.
    float2 position = float2(in.position.x, in.position.y) * uniforms.pointsPerPixel;
    TearPixel pixel = tearDistortionPixel(position, uniforms.tearStart, uniforms.tearEnd, uniforms.tearProgress, uniforms.maxGap, uniforms.edgeRoughness, uniforms.viewSize, uniforms.contentOrigin, uniforms.pixelSize, uniforms.rimStrength, uniforms.rimLightness, uniforms.shadowStrength);
    if (pixel.kind == tearPixelTransparentKind) {
        return half4(0.0h);
    }
    // The one sample of this pixel.
    return tearDistortionShade(snapshot.sample(layerSampler, pixel.samplePosition * uniforms.layerScale), pixel);
}

// The curved tear for a Metal host: the `curvedTearDistortion` arguments plus the host's two scales,
// the path's profile in a fixed array of 194 floats (`profileCount` of them used). 210 floats, 840
// bytes. Its float2 members come first, at 8-byte offsets, and the rest are floats, so Swift uploads a
// plain [Float] with no padding between members.
struct CurvedTearDistortionUniforms {
    float2 startDirection;
    float2 viewSize;
    float2 contentOrigin;
    float tearProgress;
    float maxGap;
    float edgeRoughness;
    float pixelSize;
    float rimStrength;
    float rimLightness;
    float shadowStrength;
    // Snapshot pixels per point (the texture's scale).
    float layerScale;
    // Points per render-target pixel: a fragment's pixel centre times this is its `position`.
    float pointsPerPixel;
    // How many floats of `profile` are used: 8 + 6 per span, a whole number 14…194.
    float profileCount;
    float profile[194];
};

// The full-screen quad's corners, as for the straight tear.
struct CurvedTearDistortionVertexOut {
    // Clip space: the render target spans −1…1, +y up.
    float4 position [[position]];
};

// The corners of a quad covering the whole render target, in triangle-strip order.
vertex CurvedTearDistortionVertexOut curvedTearDistortionVertex(uint vertexID [[vertex_id]]) {
    CurvedTearDistortionVertexOut out;
    out.position = float4((vertexID & 1u) != 0u ? 1.0f : -1.0f, (vertexID & 2u) != 0u ? -1.0f : 1.0f, 0.0f, 1.0f);
    return out;
}

// One pixel of the torn snapshot, as `curvedTearDistortion` gives it for the same arguments.
fragment half4 curvedTearDistortionFragment(CurvedTearDistortionVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]], constant CurvedTearDistortionUniforms &uniforms [[buffer(0)]]) {
    constexpr sampler layerSampler(coord::pixel, address::clamp_to_zero, filter::linear);
    float2 position = float2(in.position.x, in.position.y) * uniforms.pointsPerPixel;
    int profileCount = int(clamp(uniforms.profileCount, 0.0f, 194.0f));
    TearPixel pixel = curvedTearDistortionPixel(position, uniforms.profile, profileCount, uniforms.startDirection, uniforms.tearProgress, uniforms.maxGap, uniforms.edgeRoughness, uniforms.viewSize, uniforms.contentOrigin, uniforms.pixelSize, uniforms.rimStrength, uniforms.rimLightness, uniforms.shadowStrength);
    if (pixel.kind == tearPixelTransparentKind) {
        return half4(0.0h);
    }
    return tearDistortionShade(snapshot.sample(layerSampler, pixel.samplePosition * uniforms.layerScale), pixel);
}
