#include <metal_stdlib>
using namespace metal;

// Shatter: a view's snapshot broken into pieces that fall away (seed 001's broken glass), drawn as
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
//   t* = (terminalSpeed − initialVerticalSpeed) / acceleration   (when the fall speed is capped)
//   fall(t) = v₀·min(t, t*) + ½·a·min(t, t*)² + terminalSpeed·max(t − t*, 0)
//   corner(t) = corner + (R(spin·t) − I)(corner − pivot) + (sidewaysSpeed·t, fall(t))
// Cost per vertex: one sine, one cosine, about 25 multiply-adds, no branches or loops.

// One quad of one piece (64 bytes; every member a float or float2, so Swift uploads a plain
// [Float] — see `ShatterShaderLayout.quadFields`).
struct ShatterQuad {
    // The quad's corners at t = 0, points in the view, in order around the quad.
    float2 corner0;
    float2 corner1;
    float2 corner2;
    float2 corner3;
    // The piece's centroid, which it turns about (points).
    float2 pivot;
    // Constant horizontal speed, pt/s (seed 001: random, small).
    float sidewaysSpeed;
    // Vertical speed at t = 0, pt/s, downward, 0…terminalSpeed (seed 001: 0).
    float initialVerticalSpeed;
    // Downward acceleration, pt/s², > 0 (seed 001: 3…4.5 half-screen-heights per s²).
    float acceleration;
    // The highest fall speed, pt/s, > 0 (seed 001: 6 half-screen-heights per s).
    float terminalSpeed;
    // Angular speed, rad/s (0 for the seed's squares).
    float spin;
    // Unused; keeps the record at 16 floats.
    float padding;
};

// The per-frame uniforms (40 bytes, `ShatterShaderLayout.uniformFields`).
struct ShatterUniforms {
    // The view's size, points: texture coordinates are corner / viewSize. > 0.
    float2 viewSize;
    // The render target's top-left corner in the view's points (negative to show pieces beyond the
    // view's top-left, e.g. the window's origin relative to the view).
    float2 frameOrigin;
    // The render target's size, points, > 0.
    float2 frameSize;
    // Seconds since the view broke, ≥ 0 (negative counts as 0). The only value that changes per frame.
    float time;
    // When the pieces start fading out, seconds (10⁹: never).
    float fadeStart;
    // How long the fade takes, seconds, ≥ 0 (0: they vanish at fadeStart).
    float fadeDuration;
    // Unused; keeps the struct at 10 floats.
    float padding;
};

// What the rasteriser interpolates between the vertices of a quad.
struct ShatterVertexOut {
    // Clip-space position (the frame spans −1…1, +y up).
    float4 position [[position]];
    // Where the fragment reads the snapshot: normalised, (0, 0) at the view's top-left.
    float2 textureCoordinate;
    // 1 until the fade starts, then down to 0.
    float opacity;
};

// Moves one corner of one quad to where it is at `uniforms.time`.
vertex ShatterVertexOut shatterVertex(uint vertexID [[vertex_id]], uint instanceID [[instance_id]], constant ShatterQuad *quads [[buffer(0)]], constant ShatterUniforms &uniforms [[buffer(1)]]) {
    ShatterQuad quad = quads[instanceID];
    // Triangle-strip order 0, 1, 3, 2 makes the two triangles (0, 1, 3) and (1, 3, 2) of the quad.
    float2 corner = vertexID == 0u ? quad.corner0 : (vertexID == 1u ? quad.corner1 : (vertexID == 2u ? quad.corner3 : quad.corner2));
    float t = max(uniforms.time, 0.0f);
    // When the fall speed reaches the terminal speed.
    float capTime = (quad.terminalSpeed - quad.initialVerticalSpeed) / quad.acceleration;
    // Time spent accelerating, and time spent at the terminal speed.
    float accelerating = min(t, capTime);
    float cruising = max(t - capTime, 0.0f);
    float fall = quad.initialVerticalSpeed * accelerating + 0.5f * quad.acceleration * accelerating * accelerating + quad.terminalSpeed * cruising;
    // Rotation about the pivot, written as corner + (R − I)·arm so that at t = 0 the corner is
    // reproduced exactly (the pieces tile the view without a seam).
    float angle = quad.spin * t;
    float s = sin(angle);
    float c = cos(angle) - 1.0f;
    float2 arm = corner - quad.pivot;
    float2 turn = float2(c * arm.x - s * arm.y, s * arm.x + c * arm.y);
    float2 moved = corner + turn + float2(quad.sidewaysSpeed * t, fall);
    // Points in the view → clip space of the render target.
    float2 unit = (moved - uniforms.frameOrigin) / uniforms.frameSize;
    ShatterVertexOut out;
    out.position = float4(unit.x * 2.0f - 1.0f, 1.0f - unit.y * 2.0f, 0.0f, 1.0f);
    out.textureCoordinate = corner / uniforms.viewSize;
    out.opacity = 1.0f - clamp((t - uniforms.fadeStart) / max(uniforms.fadeDuration, 0.000001f), 0.0f, 1.0f);
    return out;
}

// Colours a fragment of a piece from the snapshot (premultiplied), faded by the piece's opacity.
fragment half4 shatterFragment(ShatterVertexOut in [[stage_in]], texture2d<half> snapshot [[texture(0)]]) {
    constexpr sampler linearClamp(address::clamp_to_edge, filter::linear);
    return snapshot.sample(linearClamp, in.textureCoordinate) * half(in.opacity);
}
