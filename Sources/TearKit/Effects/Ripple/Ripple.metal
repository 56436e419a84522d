#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// ripple: a ring wave spreading from a touch, like a drop falling into water.
//
// The wave leaves `origin` at `speed` points per second. A pixel `d` points away starts moving
// when the front arrives, `d / speed` seconds after the touch; from then on, `t` seconds later, it
// shows the content displaced along the line from the origin by
//     displacement = amplitude × sin(frequency × t) × exp(−decay × t)
// (outward on crests, inward in troughs), and is lightened on crests and darkened in troughs by up
// to 30 % of its opacity, so the ring reads as a bump in the surface.
//
// Use it with `.layerEffect(..., maxSampleOffset: CGSize(width: amplitude, height: amplitude))`:
// |displacement| ≤ amplitude, so no sample is farther than that from its pixel. TearKit builds the
// arguments from `RippleUniforms` and enables the effect only while a ripple runs.
//
// Samples stay inside the view: a displaced sample is clamped to at least half a point inside the
// view's edges (or to the pixel's own position, if that is nearer the edge), so the edges never show
// the transparent outside of the layer as a bar. Clamping only moves a sample towards its pixel, so
// maxSampleOffset still holds.
//
// Cost: exactly one `layer.sample` per pixel, no loops: a length and a division; then, only where
// the wave has arrived, sin, exp and the clamp.
//
// Parameters (positions and lengths in points, times in seconds):
// - position:    the pixel being shaded, supplied by SwiftUI.
// - layer:       the view's rasterised content, supplied by SwiftUI.
// - origin:      where the view was touched. Anywhere (it may lie outside the view). Start with the
//                view's centre.
// - elapsedTime: seconds since the touch, ≥ 0. At 0 (or below) the view is left untouched.
//                Start with 0.3.
// - amplitude:   the largest displacement, 0…100 (0 = no effect). Start with 6.
// - frequency:   angular frequency of the oscillation in radians per second, 0…100. Start with 30.
// - decay:       damping per second, 0…50 (0 = never dies out). Start with 6.
// The crests are speed × 2π / frequency apart (63 pt with the starting values: rings on a card).
// - speed:       how fast the front travels, points per second, > 0 (≤ 0 = no effect). Start with 300.
// - viewSize:    the view's size in points (the layer's bounds): samples stay inside it.
//
// The pixel at the origin itself has no direction to move in: it is left in place (normalising
// the zero vector would give NaN). Guards are written so NaN input fails them.
[[ stitchable ]] half4 ripple(float2 position, SwiftUI::Layer layer, float2 origin, float elapsedTime, float amplitude, float frequency, float decay, float speed, float2 viewSize) {
    // Nothing has happened yet, or there is no wave: the pixel exactly as the view drew it.
    if (!(elapsedTime > 0.0f && amplitude > 0.0f && speed > 0.0f)) {
        // Identity.
        return layer.sample(position);
    }
    // The pixel relative to the touch.
    float2 fromOrigin = position - origin;
    // How far the wave has to travel to get here.
    float distanceFromOrigin = length(fromOrigin);
    // Seconds this pixel has been moving: 0 until the front arrives.
    float waveTime = max(elapsedTime - distanceFromOrigin / speed, 0.0f);
    // The front has not arrived: the pixel as the view drew it (what the formula gives, cheaper).
    if (!(waveTime > 0.0f)) {
        return layer.sample(position);
    }
    // The damped oscillation, kept within ±amplitude whatever frequency and decay are.
    float displacement = clamp(amplitude * sin(frequency * waveTime) * exp(-decay * waveTime), -amplitude, amplitude);
    // Unit vector pointing away from the touch; zero at the touch itself.
    float2 outward = distanceFromOrigin > 0.0001f ? fromOrigin / distanceFromOrigin : float2(0.0f);
    // Where the content comes from, kept inside the view (never farther out than this pixel itself).
    float2 target = clamp(position + displacement * outward, min(position, float2(0.5f)), max(position, viewSize - 0.5f));
    // The one sample of this pixel: the content displaced along the ring's normal.
    half4 color = layer.sample(target);
    // Crests catch the light, troughs fall into shade: ±30 % of the opacity at full amplitude.
    half lift = half(0.3f * displacement / amplitude) * color.w;
    // Stay a valid premultiplied colour: every channel within 0…alpha.
    return half4(clamp(color.x + lift, 0.0h, color.w), clamp(color.y + lift, 0.0h, color.w), clamp(color.z + lift, 0.0h, color.w), color.w);
}
