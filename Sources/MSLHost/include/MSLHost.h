// MSLHost: runs TearKit's shipping Metal layer shaders on the CPU.
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
    /// `argumentCount` differs from the number of floats the function's arguments flatten to.
    MSLHOST_ERROR_ARGUMENT_COUNT = 2,
    /// A null pointer, a negative size, or a non-positive / non-finite scale.
    MSLHOST_ERROR_INVALID_INPUT = 3,
};

/// The number of floats the arguments of `functionName` flatten to (after `position` and
/// `layer`), or -1 when no such layer shader exists. `tearDistortion` takes 13 (two float2, three float, one float2, four float).
int mslhost_layer_effect_argument_count(const char *functionName);

/// Runs the layer shader `functionName` once per pixel, like SwiftUI's `layerEffect`.
///
/// - srcRGBA / dstRGBA: `width × height` premultiplied RGBA8 pixels, row-major, top row first.
///   They must not overlap.
/// - scale: pixels per point (e.g. 3 on an iPhone); the shader sees positions in points,
///   `((x + 0.5) / scale, (y + 0.5) / scale)` for pixel (x, y).
/// - arguments: the shader's arguments after `position` and `layer`, flattened to floats in
///   signature order (`float2` = 2 floats).
/// - samplePositions: optional (may be NULL), `width × height × 2` floats. Receives, for each
///   pixel, the position in points the shader last passed to `layer.sample`, or NaN, NaN when it
///   did not sample.
/// - sampleCounts: optional (may be NULL), `width × height` bytes. Receives how many times the
///   shader called `layer.sample` for each pixel.
///
/// Returns `MSLHOST_OK` or one of the error codes above (then `dstRGBA` is untouched).
int mslhost_run_layer_effect(const char *functionName, const uint8_t *srcRGBA, int width, int height,
                             float scale, const float *arguments, int argumentCount, uint8_t *dstRGBA,
                             float *samplePositions, uint8_t *sampleCounts);

#ifdef __cplusplus
}
#endif

// Vertex/fragment pipelines (instanced quads), e.g. Shatter.metal.
#include "MSLHostQuadPipeline.h"

#endif // TEARKIT_MSLHOST_H
