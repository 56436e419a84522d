#include <metal_stdlib>
using namespace metal;

// dustUnbounded: a test-only vertex/fragment pair that draws the shipping dust with every particle
// computed from its exact departure: `dustParticle(…, false)`, so the front's bounds on the departure
// never skip the noise. The shipping `dustVertex` lets the bounds place particles that are surely at
// rest or surely gone without it; tests compare the two pipelines' frames byte for byte, which holds
// only while the bounds are sound.
//
// It lives in MSLHost (the CPU host the tests and the `tearkit` tool link), not beside Dust.metal, so it
// never ships in an app. It includes the shipping shader's text, so it draws that code, not a copy.
//
// Buffers and draw call: those of `dustVertex` / `dustFragment` (the uniforms, `DustUniforms`, at
// vertex buffer 0; the snapshot at fragment texture 0; one instance per particle).
#include "../../../../Sources/TearKit/Effects/Dust/Dust.metal"

// Places one corner of particle `instanceID`'s quad, the particle computed without the bounds.
vertex DustVertexOut dustUnboundedVertex(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant DustUniforms &uniforms [[buffer(0)]]) {
    return dustCorner(dustParticle(instanceID, uniforms, false), vertexID, uniforms);
}

// Colours a fragment of a particle as the shipping fragment function does.
fragment half4 dustUnboundedFragment(DustVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]]) {
    return dustColour(in, snapshot);
}
