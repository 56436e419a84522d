// MSLHost: runs TearKit's shipping Metal shaders (layer, distortion and colour effects) on the CPU.
//
// The `.metal` files are compiled textually as C++14 against stand-in Metal/SwiftUI headers
// (Sources/MSLHost/shim), so what the tests, goldens and benchmarks exercise is the exact code
// that ships to the GPU.
#ifndef TEARKIT_MSLHOST_H
#define TEARKIT_MSLHOST_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result codes of `mslhost_run_layer_effect`.
enum {
    /// The frame was rendered.
    MSLHOST_OK = 0,
    /// No shader with that function name is compiled into MSLHost.
    MSLHOST_ERROR_UNKNOWN_FUNCTION = 1,
    /// `argumentCount` differs from the number of floats the function's arguments flatten to (or an
    /// array's stored length does not match the floats that follow it).
    MSLHOST_ERROR_ARGUMENT_COUNT = 2,
    /// A null pointer, a negative size, or a non-positive / non-finite scale.
    MSLHOST_ERROR_INVALID_INPUT = 3,
    /// The cancellation flag the thread watches was raised (MSLHostCancellation.h): the draw stopped
    /// part way, and its output holds only what it had drawn.
    MSLHOST_CANCELLED = 4,
};

/// The kind of a registered shader, from its signature (`mslhost_shader_kind`).
enum {
    /// `half4 f(float2 position, SwiftUI::Layer layer, args...)`: SwiftUI's `layerEffect`.
    MSLHOST_KIND_LAYER = 0,
    /// `float2 f(float2 position, args...)`: SwiftUI's `distortionEffect`.
    MSLHOST_KIND_DISTORTION = 1,
    /// `half4 f(float2 position, half4 color, args...)`: SwiftUI's `colorEffect`.
    MSLHOST_KIND_COLOR = 2,
};

/// The number of floats the arguments of `functionName` flatten to (after the parameters SwiftUI
/// supplies: `position`, and `layer` or `color`), or -1 when no such shader exists. For a shader
/// taking arrays this is the least number: each array counts as its length float alone.
/// `tearDistortion` takes 15 (two float2, three float, two float2, four float).
int mslhost_layer_effect_argument_count(const char *functionName);

/// The `MSLHOST_KIND_…` of `functionName`, or -1 when no such shader exists.
int mslhost_shader_kind(const char *functionName);

/// Runs the shader `functionName` once per pixel over a layer, like SwiftUI's `layerEffect`,
/// `distortionEffect` or `colorEffect` (whichever the function is written for):
/// - a layer effect returns the pixel's colour (it may `layer.sample` anywhere);
/// - a distortion effect returns a position in points; the host samples the layer there once, and
///   leaves the pixel transparent when the position is outside the layer (or NaN);
/// - a colour effect receives the pixel's own colour (one sample at its centre) and returns a colour.
///
/// - srcRGBA / dstRGBA: `width × height` premultiplied RGBA8 pixels, row-major, top row first.
///   They must not overlap.
/// - scale: pixels per point (e.g. 3 on an iPhone); the shader sees positions in points,
///   `((x + 0.5) / scale, (y + 0.5) / scale)` for pixel (x, y).
/// - arguments: the shader's own arguments, flattened to floats in signature order (`float2` = 2
///   floats, `float4` and `half4` = 4; a `half4` colour premultiplied; a `device const float *values,
///   int count` pair — SwiftUI's `.floatArray` — as its length n, a whole number, then the n values).
/// - samplePositions: optional (may be NULL), `width × height × 2` floats. Receives, for each
///   pixel, the position in points last passed to `layer.sample`, or NaN, NaN when it did not sample.
/// - sampleCounts: optional (may be NULL), `width × height` bytes. Receives how many times the
///   layer was sampled for each pixel.
///
/// Returns `MSLHOST_OK` or one of the error codes above (then `dstRGBA` is untouched), or
/// `MSLHOST_CANCELLED` when the thread's cancellation flag was raised (MSLHostCancellation.h).
int mslhost_run_layer_effect(const char *functionName, const uint8_t *srcRGBA, int width, int height,
                             float scale, const float *arguments, int argumentCount, uint8_t *dstRGBA,
                             float *samplePositions, uint8_t *sampleCounts);

#ifdef __cplusplus
}
#endif

// Vertex/fragment pipelines (instanced quads), e.g. Shatter.metal.
#include "MSLHostQuadPipeline.h"
// Stopping a draw from another thread.
#include "MSLHostCancellation.h"

#endif // TEARKIT_MSLHOST_H
