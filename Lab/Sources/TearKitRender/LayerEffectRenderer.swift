import MSLHost
@_spi(Internal) import TearKitCore

/// Runs one of TearKit's shipping Metal shaders on the CPU, the way SwiftUI's `layerEffect`,
/// `distortionEffect` or `colorEffect` runs it on the GPU: once per pixel, with positions in points.
/// Which of the three is decided by the function's signature; a distortion effect's pixels whose
/// source position is outside the layer are transparent.
///
/// The shader code is the `.metal` file that ships in the TearKit target, compiled against
/// stand-in Metal headers (see MSLHost), so renders here show exactly what the GPU will draw
/// (up to half-precision rounding).
///
/// ```swift
/// let renderer = LayerEffectRenderer()          // tearDistortion
/// let frame = try renderer.render(card, scale: 2, uniforms: uniforms)
/// let ripple = try LayerEffectRenderer(for: RippleUniforms.self).render(card, scale: 2, effect: rippleUniforms)
/// ```
package struct LayerEffectRenderer: Sendable {
    /// The Metal function this renderer runs, e.g. `"tearDistortion"`.
    package let functionName: String

    /// A renderer for the shader named `functionName` (default: `tearDistortion`).
    /// Unknown names are reported when rendering, as ``LayerEffectError/unknownFunction(_:)``.
    package init(functionName: String = TearUniforms.functionName) {
        self.functionName = functionName
    }

    /// A renderer for the shader an effect description names.
    package init<Effect: ShaderEffectDescription>(for effect: Effect.Type) {
        self.functionName = Effect.functionName
    }

    /// The kind the host's function is written for (from its signature), or `nil` if the host does not know it.
    package var kind: ShaderEffectKind? {
        switch Int(mslhost_shader_kind(functionName)) {
        case Int(MSLHOST_KIND_LAYER): .layer
        case Int(MSLHOST_KIND_DISTORTION): .distortion
        case Int(MSLHOST_KIND_COLOR): .color
        default: nil
        }
    }

    /// The number of floats the function's arguments flatten to (at least, for a shader taking
    /// arrays: each counts as its length alone), or `nil` if the host does not know it.
    package var argumentCount: Int? {
        let count = mslhost_layer_effect_argument_count(functionName)
        return count < 0 ? nil : Int(count)
    }

    /// Renders `image` through the shader with `uniforms`.
    ///
    /// - Parameters:
    ///   - image: the view's layer, premultiplied RGBA8.
    ///   - scale: pixels per point (default 1, must be finite and > 0); the view is
    ///     `image.width / scale × image.height / scale` points, which should match `uniforms.viewSize`.
    ///   - uniforms: the tear to draw.
    package func render(_ image: RGBAImage, scale: Double = 1, uniforms: TearUniforms) throws(LayerEffectError)
        -> RGBAImage
    {
        try render(image, scale: scale, effect: uniforms)
    }

    /// Renders `image` through the effect `effect` describes. Its function must be this renderer's
    /// (``LayerEffectError/effectMismatch(renderer:effect:)`` otherwise) and of the same kind
    /// (``LayerEffectError/kindMismatch(function:expected:host:)``).
    package func render<Effect: ShaderEffectDescription>(_ image: RGBAImage, scale: Double = 1, effect: Effect)
        throws(LayerEffectError) -> RGBAImage
    {
        try trace(image, scale: scale, effect: effect, recording: false).image
    }

    /// Renders like ``render(_:scale:effect:)`` and also records where each pixel sampled from.
    package func trace<Effect: ShaderEffectDescription>(_ image: RGBAImage, scale: Double = 1, effect: Effect)
        throws(LayerEffectError) -> LayerEffectTrace
    {
        try trace(image, scale: scale, effect: effect, recording: true)
    }

    private func trace<Effect: ShaderEffectDescription>(
        _ image: RGBAImage, scale: Double, effect: Effect, recording: Bool
    ) throws(LayerEffectError) -> LayerEffectTrace {
        guard let kind else { throw .unknownFunction(functionName) }
        guard Effect.functionName == functionName else {
            throw .effectMismatch(renderer: functionName, effect: Effect.functionName)
        }
        guard kind == Effect.kind else {
            throw .kindMismatch(function: functionName, expected: Effect.kind, host: kind)
        }
        return try run(image, scale: scale, arguments: effect.flattenedArguments, recording: recording)
    }

    /// Renders `image` with raw, already flattened arguments (in signature order). Unlike
    /// ``TearUniforms``, nothing is sanitised: use this to feed the shader NaN or out-of-range values.
    package func render(_ image: RGBAImage, scale: Double = 1, arguments: [Float]) throws(LayerEffectError) -> RGBAImage
    {
        try run(image, scale: scale, arguments: arguments, recording: false).image
    }

    /// Renders like ``render(_:scale:uniforms:)`` and also records where each pixel sampled from.
    package func trace(_ image: RGBAImage, scale: Double = 1, uniforms: TearUniforms) throws(LayerEffectError)
        -> LayerEffectTrace
    {
        try trace(image, scale: scale, effect: uniforms)
    }

    /// Renders like ``render(_:scale:arguments:)`` and also records where each pixel sampled from.
    package func trace(_ image: RGBAImage, scale: Double = 1, arguments: [Float]) throws(LayerEffectError)
        -> LayerEffectTrace
    {
        try run(image, scale: scale, arguments: arguments, recording: true)
    }

    private func run(_ image: RGBAImage, scale: Double, arguments: [Float], recording: Bool) throws(LayerEffectError)
        -> LayerEffectTrace
    {
        guard let expected = argumentCount else { throw .unknownFunction(functionName) }
        // The host checks the exact layout (an array's floats follow its length); it can only be more.
        guard arguments.count >= expected else {
            throw .argumentCountMismatch(function: functionName, expected: expected, received: arguments.count)
        }
        guard scale.isFinite, scale > 0, Float(scale) > 0, Float(scale).isFinite else { throw .invalidScale(scale) }
        let pixelCount = image.width * image.height
        var output = [UInt8](repeating: 0, count: pixelCount * 4)
        var positions = [Float](repeating: .nan, count: recording ? pixelCount * 2 : 0)
        var counts = [UInt8](repeating: 0, count: recording ? pixelCount : 0)
        let status = image.pixels.withUnsafeBufferPointer { source in
            arguments.withUnsafeBufferPointer { args in
                output.withUnsafeMutableBufferPointer { destination in
                    positions.withUnsafeMutableBufferPointer { positionBuffer in
                        counts.withUnsafeMutableBufferPointer { countBuffer in
                            mslhost_run_layer_effect(
                                functionName, source.baseAddress, Int32(image.width), Int32(image.height),
                                Float(scale), args.baseAddress, Int32(args.count), destination.baseAddress,
                                recording ? positionBuffer.baseAddress : nil, recording ? countBuffer.baseAddress : nil)
                        }
                    }
                }
            }
        }
        switch Int(status) {
        case Int(MSLHOST_OK): break
        case Int(MSLHOST_ERROR_UNKNOWN_FUNCTION): throw .unknownFunction(functionName)
        case Int(MSLHOST_ERROR_ARGUMENT_COUNT):
            throw .argumentCountMismatch(function: functionName, expected: expected, received: arguments.count)
        case Int(MSLHOST_CANCELLED): throw .cancelled
        default: throw .invalidScale(scale)
        }
        // The size always matches: the output buffer was allocated for exactly this image.
        let rendered = RGBAImage(width: image.width, height: image.height, pixels: output)!
        return LayerEffectTrace(image: rendered, scale: scale, samplePositions: positions, sampleCounts: counts)
    }
}
