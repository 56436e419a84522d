#include <metal_stdlib>
using namespace metal;

// Shatter: a view's snapshot broken into pieces (squares or glass shards) that fall away, drawn as
// instanced quads. Every piece's motion is a closed-form function of time evaluated here, in the
// vertex function, from constants uploaded once; per frame the CPU only writes `uniforms.time`.
//
// Draw call: `drawPrimitives(type: .triangleStrip, vertexStart: 0, vertexCount: 4, instanceCount: n)`
// with the quads (`Shatter.quadInstances()`) at vertex buffer 0, the uniforms at vertex buffer 1 and
// the snapshot at fragment texture 0; blending one / oneMinusSourceAlpha (premultiplied colours).
// A square piece is one quad; a convex shard with n corners is ⌈(n − 2) / 2⌉ quads fanned from its
// first corner (a triangle repeats its last corner). Neighbouring quads share corners bit for bit,
// and at t = 0 every corner lands exactly where it was, so the pieces tile the view with no seam.
//
// Motion of a piece (points of the view, y down; seconds; radians), exactly as `ShatterMotion`:
//   τ = max(t − delay, 0)                                        (the piece waits for the break to reach it)
//   t* = (terminalSpeed − initialVerticalSpeed) / acceleration   (when the fall speed is capped)
//   fall = v₀·min(τ, t*) + ½·a·min(τ, t*)² + terminalSpeed·max(τ − t*, 0)
//   c = max(fall − 30 pt, 0) / terminalSpeed                     (straight down for 30 pt, then it drifts and turns)
//   s = clamp((t − partingStart) / partingDuration, 0, 1)        (the shards part, all together)
//   k = contraction·s²(3 − 2s)                                   (each shrinks toward its pivot by k)
//   corner(t) = corner + (R(spin·c) − I)(corner − pivot) − k·R(spin·c)(corner − pivot) + (sidewaysSpeed·c, fall)
//             = pivot + (1 − k)·R(spin·c)(corner − pivot) + (sidewaysSpeed·c, fall)
//
// Light (broken glass only; `uniforms.glint` = 0 draws the snapshot untouched, as the squares do).
// Distances are measured in device pixels (`uniforms.pixelSize` points each), so lines are as thin
// and as smooth at 1× as at 3×:
// - cracks: from t = 0 a front runs out from `uniforms.impact` at `crackSpeed`; behind it every
//   piece's outline (its own edges only: the fan's inner diagonals are not edges, and neither is the
//   view's border) darkens within 1.3 px — both pieces of a crack together draw a dark line about
//   two pixels wide, anti-aliased, with no gap whatever its slope — and a bright line runs just
//   inside it, so a crack shows on white, on black and on a photo; both fade as the shard parts;
// - edge: a parted shard has a thin bright bevel 1–2.5 px inside its outline and a soft outline
//   (its outermost pixel fades out: anti-aliased while it falls), flashing brighter as it turns
//   (3 × angle + a per-piece phase) — the glass's cue, from the same single texture sample.
// At t = 0 all of this is exactly 0: the first frame is the snapshot to the pixel.
//
// Cost per vertex: one sine, two cosines, six dot products, about 50 multiply-adds, no branches or
// loops. Per fragment: one texture sample, five smoothsteps and a few multiply-adds.

// One quad of one piece (136 bytes: 34 floats; every member a float or float2, so Swift uploads a plain
// [Float] — see `ShatterShaderLayout.quadFields`).
struct ShatterQuad {
    // The quad's corners at t = 0, points in the view, in order around the quad.
    float2 corner0;
    float2 corner1;
    float2 corner2;
    float2 corner3;
    // The piece's centroid, which it turns about (points).
    float2 pivot;
    // Six of the piece's outer edges as lines: the distance of a point p (at t = 0, points) from
    // edge k is dot(edgeNormalk, p) − edgeOffsetk, positive inside. Unit normals; (0, 0) with
    // offset −10⁶ for an edge that never shines.
    float2 edgeNormal0;
    float2 edgeNormal1;
    float2 edgeNormal2;
    float2 edgeNormal3;
    float2 edgeNormal4;
    float2 edgeNormal5;
    float edgeOffset0;
    float edgeOffset1;
    float edgeOffset2;
    float edgeOffset3;
    float edgeOffset4;
    float edgeOffset5;
    // Horizontal speed at the terminal speed, pt/s (drift = sidewaysSpeed × max(fall − 30 pt, 0) / terminalSpeed).
    float sidewaysSpeed;
    // Vertical speed at t = 0, pt/s, downward, 0…terminalSpeed (the squares' physics: 0).
    float initialVerticalSpeed;
    // Downward acceleration, pt/s², > 0 (the squares' physics: 3…4.5 half-heights of the region per s²).
    float acceleration;
    // The highest fall speed, pt/s, > 0 (the squares' physics: 6 half-heights of the region per s).
    float terminalSpeed;
    // Angular speed at the terminal speed, rad/s (0 for the squares).
    float spin;
    // Seconds the piece stays in place before it moves, ≥ 0 (0 for the seed's squares).
    float delay;
};

