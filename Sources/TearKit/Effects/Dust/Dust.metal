#include <metal_stdlib>
using namespace metal;

// Dust: a view's snapshot disintegrating into fine particles (1–4 device pixels square) that a ragged
// front frees one after the other. Ahead of the front the view is whole; behind it most particles fade
// within a fraction of their flight, so the picture thins at once, and a few drift on with the wind,
// swirl in smooth turbulence, shrink and fade: soft, anti-aliased motes at sub-pixel positions, each
// of its own size and opacity. Drawn as instanced quads with NO per-particle buffer: everything about
// particle i — its cell in the snapshot, when the front frees it, its path, size, opacity and life — is
// a closed-form function of its instance index, the time, the seed and the uniforms, evaluated here
// per vertex.
//
// Draw call: `drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: 4, instanceCount:
// Dust.particleCount(...))` with the uniforms (`DustUniforms`) at vertex buffer 0 and the snapshot at
// fragment texture 0; blending one / oneMinusSourceAlpha (premultiplied colours). Nothing on the CPU
// grows with the particle count: per frame it writes 88 bytes of uniforms.
//
// Particle i (pixels of the snapshot, y down; seconds):
//   cell       column i % columns, row i / columns; cellSize × cellSize, cut by the snapshot's edge
//   front      f = 0.84·along + 0.12·ragged + 0.04·jitter, in 0…1: `along` is the cell centre's place
//              along `direction` across the view (0 where the front starts), `ragged` two octaves of
//              value noise over the view (the front's ragged outline), `jitter` the particle's own
//   departure  sweepDuration · f (so the front's side empties first)
//   flight     k = clamp((t − departure) / flightDuration, 0, 1); k = 0: at rest, exactly its cell
//   life       l = 0.2 + 0.8·r² (r random 0…1): the share of the flight over which it fades
//   path       wind · k(0.5 + 0.5k) · (direction · (20…60 pt) + up · (12…40 pt))       (the drift)
//            + turbulence · (12 pt · k · curl N₁(p) + 10 pt · k² · curl N₂(p + drift)) (the swirl)
//              where curl N = (∂N/∂y, −∂N/∂x) of a smooth noise N, its length limited to 1: a
//              divergence-free field, so neighbouring particles swirl together instead of jittering
//              apart, and the swirl reaches at most 22 pt
//   size       cellSize · (1 − 0.45·s·r₃) · (1 − 0.5k), s = smoothstep(0, 0.2, k): it settles to its
//              own size over the first fifth of the flight, then shrinks; it never grows
//   opacity    (1 − smoothstep(0, l, k)) · (1 − 0.4·s·r₄): 0 once k ≥ l, so every pixel is
//              transparent once t ≥ sweepDuration + flightDuration = endTime
//   coverage   in flight the quad grows by half a pixel on each side and each fragment is weighted
//              by the share of its pixel the particle covers (a box filter): anti-aliased edges at
//              any sub-pixel position, and a particle's alpha sums to its area times its opacity
// Insertion (reversed = 1) runs the same at endTime − t: the dust flies together into the view.
//
// Cost per vertex: three integer hashes and no noise for a particle that the front's bounds place at
// rest or already faded (most of them early and late in the run); 12 hashes and two noise lookups for
// one near the front; 24 hashes and four noise lookups while it moves; two smoothsteps and some 90
// multiply-adds; no loops, no texture reads. Per fragment: two clamps, the coverage and one texture
// sample.

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
    // How long the front takes to cross the view, seconds (0.55 × endTime).
    float sweepDuration;
    // How long each particle flies, seconds (0.45 × endTime), > 0.
    float flightDuration;
    // How far the wind carries the particles, 0…3 (1: 20…60 pt along, 12…40 pt up).
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
    // The fragment's offset from the particle's centre, pixels of the frame (interpolated exactly: the
    // quad is an axis-aligned rectangle).
    float2 local;
    // Half the particle's drawn width and height, pixels (the same at all corners).
    float2 halfSize;
    // 1 until the particle starts fading, then down to 0, times its own opacity.
    float opacity;
};

// A 32-bit integer hash (lowbias32): every input bit changes about half of the output bits.
inline uint dustHash(uint x) {
    x ^= x >> 16u;
    x *= 0x7feb352du;
    x ^= x >> 15u;
    x *= 0x846ca68bu;
    x ^= x >> 16u;
    return x;
}

// A random number in 0…1 (24 bits) from a hash input.
inline float dustRandom(uint x) {
    return float(dustHash(x) >> 8u) * (1.0f / 16777216.0f);
}

// The noise lattice's value at the whole-numbered point (x, y), 0…1.
inline float dustLattice(float x, float y, uint seed) {
    return dustRandom(uint(int(x)) * 0x8da6b343u ^ uint(int(y)) * 0xd8163841u ^ seed);
}

