#include <metal_stdlib>
using namespace metal;

// Dust: a view's snapshot disintegrating into fine particles (1–4 device pixels square) that a ragged
// front frees one after the other; each lifts and drifts with the wind, swirls in smooth turbulence,
// shrinks and fades. Drawn as instanced quads with NO per-particle buffer: everything about particle
// i — its cell in the snapshot, when the front frees it, its path, size and opacity — is a closed-form
// function of its instance index, the time, the seed and the uniforms, evaluated here per vertex.
//
// Draw call: `drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: 4, instanceCount:
// Dust.particleCount(...))` with the uniforms (`DustUniforms`) at vertex buffer 0 and the snapshot at
// fragment texture 0; blending one / oneMinusSourceAlpha (premultiplied colours). Nothing on the CPU
// grows with the particle count: per frame it writes 88 bytes of uniforms.
//
// Particle i (pixels of the snapshot, y down; seconds):
//   cell       column i % columns, row i / columns; cellSize × cellSize, cut by the snapshot's edge
//   front      f = 0.7·along + 0.22·ragged + 0.08·jitter, in 0…1: `along` is the cell centre's place
//              along `direction` across the view (0 where the front starts), `ragged` two octaves of
//              value noise over the view (the front's ragged outline), `jitter` the particle's own
//   departure  sweepDuration · f (so the front's side empties first)
//   flight     k = clamp((t − departure) / flightDuration, 0, 1); k = 0: in place, exactly its cell
//   path       wind · k(0.2 + 0.8k) · (direction · (30…140 pt) + up · (20…100 pt))      (the drift)
//            + turbulence · (18 pt · k · curl N₁(p) + 14 pt · k² · curl N₂(p + drift)) (the swirl)
//              where curl N = (∂N/∂y, −∂N/∂x) of a smooth noise N: a divergence-free field, so
//              neighbouring particles swirl together instead of jittering apart
//   size       cellSize · (1 − 0.6k)
//   opacity    1 − smoothstep(0.3, 1, k): 0 at k = 1, so every pixel is transparent once
//              t ≥ sweepDuration + flightDuration = endTime
// Insertion (reversed = 1) runs the same at endTime − t: the dust flies together into the view.
//
// Cost per vertex: about 18 integer hashes, four noise lookups, one smoothstep and some 80
// multiply-adds; no loops, no texture reads. Per fragment: one clamp and one texture sample.

// The uniforms (88 bytes: 22 floats, `DustShaderLayout.uniformFields`).
struct DustUniforms {
    // The snapshot's size, pixels (texture coordinates are pixel / viewSize). > 0 to draw anything.
    float2 viewSize;
    // The render target's top-left corner in the snapshot's pixels (negative: room beyond the view's top-left).
    float2 frameOrigin;
    // The render target's size, pixels, > 0.
    float2 frameSize;
    // Particle cells across and down (`Dust.grid`): the instance count is their product.
    float2 grid;
    // Unit vector the front sweeps along ((1, 0): from the left edge to the right).
    float2 direction;
    // The seed's 32-bit hash as two 16-bit halves (low, high), each a whole number 0…65535.
    float2 seed;
    // A cell's side, whole pixels, ≥ 1.
    float cellSize;
    // Pixels per point: the flight is measured in points.
    float pointScale;
    // Seconds since the run started, ≥ 0.
    float time;
    // When the last particle has faded (removal) or the view is whole (insertion), seconds.
    float endTime;
    // How long the front takes to cross the view, seconds (0.4 × endTime).
    float sweepDuration;
    // How long each particle flies, seconds (0.6 × endTime), > 0.
    float flightDuration;
    // How far the wind carries the particles, 0…3 (1: 30…140 pt along, 20…100 pt up).
    float wind;
    // How strongly the turbulence swirls them, 0…3.
    float turbulence;
    // 1: an insertion (the removal run backwards); 0: a removal.
    float reversed;
    // Unused; keeps the struct at 22 floats.
    float padding;
};

// What the rasteriser interpolates between the vertices of a particle's quad.
struct DustVertexOut {
    // Clip-space position (the frame spans −1…1, +y up).
    float4 position [[position]];
    // Where the fragment reads the snapshot: normalised, (0, 0) at the view's top-left.
    float2 textureCoordinate;
    // The particle's cell, inset by half a texel, normalised: samples are clamped into it, so a
    // bilinear sample never reads a neighbouring cell or beyond the snapshot (the same at all corners).
    float2 cellLow;
    float2 cellHigh;
    // 1 until the particle starts fading, then down to 0.
    float opacity;
};

// A 32-bit integer hash (lowbias32): every input bit changes about half of the output bits.
uint dustHash(uint x) {
    x ^= x >> 16u;
    x *= 0x7feb352du;
    x ^= x >> 15u;
    x *= 0x846ca68bu;
    x ^= x >> 16u;
    return x;
}

// A random number in 0…1 (24 bits) from a hash input.
float dustRandom(uint x) {
    return float(dustHash(x) >> 8u) * (1.0f / 16777216.0f);
}

// The noise lattice's value at the whole-numbered point (x, y), 0…1.
float dustLattice(float x, float y, uint seed) {
    return dustRandom(uint(int(x)) * 0x8da6b343u ^ uint(int(y)) * 0xd8163841u ^ seed);
}

// Smooth value noise, 0…1, one feature per unit of p.
float dustNoise(float2 p, uint seed) {
    float2 cell = floor(p);
    float2 f = p - cell;
    float2 u = f * f * (3.0f - 2.0f * f);
    float a = dustLattice(cell.x, cell.y, seed);
    float b = dustLattice(cell.x + 1.0f, cell.y, seed);
    float c = dustLattice(cell.x, cell.y + 1.0f, seed);
    float d = dustLattice(cell.x + 1.0f, cell.y + 1.0f, seed);
    return a + (b - a) * u.x + (c - a) * u.y + (a - b - c + d) * u.x * u.y;
}