// The per-frame uniforms (72 bytes: 18 floats, `ShatterShaderLayout.uniformFields`).
struct ShatterUniforms {
    // The view's size, points: texture coordinates are corner / viewSize. > 0.
    float2 viewSize;
    // The render target's top-left corner in the view's points (negative to show pieces beyond the
    // view's top-left, e.g. the window's origin relative to the view).
    float2 frameOrigin;
    // The render target's size, points, > 0.
    float2 frameSize;
    // Where the view was hit, points: the cracks run out from here.
    float2 impact;
    // Seconds since the view broke, ≥ 0 (negative counts as 0). The only value that changes per frame.
    float time;
    // When the pieces start fading out, seconds (10⁹: never).
    float fadeStart;
    // How long the fade takes, seconds, ≥ 0 (0: they vanish at fadeStart).
    float fadeDuration;
    // How fast the crack front runs out from the impact, pt/s, ≥ 0 (0: no cracks).
    float crackSpeed;
    // How strongly cracks and edges show, 0…1 (0: the squares' look, the snapshot untouched).
    float glint;
    // Points per device pixel of the render target (1 / scale), > 0: lines are measured in pixels.
    float pixelSize;
    // How much each shard shrinks toward its pivot as the shards part, a fraction of its size, 0…0.5
    // (0: they do not part).
    float contraction;
    // When they start to part, seconds, and how long it takes (> 0).
    float partingStart;
    float partingDuration;
    // Unused; keeps the struct at 18 floats.
    float padding;
};

// What the rasteriser interpolates between the vertices of a quad.
struct ShatterVertexOut {
    // Clip-space position (the frame spans −1…1, +y up).
    float4 position [[position]];
    // Distances from four of the piece's outer edges, device pixels (affine, so interpolation is exact).
    float4 edgeDistance;
    // Where the fragment reads the snapshot: normalised, (0, 0) at the view's top-left.
    float2 textureCoordinate;
    // Distances from the other two edges, device pixels.
    float2 edgeDistance2;
    // 1 until the fade starts, then down to 0.
    float opacity;
    // How far the crack front has passed this point, points (≤ 0: not yet).
    float crackFront;
    // How brightly the cracks shine on this piece (the same at its four corners).
    float crackLight;
    // How brightly its rim glints at this moment of its turn (the same at its four corners).
    float glint;
    // How far it has parted, 0…1: its outline turns from a crack into a glass edge.
    float parted;
};

