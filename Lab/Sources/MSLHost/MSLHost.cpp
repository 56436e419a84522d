// MSLHost's C API: looks a shader up by name, validates the call, runs the frame.
#include "MSLHost.h"
#include "CancellationCheck.h"
#include "ShaderEntry.h"

#include <string.h>

namespace mslhost {
// Every stitchable shader, in StitchableShaders.generated.cpp (Lab/Scripts/generate-mslhost-shaders.sh).
extern const ShaderEntry *const registeredShaders[];
extern const int registeredShaderCount;
} // namespace mslhost

namespace {

const mslhost::ShaderEntry *findShader(const char *name) {
    if (name == nullptr) return nullptr;
    for (int i = 0; i < mslhost::registeredShaderCount; i++) {
        if (strcmp(mslhost::registeredShaders[i]->name, name) == 0) return mslhost::registeredShaders[i];
    }
    return nullptr;
}

} // namespace

extern "C" int mslhost_layer_effect_argument_count(const char *functionName) {
    const mslhost::ShaderEntry *entry = findShader(functionName);
    return entry ? entry->argumentCount : -1;
}

extern "C" int mslhost_shader_kind(const char *functionName) {
    const mslhost::ShaderEntry *entry = findShader(functionName);
    return entry ? entry->kind : -1;
}

extern "C" int mslhost_run_layer_effect(const char *functionName, const uint8_t *srcRGBA, int width, int height,
                                        float scale, const float *arguments, int argumentCount, uint8_t *dstRGBA,
                                        float *samplePositions, uint8_t *sampleCounts) {
    const mslhost::ShaderEntry *entry = findShader(functionName);
    if (entry == nullptr) return MSLHOST_ERROR_UNKNOWN_FUNCTION;
    if (argumentCount < 0 || (argumentCount > 0 && arguments == nullptr)) return MSLHOST_ERROR_ARGUMENT_COUNT;
    if (!entry->accepts(arguments, argumentCount)) return MSLHOST_ERROR_ARGUMENT_COUNT;
    if (width < 0 || height < 0 || !(scale > 0.0f && scale < 1.0e6f)) return MSLHOST_ERROR_INVALID_INPUT;
    if (width == 0 || height == 0) return MSLHOST_OK;
    if (srcRGBA == nullptr || dstRGBA == nullptr) return MSLHOST_ERROR_INVALID_INPUT;
    entry->run(srcRGBA, width, height, scale, arguments, argumentCount, dstRGBA, samplePositions, sampleCounts);
    // The loop stops early once the flag is raised; a frame it finished counts as cancelled too.
    return mslhost::cancellationRaised(mslhost::watchedCancellation()) ? MSLHOST_CANCELLED : MSLHOST_OK;
}