// The gradient of a value noise with quintic fade (continuous up to its second derivative), per unit
// of p: its curl (g.y, −g.x) is a smooth, swirling, divergence-free velocity field.
float2 dustNoiseGradient(float2 p, uint seed) {
    float2 cell = floor(p);
    float2 f = p - cell;
    float2 u = f * f * f * (f * (f * 6.0f - 15.0f) + 10.0f);
    float2 du = 30.0f * f * f * (f * (f - 2.0f) + 1.0f);
    float a = dustLattice(cell.x, cell.y, seed);
    float b = dustLattice(cell.x + 1.0f, cell.y, seed);
    float c = dustLattice(cell.x, cell.y + 1.0f, seed);
    float d = dustLattice(cell.x + 1.0f, cell.y + 1.0f, seed);
    float k = a - b - c + d;
    return float2(du.x * (b - a + k * u.y), du.y * (c - a + k * u.x));
}

// Places one corner of particle `instanceID`'s quad where it is at `uniforms.time`.
vertex DustVertexOut dustVertex(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant DustUniforms &uniforms [[buffer(0)]]) {
    DustVertexOut out;
    float2 size = uniforms.viewSize;
    // The particle's cell in the snapshot.
    uint columns = uint(max(uniforms.grid.x, 1.0f));
    uint column = instanceID % columns;
    uint row = instanceID / columns;
    float cellSize = max(uniforms.cellSize, 1.0f);
    float2 cellMin = float2(float(column), float(row)) * cellSize;
    float2 cellMax = min(cellMin + cellSize, size);
    float2 centre = (cellMin + cellMax) * 0.5f;
    // Triangle-strip order: top-left, top-right, bottom-left, bottom-right (triangles 0-1-2 and 1-2-3).
    float2 corner = float2((vertexID & 1u) != 0u ? cellMax.x : cellMin.x, (vertexID & 2u) != 0u ? cellMax.y : cellMin.y);
    uint seed = uint(uniforms.seed.x) | (uint(uniforms.seed.y) << 16u);
    uint particle = dustHash(instanceID ^ dustHash(seed));
    // An insertion is the removal run backwards.
    float t = max(uniforms.reversed > 0.5f ? uniforms.endTime - uniforms.time : uniforms.time, 0.0f);

    // When the front frees it: its place along the sweep, made ragged by noise over the view (in
    // points, so the outline has the same grain at every scale) and a little jitter of its own.
    float2 d = uniforms.direction;
    float start = min(0.0f, size.x * d.x) + min(0.0f, size.y * d.y);
    float extent = max(abs(size.x * d.x) + abs(size.y * d.y), 1.0f);
    float along = clamp((dot(centre, d) - start) / extent, 0.0f, 1.0f);
    float pointScale = max(uniforms.pointScale, 0.01f);
    float2 p = centre / pointScale;
    float ragged = 0.65f * dustNoise(p / 22.0f, seed) + 0.35f * dustNoise(p / 6.0f, seed ^ 0x9e3779b9u);
    float front = 0.7f * along + 0.22f * ragged + 0.08f * dustRandom(particle);
    float departure = uniforms.sweepDuration * front;
    float k = clamp((t - departure) / max(uniforms.flightDuration, 0.001f), 0.0f, 1.0f);

    // Its path, points: the wind's drift (slow to leave, then faster), each particle at its own
    // speed, plus the turbulence's swirl, sampled where it started and where the wind has carried it.
    float ease = k * (0.2f + 0.8f * k);
    float alongWind = 30.0f + 110.0f * dustRandom(particle + 1u);
    float lift = 20.0f + 80.0f * dustRandom(particle + 2u);
    float2 drift = (d * alongWind + float2(0.0f, -lift)) * (uniforms.wind * ease);
    float2 g1 = dustNoiseGradient(p / 40.0f + float2(3.7f, 1.3f), seed ^ 0x68bc21ebu);
    float2 g2 = dustNoiseGradient((p + drift) / 18.0f, seed ^ 0x02e5be93u);
    float2 swirl = float2(g1.y, -g1.x) * (18.0f * k) + float2(g2.y, -g2.x) * (14.0f * k * k);
    float2 offset = (drift + swirl * uniforms.turbulence) * pointScale;
    // Shrinks about its centre; at k = 0 the corner is exactly the cell's (the particles tile the view).
    float2 moved = corner + offset + (corner - centre) * (-0.6f * k);

    float2 unit = (moved - uniforms.frameOrigin) / uniforms.frameSize;
    out.position = float4(unit.x * 2.0f - 1.0f, 1.0f - unit.y * 2.0f, 0.0f, 1.0f);
    out.textureCoordinate = corner / size;
    out.cellLow = (cellMin + 0.5f) / size;
    out.cellHigh = max(cellMax - 0.5f, cellMin + 0.5f) / size;
    out.opacity = 1.0f - smoothstep(0.3f, 1.0f, k);
    // Past the grid, or faded out: a degenerate quad, nothing rasterised.
    if (float(row) >= uniforms.grid.y || out.opacity <= 0.0f) {
        out.position = float4(-2.0f, -2.0f, 0.0f, 1.0f);
    }
    return out;
}

// Colours a fragment of a particle: one sample of the snapshot inside its cell (premultiplied), faded.
fragment half4 dustFragment(DustVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]]) {
    constexpr sampler linearClamp(address::clamp_to_zero, filter::linear);
    float2 uv = clamp(in.textureCoordinate, in.cellLow, in.cellHigh);
    return snapshot.sample(linearClamp, uv) * half(in.opacity);
}
