#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// sampleProbe: a test-only layer shader that reads the layer at the pixel's position plus a fixed
// offset, so tests can check `SwiftUI::Layer::sample` of the MSL shim directly (exact texels at
// pixel centres, bilinear weights between them, transparency outside the layer, the
// points → pixels scale) instead of only through what the tear shader draws.
//
// It lives in MSLHost (the CPU host the tests and the `tearkit` tool link), not in the TearKit
// target's Shaders folder, so it never ships in an app.
//
// Parameters:
// - position: the pixel being shaded, supplied by SwiftUI (pixel centre, in points).
// - layer:    the view's rasterised content, supplied by SwiftUI.
// - offset:   added to `position` before sampling, in points. Any value; (0, 0) reads every
//             pixel's own centre.
[[ stitchable ]] half4 sampleProbe(float2 position, SwiftUI::Layer layer, float2 offset) {
    // The one sample: the layer at the offset position.
    return layer.sample(position + offset);
}
