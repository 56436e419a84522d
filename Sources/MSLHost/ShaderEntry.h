// One shader compiled into MSLHost, as the C API finds it by name.
#ifndef TEARKIT_MSLHOST_SHADER_ENTRY_H
#define TEARKIT_MSLHOST_SHADER_ENTRY_H

namespace mslhost {

/// Renders a whole frame with one shader; `arguments` holds exactly the entry's `argumentCount` floats.
typedef void (*ShaderFrameFunction)(const unsigned char *src, int width, int height, float scale,
                                    const float *arguments, unsigned char *dst, float *samplePositions,
                                    unsigned char *sampleCounts);

/// One registered shader (see ShaderExport.h and ShaderList.h).
struct ShaderEntry {
    /// The Metal function name.
    const char *name;
    /// MSLHOST_KIND_LAYER, _DISTORTION or _COLOR.
    int kind;
    /// How many floats its own arguments flatten to.
    int argumentCount;
    ShaderFrameFunction run;
};

} // namespace mslhost

#endif // TEARKIT_MSLHOST_SHADER_ENTRY_H
