// The per-pixel driver shared by every layer shader MSLHost runs: what SwiftUI's `layerEffect`
// does on the GPU, as a plain loop. Templated on the shader call so it inlines completely
// (no function pointers, virtual calls or allocations per pixel).
#ifndef TEARKIT_MSLHOST_LAYER_EFFECT_LOOP_H
#define TEARKIT_MSLHOST_LAYER_EFFECT_LOOP_H

#include <SwiftUI/SwiftUI_Metal.h>

namespace mslhost {

/// Converts a shader result (premultiplied, 0…1) to RGBA8, rounding, clamping, NaN → 0.
inline void storeColor(metal::half4 c, unsigned char *out) {
    typedef float Float4 __attribute__((ext_vector_type(4)));
    typedef int Int4 __attribute__((ext_vector_type(4)));
    typedef unsigned char Byte4 __attribute__((ext_vector_type(4)));
    Float4 v = {float(c.x), float(c.y), float(c.z), float(c.w)};
    v = v * 255.0f + 0.5f;
    // fmax/fmin semantics: NaN turns into the bound.
    v = __builtin_elementwise_min(__builtin_elementwise_max(v, Float4(0.0f)), Float4(255.0f));
    const Byte4 bytes = __builtin_convertvector(__builtin_convertvector(v, Int4), Byte4);
    __builtin_memcpy(out, &bytes, 4);
}

/// Runs `shade(position, layer)` for every pixel of the layer, writing RGBA8 to `dst` and, when
/// non-null, the recorded sample positions / counts.
template <class Shade>
inline void runLayerEffect(const unsigned char *src, int width, int height, float scale, unsigned char *dst,
                           float *samplePositions, unsigned char *sampleCounts, Shade shade) {
    SwiftUI::Layer layer;
    layer.host_pixels = src;
    layer.host_width = width;
    layer.host_height = height;
    layer.host_scale = scale;
    layer.host_record_position = nullptr;
    layer.host_record_count = nullptr;
    const float pointsPerPixel = 1.0f / scale;
    const bool recording = samplePositions != nullptr || sampleCounts != nullptr;
    for (int y = 0; y < height; ++y) {
        const float py = (float(y) + 0.5f) * pointsPerPixel;
        const long rowStart = long(y) * width;
        for (int x = 0; x < width; ++x) {
            const long i = rowStart + x;
            if (recording) {
                if (samplePositions) {
                    samplePositions[2 * i] = __builtin_nanf("");
                    samplePositions[2 * i + 1] = __builtin_nanf("");
                    layer.host_record_position = samplePositions + 2 * i;
                }
                if (sampleCounts) {
                    sampleCounts[i] = 0;
                    layer.host_record_count = sampleCounts + i;
                }
            }
            const metal::float2 position((float(x) + 0.5f) * pointsPerPixel, py);
            storeColor(shade(position, layer), dst + 4 * i);
        }
    }
}

} // namespace mslhost

#endif // TEARKIT_MSLHOST_LAYER_EFFECT_LOOP_H
