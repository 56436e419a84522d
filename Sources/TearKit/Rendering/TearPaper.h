// TearPaper.h: torn paper's look, shared by TearDistortion.metal (the tear) and TearInTwo.metal (a
// view torn in two): the fibres that eat into a torn edge, the lighter rim of exposed paper core,
// and how the rim is mixed into the paper's colour. Pure inline functions of the distance along the
// cut and the side of it, no state, no loops.
//
// Included textually, with `#include "../../Rendering/TearPaper.h"` after `using namespace metal;`
// from Effects/<Effect>/: the Metal compiler resolves a quoted include relative to the file that
// includes it. Deliberately no include guard and no `#pragma once`: the CPU host (MSLHost) includes
// every `.metal` file into its own C++ namespace in one translation unit, and a guarded header would
// only reach the first of those namespaces. Each `.metal` file includes it once. (Package.swift
// excludes it from the TearKit target, so it is not copied into the bundle.)

// The profile of the fibres along a torn edge at `alongTear` points along the cut, on `side` (+1 or
// -1: the two edges are phase-shifted so they tear differently), with the finest teeth weighted by
// `fineWeight` (0…1, see `tearPaperFineWeight`): x = n ∈ [0, 1], how deep the fibres bite here as a
// fraction of their depth; y = dn/dalong, its slope per point (for an anti-aliasing ramp measured
// along the edge's true normal).
//
// n = 0.4 × a broad sine (period ≈ 33 pt) + 0.4 × |sine| teeth every 4.7…8.3 pt (their spacing
// wandering with a slow wobble, period ≈ 88 pt, and their depth varying, period ≈ 22 pt) + 0.2 ×
// |sine| fine teeth every 2.2…2.6 pt. |sine| gives the sharp fibre points between rounder bites that
// torn paper shows.
inline float2 tearPaperFibre(float alongTear, float side, float fineWeight) {
    // A broad, irregular outline (period ≈ 33 pt) …
    float broadPhase = alongTear * 0.19f + side * 1.3f;
    // … teeth a few points apart whose spacing wanders with a slow wobble and whose depth varies,
    // so they never line up like a saw …
    float wobblePhase = alongTear * 0.071f + side * 2.2f;
    float wobble = sin(wobblePhase);
    float toothPhase = alongTear * 0.52f + side * 2.9f + 2.0f * wobble;
    float toothDepthPhase = alongTear * 0.29f + side * 0.4f;
    float toothDepth = 0.6f + 0.4f * sin(toothDepthPhase);
    // … and fine teeth (one every 2.2…2.6 pt), wandering with the same wobble.
    float finePhase = alongTear * 1.31f + side * 0.7f + 3.0f * wobble;
    float toothSine = sin(toothPhase);
    float fineSine = sin(finePhase);
    // The bite profile n ∈ [0, 1]: the weights sum to 1.
    float fibre = 0.4f * (0.5f + 0.5f * sin(broadPhase)) + 0.4f * toothDepth * abs(toothSine) + 0.2f * fineWeight * abs(fineSine);
    // Its slope along the cut, per point (d/dalong of the line above).
    float wobbleSlope = 0.071f * cos(wobblePhase);
    float fibreSlope = 0.4f * 0.5f * 0.19f * cos(broadPhase)
                     + 0.4f * (0.4f * 0.29f * cos(toothDepthPhase) * abs(toothSine)
                               + toothDepth * sign(toothSine) * cos(toothPhase) * (0.52f + 2.0f * wobbleSlope))
                     + 0.2f * fineWeight * sign(fineSine) * cos(finePhase) * (1.31f + 3.0f * wobbleSlope);
    return float2(fibre, fibreSlope);
}

// How much of the finest teeth (≈ 2.4 pt apart) to draw for a device pixel of `pixel` points: they
// fade out when they would be less than 4 device pixels apart, so the edge never shows pixel-scale
// noise (at 1× they are 20 % there, from 2× fully).
inline float tearPaperFineWeight(float pixel) {
    return clamp(1.2f / pixel - 1.0f, 0.0f, 1.0f);
}

// The width of the lighter rim of exposed paper core at `alongTear` on `side`, in points: 0.5…2 pt
// (0.6…2 pt on the positive side, 0.5…1.6 pt on the other), irregular (its own sines), wider on the
// positive side (the sheet whose surface tore back further). Never narrower than 0.48 pt, so
// nothing divides by zero.
inline float tearPaperRimWidth(float alongTear, float side) {
    return (0.6f + 1.4f * (0.5f + 0.3f * sin(alongTear * 0.37f + side * 1.1f) + 0.2f * sin(alongTear * 1.13f + side * 2.3f)))
         * (side > 0.0f ? 1.0f : 0.8f);
}

// How much of the rim shows at `depthInPaper` points in from the paper's edge (0 at the edge), for a
// rim `rimWidth` wide and a device pixel of `pixel` points: brightest at the very edge, a little
// dimmer towards its inner border, which is anti-aliased over one pixel. 0…1.
inline float tearPaperRimMask(float rimWidth, float depthInPaper, float pixel) {
    return clamp((rimWidth - depthInPaper) / pixel + 0.5f, 0.0f, 1.0f) * (1.0f - 0.35f * clamp(depthInPaper / rimWidth, 0.0f, 1.0f));
}

// `color` (premultiplied) with `rim` (0…1) of the paper's core mixed in: a grey of `lightness`
// (0…1) premultiplied by the colour's own alpha, so a transparent pixel stays transparent.
inline half4 tearPaperWithRim(half4 color, float rim, float lightness) {
    half core = half(lightness) * color.w;
    return mix(color, half4(core, core, core, color.w), half(rim));
}

// How much wider than its size in points the torn look is drawn for a device pixel of `pixel`
// points: 1 from 2× up, and below 2× enough that the fibres, the rim and the shadow keep their 2×
// size in device pixels (2 at 1×, 1.6 at 1.23×), so they still read as paper on a 1× screen or a
// photo shown at its own pixel size.
inline float tearPaperLookScale(float pixel) {
    return max(1.0f, 2.0f * pixel);
}

// The width of the shade along the paper's very edge (its thickness, darker), in points, for a
// device pixel of `pixel` points and the look's scale `look` (`tearPaperLookScale`): 0.75 pt, which
// is 1.5 device pixels at 2× and below and 2.25 at 3×.
inline float tearPaperEdgeShadeWidth(float pixel, float look) {
    return max(0.75f * look, 1.5f * pixel);
}

// How much the paper's edge is in shade at `depthInPaper` points in from its edge (0 at the edge),
// for a shade `shadeWidth` wide (`tearPaperEdgeShadeWidth`) and a device pixel of `pixel` points:
// full across the shade, anti-aliased on its inner border. 0…0.5: at most it halves the paper's
// brightness, so the torn edge shows on white paper, where no lighter core can.
inline float tearPaperEdgeShade(float depthInPaper, float shadeWidth, float pixel) {
    return 0.5f * clamp((shadeWidth - depthInPaper) / pixel + 0.5f, 0.0f, 1.0f);
}

// `color` (premultiplied) darkened by `shade` (0…1): its colour scaled by 1 − shade, its alpha kept.
inline half4 tearPaperShaded(half4 color, float shade) {
    half keep = half(1.0f - shade);
    return half4(color.x * keep, color.y * keep, color.z * keep, color.w);
}