// Smooth value noise, 0…1, one feature per unit of p.
inline float dustNoise(float2 p, uint seed) {
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
inline float2 dustNoiseGradient(float2 p, uint seed) {
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

// A curl of noise with its length limited to 1: the swirl's reach is bounded by its amplitude.
inline float2 dustLimitedCurl(float2 gradient) {
    float2 curl = float2(gradient.y, -gradient.x);
    // rsqrt of at least 1: no division by a zero length, whatever the compiler's fast math assumes.
    return curl * rsqrt(max(dot(curl, curl), 1.0f));
}

// The box filter's coverage, 0…1, of a pixel whose centre lies `distance` pixels from the centre of a
// span `halfSize` pixels to each side: how much of the pixel's width the span covers. A particle at a
// sub-pixel position shares its coverage with its neighbours, so its edges are anti-aliased and the
// sum of its alpha is its area however it is placed.
inline float dustCoverage(float distance, float halfSize) {
    return clamp(min(halfSize, distance + 0.5f) + min(halfSize, 0.5f - distance), 0.0f, 1.0f);
}

// The front's ragged outline at p (points of the view), 0…1: two octaves of value noise, one feature
// every 22 pt and one every 6 pt.
inline float dustRagged(float2 p, uint seed) {
    return 0.65f * dustNoise(p / 22.0f, seed) + 0.35f * dustNoise(p / 6.0f, seed ^ 0x9e3779b9u);
}

// Where the front is, 0…1 of its sweep, when it frees a particle at `along` (its place along the sweep,
// 0…1): moved on by the ragged outline there (0…1) and the particle's own jitter (0…1).
inline float dustFront(float along, float ragged, float jitter) {
    return 0.84f * along + 0.12f * ragged + 0.04f * jitter;
}

// The earliest and latest departure, seconds, of any particle at `along`: the noise and the jitter move
// the front by at most 0.16 of its sweep, so its place along the sweep bounds its departure on both
// sides (0.01 to spare for rounding). Neither bound needs the noise.
inline float2 dustDepartureBounds(float along, float sweepDuration) {
    return float2(sweepDuration * (0.84f * along - 0.01f), sweepDuration * (0.84f * along + 0.17f));
}

// Everything about a particle at `uniforms.time` that the four corners of its quad share.
struct DustParticle {
    // Its cell in the snapshot, pixels.
    float2 cellMin;
    float2 cellMax;
    float2 centre;
    // How far its path has carried it from its cell, pixels.
    float2 offset;
    // Half its drawn width and height, pixels (before the anti-aliasing margin).
    float2 drawnHalf;
    // Its drawn size over its cell's: 1 at rest, down to 0.275 in flight.
    float scale;
    // The anti-aliasing margin on each side, pixels: 0.5 in flight, 0 at rest.
    float margin;
    // 1 at rest, then down to 0.
    float opacity;
    // 0 when nothing of it is drawn (past the grid, or faded out), else 1.
    float drawn;
};

// Particle `instanceID` where it is at `uniforms.time`. `bounded` lets the bounds on its departure
// skip the noise for a particle that is surely at rest or surely gone (the vertex function always
// passes true, which the compiler can fold once it inlines the call); false computes every particle
// from its exact departure, which gives the same outputs.
inline DustParticle dustParticle(uint instanceID, constant DustUniforms &uniforms, bool bounded) {
    float2 size = uniforms.viewSize;
    // The particle's cell in the snapshot.
    uint columns = uint(max(uniforms.grid.x, 1.0f));
    uint column = instanceID % columns;
    uint row = instanceID / columns;
    float cellSize = max(uniforms.cellSize, 1.0f);
    float2 cellMin = float2(float(column), float(row)) * cellSize;
    float2 cellMax = min(cellMin + cellSize, size);
    float2 centre = (cellMin + cellMax) * 0.5f;
    float2 cellHalf = (cellMax - cellMin) * 0.5f;
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
    // Most particles fade soon after they leave, so the picture thins at once behind the front; a few
    // live out the whole flight as the dust that drifts away: a life of 0.2…1 of the flight (skewed
    // short), over which the particle fades to nothing.
    float life = dustRandom(particle + 5u);
    life = 0.2f + 0.8f * life * life;
    float flight = max(uniforms.flightDuration, 0.001f);
    // Until the earliest it can leave it is at rest (k = 0); once it would have faded even had it left
    // at the latest, it is gone (k = 1, opacity 0: nothing drawn). Neither needs the noise, and the
    // outputs are those its exact departure gives.
    float2 bounds = dustDepartureBounds(along, uniforms.sweepDuration);
    float k = 0.0f;
    if (!bounded || t > bounds.x) {
        k = 1.0f;
        if (!bounded || clamp((t - bounds.y) / flight, 0.0f, 1.0f) < life) {
            float front = dustFront(along, dustRagged(p, seed), dustRandom(particle));
            float departure = uniforms.sweepDuration * front;
            k = clamp((t - departure) / flight, 0.0f, 1.0f);
        }
    }
    float opacity = 1.0f - smoothstep(0.0f, life, k);

    float2 offset = float2(0.0f);
    float scale = 1.0f;
    float margin = 0.0f;
    if (k > 0.0f && opacity > 0.0f) {
        // Its path, points: the wind's drift (quick to leave, then faster), each particle at its own
        // speed, plus the turbulence's swirl, sampled where it started and where the wind has carried it.
        float ease = k * (0.5f + 0.5f * k);
        float alongWind = 20.0f + 40.0f * dustRandom(particle + 1u);
        float lift = 12.0f + 28.0f * dustRandom(particle + 2u);
        float2 drift = (d * alongWind + float2(0.0f, -lift)) * (uniforms.wind * ease);
        float2 c1 = dustLimitedCurl(dustNoiseGradient(p / 40.0f + float2(3.7f, 1.3f), seed ^ 0x68bc21ebu));
        float2 c2 = dustLimitedCurl(dustNoiseGradient((p + drift) / 18.0f, seed ^ 0x02e5be93u));
        float2 swirl = c1 * (12.0f * k) + c2 * (10.0f * k * k);
        offset = (drift + swirl * uniforms.turbulence) * pointScale;
        // Each particle settles, over the first fifth of its flight, to its own size (55…100 % of its
        // cell) and opacity (60…100 %), and shrinks by half as it flies; it never grows, so the dust
        // only ever thins. Its quad grows by half a pixel on each side for its anti-aliased edges.
        float settle = smoothstep(0.0f, 0.2f, k);
        scale = (1.0f - 0.45f * settle * dustRandom(particle + 3u)) * (1.0f - 0.5f * k);
        opacity *= 1.0f - 0.4f * settle * dustRandom(particle + 4u);
        margin = 0.5f;
    }
    DustParticle out;
    out.cellMin = cellMin;
    out.cellMax = cellMax;
    out.centre = centre;
    out.offset = offset;
    // At k = 0 the quad is exactly the cell: the particles tile the view.
    out.drawnHalf = cellHalf * scale;
    out.scale = scale;
    out.margin = margin;
    out.opacity = opacity;
    out.drawn = float(row) >= uniforms.grid.y || opacity <= 0.0f ? 0.0f : 1.0f;
    return out;
}

// Places corner `vertexID` of `particle`'s quad.
inline DustVertexOut dustCorner(DustParticle particle, uint vertexID, constant DustUniforms &uniforms) {
    DustVertexOut out;
    float2 size = uniforms.viewSize;
    // Triangle-strip order: top-left, top-right, bottom-left, bottom-right (triangles 0-1-2 and 1-2-3).
    float2 side = float2((vertexID & 1u) != 0u ? 1.0f : -1.0f, (vertexID & 2u) != 0u ? 1.0f : -1.0f);
    float2 reach = side * (particle.drawnHalf + particle.margin);
    float2 moved = particle.centre + particle.offset + reach;

    float2 unit = (moved - uniforms.frameOrigin) / uniforms.frameSize;
    out.position = float4(unit.x * 2.0f - 1.0f, 1.0f - unit.y * 2.0f, 0.0f, 1.0f);
    out.textureCoordinate = (particle.centre + reach / particle.scale) / size;
    out.cellLow = (particle.cellMin + 0.5f) / size;
    out.cellHigh = max(particle.cellMax - 0.5f, particle.cellMin + 0.5f) / size;
    out.local = reach;
    // At rest the rasteriser's own rule gives each pixel centre to exactly one cell, so a resting
    // particle covers its pixels whole; a moving one is anti-aliased by its coverage.
    out.halfSize = particle.margin > 0.0f ? particle.drawnHalf : float2(65536.0f);
    out.opacity = particle.opacity;
    // Past the grid, or faded out: a degenerate quad, nothing rasterised.
    if (particle.drawn == 0.0f) {
        out.position = float4(-2.0f, -2.0f, 0.0f, 1.0f);
    }
    return out;
}

// Places one corner of particle `instanceID`'s quad where it is at `uniforms.time`: the particle, then
// its corner (a CPU host that draws a quad at a time computes the particle once for its four corners).
vertex DustVertexOut dustVertex(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant DustUniforms &uniforms [[buffer(0)]]) {
    return dustCorner(dustParticle(instanceID, uniforms, true), vertexID, uniforms);
}

// The colour of a fragment of a particle: one sample of the snapshot inside its cell (premultiplied),
// times the share of the pixel the particle covers, faded.
inline half4 dustColour(DustVertexOut in, texture2d<half> snapshot) {
    constexpr sampler linearClamp(address::clamp_to_zero, filter::linear);
    float2 uv = clamp(in.textureCoordinate, in.cellLow, in.cellHigh);
    float coverage = dustCoverage(abs(in.local.x), in.halfSize.x) * dustCoverage(abs(in.local.y), in.halfSize.y);
    return snapshot.sample(linearClamp, uv) * half(in.opacity * coverage);
}

// Colours a fragment of a particle (`dustColour`).
fragment half4 dustFragment(DustVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]]) {
    return dustColour(in, snapshot);
}
