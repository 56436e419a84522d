// Compiles the shipping TearDistortion.metal (textually, never a copy) against the MSL shim and
// exposes it to MSLHost's C API.
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>

// The shader lives in its own namespace so nothing from the host (or libc) can leak into its
// overload sets. `[[ stitchable ]]` is a Metal attribute clang does not know; on the CPU it is
// spelled as `[[ gnu::always_inline ]]` so the shader inlines into the pixel loop (the shader
// text itself is untouched). The pragma covers any other Metal-only attribute.
namespace tearkit_shaders {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-attributes"
#define stitchable gnu::always_inline
#include "../TearKit/Shaders/TearDistortion.metal"
#undef stitchable
#pragma clang diagnostic pop
} // namespace tearkit_shaders

#include "LayerEffectLoop.h"
#include "ShaderRegistry.h"

namespace mslhost {

void runTearDistortion(const unsigned char *src, int width, int height, float scale, const float *a,
                       unsigned char *dst, float *samplePositions, unsigned char *sampleCounts) {
    // Argument order: tearStart, tearEnd, tearProgress, maxGap, edgeRoughness, viewSize, contentOrigin,
    // pixelSize, rimStrength, rimLightness, shadowStrength.
    const metal::float2 tearStart(a[0], a[1]), tearEnd(a[2], a[3]);
    const float tearProgress = a[4], maxGap = a[5], edgeRoughness = a[6];
    const metal::float2 viewSize(a[7], a[8]), contentOrigin(a[9], a[10]);
    const float pixelSize = a[11], rimStrength = a[12], rimLightness = a[13], shadowStrength = a[14];
    runLayerEffect(src, width, height, scale, dst, samplePositions, sampleCounts,
                   [&](metal::float2 position, SwiftUI::Layer layer) __attribute__((always_inline)) {
                       return tearkit_shaders::tearDistortion(position, layer, tearStart, tearEnd, tearProgress,
                                                              maxGap, edgeRoughness, viewSize, contentOrigin, pixelSize,
                                                              rimStrength, rimLightness, shadowStrength);
                   });
}

} // namespace mslhost
