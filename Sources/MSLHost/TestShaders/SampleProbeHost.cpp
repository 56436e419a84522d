// Compiles the test-only SampleProbe.metal against the MSL shim (the same way TearDistortionHost.cpp
// compiles the shipping shader) and exposes it to MSLHost's C API as "sampleProbe".
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>

namespace tearkit_test_shaders {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-attributes"
#define stitchable gnu::always_inline
#include "SampleProbe.metal"
#undef stitchable
#pragma clang diagnostic pop
} // namespace tearkit_test_shaders

#include "../LayerEffectLoop.h"
#include "../ShaderRegistry.h"

namespace mslhost {

void runSampleProbe(const unsigned char *src, int width, int height, float scale, const float *a,
                    unsigned char *dst, float *samplePositions, unsigned char *sampleCounts) {
    // Argument order: offset.
    const metal::float2 offset(a[0], a[1]);
    runLayerEffect(src, width, height, scale, dst, samplePositions, sampleCounts,
                   [&](metal::float2 position, SwiftUI::Layer layer) __attribute__((always_inline)) {
                       return tearkit_test_shaders::sampleProbe(position, layer, offset);
                   });
}

} // namespace mslhost
