// The vertex/fragment pipelines compiled into MSLHost, looked up by their vertex function's name.
// The table and every draw function are written by Lab/Scripts/generate-mslhost-shaders.sh (into
// StitchableShaders.generated.cpp) from the `.metal` files: no pipeline is registered by hand.
#ifndef TEARKIT_MSLHOST_QUAD_PIPELINE_REGISTRY_H
#define TEARKIT_MSLHOST_QUAD_PIPELINE_REGISTRY_H

#include "InstancedQuadRasterizer.h"

namespace mslhost {

/// Draws `instanceCount` instanced quads: `instances` holds `instanceCount × floatsPerInstance`
/// floats, `uniforms` exactly `uniformCount` floats; the texture is premultiplied RGBA8.
typedef void (*QuadPipelineFunction)(const float *instances, int instanceCount, const float *uniforms,
                                     const unsigned char *texture, int textureWidth, int textureHeight,
                                     RenderTarget target);

/// One registered pipeline.
struct QuadPipelineEntry {
    const char *vertexFunctionName;
    const char *fragmentFunctionName;
    int floatsPerInstance;
    int uniformCount;
    QuadPipelineFunction draw;
};

/// Every pair found in the shaders (generated).
extern const QuadPipelineEntry registeredPipelines[];
/// How many entries `registeredPipelines` has.
extern const int registeredPipelineCount;

} // namespace mslhost

#endif // TEARKIT_MSLHOST_QUAD_PIPELINE_REGISTRY_H
