// Compiles the shipping TearDistortion.metal (textually, never a copy) with the vertex/fragment
// stand-ins and draws its Metal-host entry point, tearDistortionVertex + tearDistortionFragment, over
// a full-screen quad with the instanced-quad rasteriser: what TearKit's UIKit `tearable` does on the GPU.
// The file's stitchable `tearDistortion` is the same code's SwiftUI entry point (StitchableShaders).
#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
#include <metal_render_stages.h>

namespace tearkit_tear_distortion_pipeline {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-attributes"
#define stitchable gnu::always_inline
#include "../TearKit/Shaders/TearDistortion.metal"
#undef stitchable
#undef vertex
#undef fragment
#undef constant
#undef thread
#pragma clang diagnostic pop
} // namespace tearkit_tear_distortion_pipeline

#include "InstancedQuadRasterizer.h"
#include "QuadPipelineRegistry.h"

namespace mslhost {

namespace tear = tearkit_tear_distortion_pipeline;

static_assert(sizeof(tear::TearDistortionUniforms) == 18 * sizeof(float), "TearDistortionUniforms must be 18 packed floats");

void drawTearDistortion(const float *, int instanceCount, const float *uniforms, const unsigned char *texture,
                        int textureWidth, int textureHeight, RenderTarget target) {
    tear::TearDistortionUniforms u;
    __builtin_memcpy(&u, uniforms, sizeof u);
    metal::texture2d<metal::half> snapshot;
    snapshot.host_pixels = texture;
    snapshot.host_width = textureWidth;
    snapshot.host_height = textureHeight;
    // No instance data: every instance is the same full-screen quad.
    drawInstancedQuads<tear::TearDistortionVertexOut>(
        instanceCount, target,
        [&](unsigned vertexID, unsigned) { return tear::tearDistortionVertex(vertexID); },
        [&](const tear::TearDistortionVertexOut &in) { return tear::tearDistortionFragment(in, snapshot, u); });
}

} // namespace mslhost
