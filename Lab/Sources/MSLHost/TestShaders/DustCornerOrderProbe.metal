#include <metal_stdlib>
#include <SwiftUI/SwiftUI_Metal.h>
using namespace metal;

// dustCornerOrderProbe: a test-only colour effect that checks where the dust's `dustCorner` puts each
// corner of a particle's quad. The dust draws each particle as a four-vertex triangle strip, documented
// as top-left, top-right, bottom-left, bottom-right. Any order that keeps the first and last corners
// opposite covers the same pixels, but it splits the quad along the other diagonal, and the rasteriser
// then rounds the interpolated colours differently: a change of a level here and there that no golden
// tolerance sees. So the order is checked here, corner by corner, against that table.
//
// It lives in MSLHost (the CPU host the tests and the `tearkit` tool link), not beside Dust.metal, so it
// never ships in an app. It includes the shipping shader's text, so it checks that code, not a copy.
//
// Each pixel checks one corner of one particle:
// - column x is corner x % 4 of particle x / 4; the particles differ in place, size and travel by
//   column and row, and odd rows are in flight (a half-pixel margin, drawn at half size);
// - the corner's offset from the particle's centre, its position in the frame and its place in the
//   snapshot must all lie on the side the table gives, at the particle's reach.
// `mirrored` 0 checks the documented order; 1 checks that order mirrored left to right, which the
// shipping dust must fail at every pixel (so the probe is seen to notice a wrong order).
// Each pixel is opaque green where the corner is where the order says, red where it is not.
#include "../../../../Sources/TearKit/Effects/Dust/Dust.metal"

// A 200 × 100 px view in a frame with 20 px of room left and right and 10 px above and below.
constant DustUniforms dustCornerOrderProbeUniforms = {
    float2(200.0f, 100.0f), float2(-20.0f, -10.0f), float2(240.0f, 120.0f), float2(50.0f, 25.0f),
    float2(1.0f, 0.0f), float2(0.0f, 0.0f), 4.0f, 1.0f, 0.0f, 1.0f, 0.55f, 0.45f, 1.0f, 1.0f, 0.0f, 0.0f};

// The documented strip order, as sides of the centre: −1 left or up, +1 right or down (y grows down).
constant float2 dustCornerOrderProbeSides[4] = {
    float2(-1.0f, -1.0f), float2(1.0f, -1.0f), float2(-1.0f, 1.0f), float2(1.0f, 1.0f)};

// Whether `a` and `b` differ by less than `tolerance` in x and in y.
bool dustCornerOrderProbeNear(float2 a, float2 b, float tolerance) {
    float2 difference = abs(a - b);
    return difference.x < tolerance && difference.y < tolerance;
}

[[ stitchable ]] half4 dustCornerOrderProbe(float2 position, half4 color, float mirrored) {
    uint column = uint(max(position.x, 0.0f));
    uint row = uint(max(position.y, 0.0f));
    uint corner = column & 3u;
    uint index = column >> 2u;
    bool inFlight = (row & 1u) != 0u;

    DustParticle particle;
    particle.cellMin = float2(4.0f * float(index % 40u), 4.0f * float(row % 20u));
    particle.cellMax = particle.cellMin + 4.0f;
    particle.centre = particle.cellMin + 2.0f;
    particle.offset = inFlight ? float2(3.5f + float(row), -2.25f - 0.5f * float(index % 7u)) : float2(0.0f);
    particle.scale = inFlight ? 0.5f : 1.0f;
    particle.drawnHalf = float2(2.0f) * particle.scale;
    particle.margin = inFlight ? 0.5f : 0.0f;
    particle.opacity = 1.0f;
    particle.drawn = 1.0f;

    constant DustUniforms &uniforms = dustCornerOrderProbeUniforms;
    DustVertexOut out = dustCorner(particle, corner, uniforms);

    float2 side = dustCornerOrderProbeSides[corner];
    if (mirrored != 0.0f) {
        side.x = -side.x;
    }
    float2 reach = side * (particle.drawnHalf + particle.margin);
    // The corner in the frame's pixels, from its clip-space position (the frame spans −1…1, +y up).
    float2 placed = float2(out.position.x + 1.0f, 1.0f - out.position.y) * 0.5f * uniforms.frameSize + uniforms.frameOrigin;
    float2 expectedPlace = particle.centre + particle.offset + reach;
    float2 expectedTexel = particle.centre + reach / particle.scale;
    bool local = dustCornerOrderProbeNear(out.local, reach, 1.0e-4f);
    bool place = dustCornerOrderProbeNear(placed, expectedPlace, 1.0e-3f);
    bool texel = dustCornerOrderProbeNear(out.textureCoordinate * uniforms.viewSize, expectedTexel, 1.0e-3f);
    return local && place && texel ? half4(0.0h, 1.0h, 0.0h, 1.0h) : half4(1.0h, 0.0h, 0.0h, 1.0h);
}
