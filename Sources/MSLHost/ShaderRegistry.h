// The layer shaders compiled into MSLHost, looked up by their Metal function name.
#ifndef TEARKIT_MSLHOST_SHADER_REGISTRY_H
#define TEARKIT_MSLHOST_SHADER_REGISTRY_H

namespace mslhost {

/// Renders a whole frame with one shader; `arguments` holds exactly `argumentCount` floats.
typedef void (*LayerEffectFunction)(const unsigned char *src, int width, int height, float scale,
                                    const float *arguments, unsigned char *dst, float *samplePositions,
                                    unsigned char *sampleCounts);

/// One registered layer shader.
struct LayerEffectEntry {
    const char *name;
    int argumentCount;
    LayerEffectFunction run;
};

void runTearDistortion(const unsigned char *src, int width, int height, float scale, const float *arguments,
                       unsigned char *dst, float *samplePositions, unsigned char *sampleCounts);

/// Test-only (TestShaders/SampleProbe.metal): the layer sampled at `position + offset`.
void runSampleProbe(const unsigned char *src, int width, int height, float scale, const float *arguments,
                    unsigned char *dst, float *samplePositions, unsigned char *sampleCounts);

} // namespace mslhost

#endif // TEARKIT_MSLHOST_SHADER_REGISTRY_H
