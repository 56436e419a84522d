// MSLHost's C API: looks a layer shader up by name, validates the call, runs the frame.
#include "MSLHost.h"
#include "ShaderRegistry.h"

#include <string.h>

namespace {

const mslhost::LayerEffectEntry registeredShaders[] = {
    {"tearDistortion", 15, mslhost::runTearDistortion},
    {"sampleProbe", 2, mslhost::runSampleProbe}, // test-only: TestShaders/SampleProbe.metal
};

const mslhost::LayerEffectEntry *findShader(const char *name) {
    if (name == nullptr) return nullptr;
    for (const auto &entry : registeredShaders) {
        if (strcmp(entry.name, name) == 0) return &entry;
    }
    return nullptr;
}

} // namespace

extern "C" int mslhost_layer_effect_argument_count(const char *functionName) {
    const mslhost::LayerEffectEntry *entry = findShader(functionName);
    return entry ? entry->argumentCount : -1;
}

extern "C" int mslhost_run_layer_effect(const char *functionName, const uint8_t *srcRGBA, int width, int height,
                                        float scale, const float *arguments, int argumentCount, uint8_t *dstRGBA,
                                        float *samplePositions, uint8_t *sampleCounts) {
    const mslhost::LayerEffectEntry *entry = findShader(functionName);
    if (entry == nullptr) return MSLHOST_ERROR_UNKNOWN_FUNCTION;
    if (argumentCount != entry->argumentCount) return MSLHOST_ERROR_ARGUMENT_COUNT;
    if (width < 0 || height < 0 || !(scale > 0.0f && scale < 1.0e6f)) return MSLHOST_ERROR_INVALID_INPUT;
    if (width == 0 || height == 0) return MSLHOST_OK;
    if (srcRGBA == nullptr || dstRGBA == nullptr || (argumentCount > 0 && arguments == nullptr)) {
        return MSLHOST_ERROR_INVALID_INPUT;
    }
    entry->run(srcRGBA, width, height, scale, arguments, dstRGBA, samplePositions, sampleCounts);
    return MSLHOST_OK;
}
