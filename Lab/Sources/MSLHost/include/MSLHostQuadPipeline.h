// MSLHost's C API for TearKit's shipping vertex/fragment pipelines (instanced quads), e.g.
// Shatter.metal's shatterVertex + shatterFragment, run on the CPU by a small rasteriser with the
// GPU's coverage rules.
#ifndef TEARKIT_MSLHOST_QUAD_PIPELINE_H
#define TEARKIT_MSLHOST_QUAD_PIPELINE_H

#include <stdint.h>

#include "MSLHost.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The buffer layout of the pipeline whose vertex function is `vertexFunctionName`: floats per
/// instance record, floats of the uniforms, and the fragment function's name (any out-pointer may
/// be NULL). Returns `MSLHOST_OK` or `MSLHOST_ERROR_UNKNOWN_FUNCTION`.
int mslhost_quad_pipeline_layout(const char *vertexFunctionName, int *floatsPerInstance, int *uniformCount,
                                 const char **fragmentFunctionName);

/// Draws `instanceCount` instances of a 4-vertex triangle strip into `targetRGBA`, like
/// `drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: 4, instanceCount:)` with the
/// instances at vertex buffer 0, the uniforms at vertex buffer 1 and the texture at fragment
/// texture 0, blending premultiplied source-over onto what the target holds.
///
/// - instances: `instanceCount × floatsPerInstance` floats; uniforms: `uniformCount` floats.
/// - textureRGBA: `textureWidth × textureHeight` premultiplied RGBA8 pixels, top row first.
/// - targetRGBA: `targetWidth × targetHeight` premultiplied RGBA8 pixels, read and written.
///
/// Returns `MSLHOST_OK`, `MSLHOST_ERROR_UNKNOWN_FUNCTION`, `MSLHOST_ERROR_ARGUMENT_COUNT` (a layout
/// that differs from the shader's), `MSLHOST_ERROR_INVALID_INPUT` (negative sizes, NULL buffers) or
/// `MSLHOST_CANCELLED` (the thread's cancellation flag was raised: MSLHostCancellation.h).
int mslhost_draw_instanced_quads(const char *vertexFunctionName, const float *instances, int instanceCount,
                                 int floatsPerInstance, const float *uniforms, int uniformCount,
                                 const uint8_t *textureRGBA, int textureWidth, int textureHeight,
                                 uint8_t *targetRGBA, int targetWidth, int targetHeight);

#ifdef __cplusplus
}
#endif

#endif // TEARKIT_MSLHOST_QUAD_PIPELINE_H
