// The per-pixel driver shared by every layer shader MSLHost runs: what SwiftUI's `layerEffect`
// does on the GPU, as a plain loop. Templated on the shader call so it inlines completely
// (no function pointers, virtual calls or allocations per pixel).
#ifndef TEARKIT_MSLHOST_LAYER_EFFECT_LOOP_H
#define TEARKIT_MSLHOST_LAYER_EFFECT_LOOP_H

#include <SwiftUI/SwiftUI_Metal.h>

#include "CancellationCheck.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mslhost {

/// Converts a shader result (premultiplied, 0…1) to RGBA8: rounds, clamps, NaN → 0.
__attribute__((always_inline)) inline void storeColor(metal::half4 c, unsigned char *out) {
#if defined(__SSE2__)
    // maxps/minps return their second operand when the first is NaN: NaN → 0.
    __m128 v = _mm_set_ps(float(c.w), float(c.z), float(c.y), float(c.x));
    v = _mm_add_ps(_mm_mul_ps(v, _mm_set1_ps(255.0f)), _mm_set1_ps(0.5f));
    v = _mm_min_ps(_mm_max_ps(v, _mm_setzero_ps()), _mm_set1_ps(255.0f));
    const __m128i i32 = _mm_cvttps_epi32(v);
    const __m128i i16 = _mm_packs_epi32(i32, i32);
    const int bytes = _mm_cvtsi128_si32(_mm_packus_epi16(i16, i16));
    __builtin_memcpy(out, &bytes, 4);
#else
    const float channels[4] = {float(c.x), float(c.y), float(c.z), float(c.w)};
    for (int k = 0; k < 4; ++k) {
        const float v = channels[k] * 255.0f + 0.5f;
        out[k] = v > 0.0f ? (v < 255.0f ? (unsigned char)(int)v : 255) : 0; // NaN fails `v > 0`
    }
#endif
}

/// Runs `shade(position, layer)` for every pixel of the layer, writing RGBA8 to `dst` and, when
/// non-null, the recorded sample positions / counts.
template <bool Recording, class Shade>
__attribute__((always_inline)) inline void runLayerEffectLoop(const unsigned char *src, int width, int height, float scale, unsigned char *dst,
                           float *samplePositions, unsigned char *sampleCounts, Shade shade) {
    SwiftUI::Layer layer;
    layer.host_pixels = src;
    layer.host_width = width;
    layer.host_height = height;
    layer.host_scale = scale;
    layer.host_record_position = nullptr;
    layer.host_record_count = nullptr;
    const float pointsPerPixel = 1.0f / scale;
    // Every 16 rows, whether the thread's cancellation flag was raised: then the frame stops there.
    const int *cancellation = watchedCancellation();
    for (int y = 0; y < height; ++y) {
        if ((y & 15) == 0 && cancellationRaised(cancellation)) return;
        const float py = (float(y) + 0.5f) * pointsPerPixel;
        const long rowStart = long(y) * width;
        for (int x = 0; x < width; ++x) {
            const long i = rowStart + x;
            if (Recording) {
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

/// Dispatches to a loop without any recording code unless recording was asked for.
template <class Shade>
inline void runLayerEffect(const unsigned char *src, int width, int height, float scale, unsigned char *dst,
                           float *samplePositions, unsigned char *sampleCounts, Shade shade) {
    if (samplePositions != nullptr || sampleCounts != nullptr) {
        runLayerEffectLoop<true>(src, width, height, scale, dst, samplePositions, sampleCounts, shade);
    } else {
        runLayerEffectLoop<false>(src, width, height, scale, dst, samplePositions, sampleCounts, shade);
    }
}

} // namespace mslhost

#endif // TEARKIT_MSLHOST_LAYER_EFFECT_LOOP_H
