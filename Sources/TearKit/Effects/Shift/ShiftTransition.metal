#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// shiftTransition: slides a view's content sideways out of (or into) its own frame, leaning it on
// the way, for an asymmetric insertion/removal transition.
//
// A distortion effect: for each destination pixel it returns the position of the content shown
// there. The content is shifted left by `effectValue × width`, so effectValue 1 → 0 slides it in
// from the left and 0 → −1 slides it out to the right: it always travels rightwards. On the way
// it leans, the top edge leading: the lean grows over the first 20 % of the move, holds, and
// vanishes over the last 20 %. Positions outside the view leave their pixel transparent, which is
// how the content disappears.
//
// Use it with `.distortionEffect(..., maxSampleOffset: ShiftUniforms.maxSampleOffset)`: no pixel
// shows content farther than `width × (|effectValue| + skew)` away, horizontally only.
//
// Cost: no samples of its own (SwiftUI samples the returned position once), a handful of
// multiply-adds, no loops.
//
// Parameters (points):
// - position:    the pixel being shaded, supplied by SwiftUI.
// - viewSize:    the view's live size. Zero or negative leaves the view untouched. Pass the
//                GeometryProxy's size.
// - effectValue: −1…1 (clamped): 0 in place, positive on the insertion side, negative on the
//                removal side, ±1 fully out. Start with 0.5.
// - skew:        the strongest lean as a fraction of the width, 0…1 (clamped). Start with 0.1.
[[ stitchable ]] float2 shiftTransition(float2 position, float2 viewSize, float effectValue, float skew) {
    // No view to move: identity (NaN fails the comparisons too).
    if (!(viewSize.x > 0.0f && viewSize.y > 0.0f)) {
        // Identity.
        return position;
    }
    // The move, −1…1.
    float value = clamp(effectValue, -1.0f, 1.0f);
    // How far along the move is, 0…1, whichever direction.
    float magnitude = abs(value);
    // Lean envelope: ramps up over the first 20 % of the move, holds, ramps down over the last 20 %.
    float skewProgress = min(0.5f - abs(magnitude - 0.5f), 0.2f) / 0.2f;
    // The lean at full height, in points.
    float lean = clamp(skew, 0.0f, 1.0f) * viewSize.x * skewProgress;
    // 0 at the top edge, 1 at the bottom edge.
    float heightFraction = clamp(position.y / viewSize.y, 0.0f, 1.0f);
    // The top edge leads: on insertion the bottom lags behind (shows content from farther right),
    // on removal the top runs ahead (shows content from farther left).
    float leanHere = value > 0.0f ? heightFraction * lean : -(1.0f - heightFraction) * lean;
    // Where this pixel's content comes from.
    return float2(position.x + value * viewSize.x + leanHere, position.y);
}
