// One shader compiled into MSLHost, as the C API finds it by name.
#ifndef TEARKIT_MSLHOST_SHADER_ENTRY_H
#define TEARKIT_MSLHOST_SHADER_ENTRY_H

namespace mslhost {

/// Renders a whole frame with one shader from `argumentCount` flattened argument floats (which the
/// entry's `accepts` has approved; otherwise it draws nothing).
typedef void (*ShaderFrameFunction)(const unsigned char *src, int width, int height, float scale,
                                    const float *arguments, int argumentCount, unsigned char *dst,
                                    float *samplePositions, unsigned char *sampleCounts);
/// Whether `argumentCount` floats at `arguments` are exactly the shader's flattened arguments
/// (fixed-size arguments, and arrays whose stored length matches the floats that follow it).
typedef bool (*ShaderArgumentCheck)(const float *arguments, int argumentCount);

/// One registered shader (see ShaderExport.h and StitchableShaders.generated.cpp).
struct ShaderEntry {
    /// The Metal function name.
    const char *name;
    /// MSLHOST_KIND_LAYER, _DISTORTION or _COLOR.
    int kind;
    /// How many floats its own arguments flatten to (at least, when it takes arrays: each counts as
    /// its length alone).
    int argumentCount;
    ShaderArgumentCheck accepts;
    ShaderFrameFunction run;
};

} // namespace mslhost

#endif // TEARKIT_MSLHOST_SHADER_ENTRY_H
