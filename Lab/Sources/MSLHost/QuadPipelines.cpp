// MSLHost's C API for vertex/fragment pipelines: looks a pipeline up, validates the call, draws.
#include "MSLHostQuadPipeline.h"
#include "CancellationCheck.h"
#include "QuadPipelineRegistry.h"

#include <string.h>

namespace {

// The table is generated from the shaders (QuadPipelineRegistry.h). A pipeline without instance
// data (a full-screen quad, 0 floats per instance) takes one instance and any non-null pointer.
const mslhost::QuadPipelineEntry *findPipeline(const char *name) {
    if (name == nullptr) return nullptr;
    for (int i = 0; i < mslhost::registeredPipelineCount; ++i) {
        if (strcmp(mslhost::registeredPipelines[i].vertexFunctionName, name) == 0) return &mslhost::registeredPipelines[i];
    }
    return nullptr;
}

} // namespace

extern "C" int mslhost_quad_pipeline_layout(const char *vertexFunctionName, int *floatsPerInstance, int *uniformCount,
                                            const char **fragmentFunctionName) {
    const mslhost::QuadPipelineEntry *entry = findPipeline(vertexFunctionName);
    if (entry == nullptr) return MSLHOST_ERROR_UNKNOWN_FUNCTION;
    if (floatsPerInstance) *floatsPerInstance = entry->floatsPerInstance;
    if (uniformCount) *uniformCount = entry->uniformCount;
    if (fragmentFunctionName) *fragmentFunctionName = entry->fragmentFunctionName;
    return MSLHOST_OK;
}

extern "C" int mslhost_draw_instanced_quads(const char *vertexFunctionName, const float *instances, int instanceCount,
                                            int floatsPerInstance, const float *uniforms, int uniformCount,
                                            const uint8_t *textureRGBA, int textureWidth, int textureHeight,
                                            uint8_t *targetRGBA, int targetWidth, int targetHeight) {
    const mslhost::QuadPipelineEntry *entry = findPipeline(vertexFunctionName);
    if (entry == nullptr) return MSLHOST_ERROR_UNKNOWN_FUNCTION;
    if (floatsPerInstance != entry->floatsPerInstance || uniformCount != entry->uniformCount) return MSLHOST_ERROR_ARGUMENT_COUNT;
    if (instanceCount < 0 || textureWidth < 0 || textureHeight < 0 || targetWidth < 0 || targetHeight < 0) {
        return MSLHOST_ERROR_INVALID_INPUT;
    }
    if (targetWidth == 0 || targetHeight == 0 || instanceCount == 0) return MSLHOST_OK;
    if (instances == nullptr || uniforms == nullptr || targetRGBA == nullptr) return MSLHOST_ERROR_INVALID_INPUT;
    // A missing texture must be an empty one (it then samples as transparent).
    if (textureRGBA == nullptr && textureWidth > 0 && textureHeight > 0) return MSLHOST_ERROR_INVALID_INPUT;
    entry->draw(instances, instanceCount, uniforms, textureRGBA, textureWidth, textureHeight,
                mslhost::RenderTarget{targetRGBA, targetWidth, targetHeight});
    // The rasteriser stops early once the flag is raised; a frame it finished counts as cancelled too.
    return mslhost::cancellationRaised(mslhost::watchedCancellation()) ? MSLHOST_CANCELLED : MSLHOST_OK;
}