// Moves one corner of one quad to where it is at `uniforms.time`.
vertex ShatterVertexOut shatterVertex(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant ShatterQuad *quads [[buffer(0)]], constant ShatterUniforms &uniforms [[buffer(1)]]) {
    ShatterQuad quad = quads[instanceID];
    // Triangle-strip order 0, 1, 3, 2 makes the two triangles (0, 1, 3) and (1, 3, 2) of the quad.
    float2 corner = vertexID == 0u ? quad.corner0 : (vertexID == 1u ? quad.corner1 : (vertexID == 2u ? quad.corner3 : quad.corner2));
    float t = max(uniforms.time, 0.0f);
    // Seconds since this piece started to move (the break reaches it after its delay).
    float moving = max(t - quad.delay, 0.0f);
    // When the fall speed reaches the terminal speed.
    float capTime = (quad.terminalSpeed - quad.initialVerticalSpeed) / quad.acceleration;
    // Time spent accelerating, and time spent at the terminal speed.
    float accelerating = min(moving, capTime);
    float cruising = max(moving - capTime, 0.0f);
    float fall = quad.initialVerticalSpeed * accelerating + 0.5f * quad.acceleration * accelerating * accelerating + quad.terminalSpeed * cruising;
    // Rotation about the pivot, in step with the fall, written as corner + (R − I)·arm so that at
    // t = 0 the corner is reproduced exactly (the pieces tile the view without a seam).
    // It falls straight for its first 30 pt (clear of its neighbours), then drifts and turns.
    float cleared = max(fall - 30.0f, 0.0f) / quad.terminalSpeed;
    float angle = quad.spin * cleared;
    float s = sin(angle);
    float c = cos(angle) - 1.0f;
    float2 arm = corner - quad.pivot;
    float2 turn = float2(c * arm.x - s * arm.y, s * arm.x + c * arm.y);
    // The shards part first, all together: each shrinks a little toward its own pivot, from rest to
    // rest (a smoothstep), so gaps open between neighbours while no shard reaches beyond where it was
    // and the picture does not grow.
    float parting = clamp((t - uniforms.partingStart) / max(uniforms.partingDuration, 0.000001f), 0.0f, 1.0f);
    float shrink = uniforms.contraction * (parting * parting * (3.0f - 2.0f * parting));
    float2 turned = arm + turn;
    float2 moved = corner + turn - shrink * turned + float2(quad.sidewaysSpeed * cleared, fall);
    // Points in the view → clip space of the render target.
    float2 unit = (moved - uniforms.frameOrigin) / uniforms.frameSize;
    ShatterVertexOut out;
    out.position = float4(unit.x * 2.0f - 1.0f, 1.0f - unit.y * 2.0f, 0.0f, 1.0f);
    out.textureCoordinate = corner / uniforms.viewSize;
    out.opacity = 1.0f - clamp((t - uniforms.fadeStart) / max(uniforms.fadeDuration, 0.000001f), 0.0f, 1.0f);
    // The corner's distances from the piece's outline in device pixels (in the piece's own frame, so
    // they turn with it).
    float perPixel = 1.0f / max(uniforms.pixelSize, 0.000001f);
    out.edgeDistance = perPixel * float4(dot(quad.edgeNormal0, corner) - quad.edgeOffset0, dot(quad.edgeNormal1, corner) - quad.edgeOffset1,
                                         dot(quad.edgeNormal2, corner) - quad.edgeOffset2, dot(quad.edgeNormal3, corner) - quad.edgeOffset3);
    out.edgeDistance2 = perPixel * float2(dot(quad.edgeNormal4, corner) - quad.edgeOffset4, dot(quad.edgeNormal5, corner) - quad.edgeOffset5);
    // The crack front, a circle growing from the impact (0 at t = 0), in points.
    out.crackFront = uniforms.crackSpeed * t - length(corner - uniforms.impact);
    // The crack shows while the piece is whole and fades as it parts (or, for a piece that falls
    // without parting, over its first 0.1 s of motion); then its outline is a glass edge.
    float parted = uniforms.glint * clamp(max(parting, moving * 10.0f), 0.0f, 1.0f);
    out.parted = parted;
    out.crackLight = uniforms.glint * (1.0f - parted);
    // The edge catches the light as the piece turns: a flash whenever 3 × angle passes the piece's
    // phase (a hash of its pivot), over a steady bevel; nothing before it parts.
    float phase = 6.2831853f * fract(sin(dot(quad.pivot, float2(12.9898f, 78.233f))) * 43758.547f);
    float facing = max(cos(3.0f * angle + phase), 0.0f);
    out.glint = parted * (0.45f + 0.55f * pow(facing, 12.0f));
    return out;
}

// Colours a fragment of a piece from the snapshot (premultiplied), faded by the piece's opacity,
// with the crack or the glass edge along the piece's outline.
fragment half4 shatterFragment(ShatterVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]]) {
    constexpr sampler linearClamp(address::clamp_to_edge, filter::linear);
    half4 color = snapshot.sample(linearClamp, in.textureCoordinate) * half(in.opacity);
    // Distance from the piece's own outline, device pixels: the nearest of its edges.
    float edge = min(min(min(in.edgeDistance.x, in.edgeDistance.y), min(in.edgeDistance.z, in.edgeDistance.w)),
                     min(in.edgeDistance2.x, in.edgeDistance2.y));
    // Behind the crack front (softened over 4 pt) the outline is a crack: dark on the edge, gone
    // 1.3 px inside (every pixel column or row crossing the crack has a centre within 0.5 px of it,
    // still 65 % dark), with a bright line from 0.6 to 2.8 px inside.
    float crack = in.crackLight * clamp(in.crackFront * 0.25f, 0.0f, 1.0f);
    float core = 1.0f - smoothstep(0.0f, 1.3f, edge);
    float beside = smoothstep(0.6f, 1.3f, edge) * (1.0f - smoothstep(1.6f, 2.8f, edge));
    // A parted shard's edge: a bright bevel 1–2.5 px inside, the outermost pixel fading out.
    float bevel = smoothstep(0.3f, 1.0f, edge) * (1.0f - smoothstep(1.5f, 3.0f, edge));
    float dark = 0.7f * crack * core;
    float light = clamp(0.6f * crack * beside + in.glint * bevel, 0.0f, 1.0f);
    float coverage = 1.0f - in.parted * (1.0f - smoothstep(-0.5f, 0.7f, edge));
    // Darker, then towards white within the pixel's own alpha, then the edge's coverage: still a
    // valid premultiplied colour.
    half keep = half(1.0f - dark), toWhite = half(light), covered = half(coverage);
    half r = color.x * keep, g = color.y * keep, b = color.z * keep;
    return half4((r + (color.w - r) * toWhite) * covered, (g + (color.w - g) * toWhite) * covered,
                 (b + (color.w - b) * toWhite) * covered, color.w * covered);
}
