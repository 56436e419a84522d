#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// colorArgumentProbe: a test-only colour effect (never shipped: it is not in Sources/TearKit/Effects)
// that shows where each argument type lands, so tests can check the host's colour-effect loop and
// its float4 / half4 argument unpacking.
// - left of split.x: the colour `tint` (a premultiplied half4, as SwiftUI passes `.color`);
// - elsewhere: the pixel's own colour scaled channel by channel by `weights` (a float4).
[[ stitchable ]] half4 colorArgumentProbe(float2 position, half4 color, float4 weights, half4 tint, float2 split) {
    if (position.x < split.x) {
        return tint;
    }
    return half4(color.x * weights.x, color.y * weights.y, color.z * weights.z, color.w * weights.w);
}
