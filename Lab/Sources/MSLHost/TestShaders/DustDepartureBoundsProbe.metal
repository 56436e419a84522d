#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// dustDepartureBoundsProbe: a test-only colour effect that checks the dust's bounds on a particle's
// departure (`dustDepartureBounds`) against the departure itself (`dustFront`) for every place along
// the sweep, with the ragged outline and the jitter at their extremes, and the ragged outline's range.
// The shipping dust lets those bounds place a particle at rest or gone without its noise, so a bound
// that misses a departure by a millisecond changes pixels; here every miss is a red pixel.
//
// It lives in MSLHost (the CPU host the tests and the `tearkit` tool link), not beside Dust.metal, so it
// never ships in an app. It includes the shipping shader's text, so it checks that code, not a copy.
//
// Run it at 1× over a view `size.x` points wide and at least 5 high:
// - column x (0 at the left) is the place along the sweep x / (size.x − 1): 0 at the left, 1 at the right;
// - rows 0…3 take the ragged outline and the jitter at 0 or 1 each (row 0: both 0, 1: ragged 1,
//   2: jitter 1, 3: both 1; the random numbers reach at most 1 − 2⁻²⁴, so 1 bounds them);
// - every other row takes the shipping ragged outline at the pixel's position scaled by `noiseScale`
//   (points of a view, so a few pixels cover many noise features) under `seed` (a whole number), and a
//   hashed jitter.
// Each pixel is opaque green where the departure (`sweepDuration` seconds times the front) lies in its
// bounds, red where it does not, blue where the ragged outline leaves 0…1.
#include "../../../../Sources/TearKit/Effects/Dust/Dust.metal"

[[ stitchable ]] half4 dustDepartureBoundsProbe(float2 position, half4 color, float2 size, float sweepDuration, float noiseScale, float seed) {
    uint column = uint(max(position.x, 0.0f));
    uint row = uint(max(position.y, 0.0f));
    float along = float(column) / max(size.x - 1.0f, 1.0f);
    float ragged = float(row & 1u);
    float jitter = float((row >> 1u) & 1u);
    if (row >= 4u) {
        ragged = dustRagged(position * noiseScale, uint(seed));
        jitter = dustRandom(column * 7919u + row * 104729u);
        if (!(ragged >= 0.0f && ragged <= 1.0f)) {
            return half4(0.0h, 0.0h, 1.0h, 1.0h);
        }
    }
    float2 bounds = dustDepartureBounds(along, sweepDuration);
    float departure = sweepDuration * dustFront(along, ragged, jitter);
    return bounds.x <= departure && departure <= bounds.y ? half4(0.0h, 1.0h, 0.0h, 1.0h) : half4(1.0h, 0.0h, 0.0h, 1.0h);
}
