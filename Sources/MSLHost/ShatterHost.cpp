// Compiles the shipping Shatter.metal (textually, never a copy) against the MSL shim plus the
// vertex/fragment stand-ins, and draws it with the instanced-quad rasteriser: what Metal does with
// the draw call TearKit's SwiftUI and UIKit renderers issue.
#include <metal_stdlib>
#include <metal_render_stages.h>

// The shader lives in its own namespace so nothing from the host can leak into its overload sets.
namespace tearkit_shatter_shader {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-attributes"
#include "../TearKit/Shaders/Shatter.metal"
#undef vertex
#undef fragment
#undef constant
#undef device
#undef thread
#pragma clang diagnostic pop
} // namespace tearkit_shatter_shader

#include "InstancedQuadRasterizer.h"
#include "QuadPipelineRegistry.h"

namespace mslhost {

namespace shader = tearkit_shatter_shader;

static_assert(sizeof(shader::ShatterQuad) == 34 * sizeof(float), "ShatterQuad must be 34 packed floats");
static_assert(sizeof(shader::ShatterUniforms) == 14 * sizeof(float), "ShatterUniforms must be 14 packed floats");

void drawShatter(const float *instances, int instanceCount, const float *uniforms, const unsigned char *texture,
                 int textureWidth, int textureHeight, RenderTarget target) {
    // The buffers as the GPU sees them: the Swift side uploads exactly these float layouts.
    shader::ShatterUniforms u;
    __builtin_memcpy(&u, uniforms, sizeof u);
    const shader::ShatterQuad *quads = reinterpret_cast<const shader::ShatterQuad *>(instances);
    metal::texture2d<metal::half> snapshot;
    snapshot.host_pixels = texture;
    snapshot.host_width = textureWidth;
    snapshot.host_height = textureHeight;
    drawInstancedQuads<shader::ShatterVertexOut>(
        instanceCount, target,
        [&](unsigned vertexID, unsigned instanceID) { return shader::shatterVertex(vertexID, instanceID, quads, u); },
        [&](const shader::ShatterVertexOut &in) { return shader::shatterFragment(in, snapshot); });
}

} // namespace mslhost
