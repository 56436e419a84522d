import Foundation
import MSLHost
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension RenderableEffect {
    /// The view disintegrates into fine dust that drifts away (time-driven: the shipping
    /// `dustVertex` / `dustFragment` pair, one instance per particle, no instance buffer).
    package static let dust = RenderableEffect(
        name: "dust",
        summary:
            "the image disintegrates into fine dust that drifts away (--particle-size, --angle, --wind, --turbulence, --duration, --seed)",
        shader: nil,
        options: [
            EffectOption(
                "--particle-size", valueName: "pixels",
                help: "Dust: a particle's side in device pixels, rounded to a whole pixel, 1...4. Default 2.",
                .number(
                    range: DustConfiguration.Limits.particleSize.range,
                    defaultValue: DustConfiguration.Limits.particleSize.defaultValue,
                    unit: "pixels")),
            EffectOption(
                "--angle", valueName: "degrees",
                help:
                    "Dust: the direction the front sweeps in, 0...360 degrees (0: from the left edge to the right, 90: from the top down). Default 0.",
                .number(
                    range: 0...360, defaultValue: DustConfiguration.Limits.direction.defaultValue * 180 / .pi,
                    unit: "degrees")),
            EffectOption(
                "--wind", valueName: "strength",
                help:
                    "Dust: how far the wind carries the particles along the sweep and up, 0...3 (1: 20 to 60 pt along, 12 to 40 pt up). Default 1.",
                .number(
                    range: DustConfiguration.Limits.wind.range, defaultValue: DustConfiguration.Limits.wind.defaultValue
                )),
            EffectOption(
                "--turbulence", valueName: "strength",
                help: "Dust: how strongly smooth turbulence swirls the particles, 0...3. Default 1.",
                .number(
                    range: DustConfiguration.Limits.turbulence.range,
                    defaultValue: DustConfiguration.Limits.turbulence.defaultValue)),
            EffectOption(
                "--duration", valueName: "seconds",
                help:
                    "Dust: seconds the removal takes, the front's sweep and the last particle's flight, 0.3...5. Default 1.4.",
                .number(
                    range: DustConfiguration.Limits.duration.range,
                    defaultValue: DustConfiguration.Limits.duration.defaultValue,
                    unit: "seconds")),
            EffectOption(
                "--seed", valueName: "n",
                help:
                    "Dust: the random seed, 0...\(UInt64.max) (the same seed, the same dust). Default \(DustConfiguration().seed).",
                .seed(defaultValue: DustConfiguration().seed)),
        ],
        animation: .timeDriven(
            frames: { options, request in
                // The removal from the whole view to the last particle gone, drawn into the frame with room
                // around the view; in a loop it rests on the empty frame before the loop starts again.
                let configuration = dustConfiguration(options)
                let end = Dust.endTimeBound(configuration: configuration)
                let frame = request.frame ?? CGRect(origin: .zero, size: request.viewSize)
                var frames = EffectFrame.times(end, fps: request.fps).map { time in
                    EffectFrame(
                        time: time, caption: String(format: "%.2f s", time),
                        phase: time == 0 ? "whole" : "disintegrating"
                    ) { source, scale in
                        try dustFrame(
                            snapshot: source, scale: scale, configuration: configuration, frame: frame, time: time)
                    }
                }
                if let hold = request.loopHold, hold > 0 {
                    frames += EffectFrame.times(hold, fps: request.fps).dropFirst().map { extra in
                        EffectFrame(
                            time: end + extra, caption: String(format: "%.2f s · gone", end + extra), phase: "gone"
                        ) { source, scale in
                            try dustFrame(
                                snapshot: source, scale: scale, configuration: configuration, frame: frame,
                                time: end + extra)
                        }
                    }
                }
                return frames
            },
            frameRect: { options, viewSize in dustFrameRect(around: viewSize, configuration: dustConfiguration(options))
            }),
        // Seed 4 on the card, over black, in the tool's frame with room around it: the ragged front
        // entering, the front part way across with the card thinning to dust behind it, and the last
        // particles fading.
        goldenMoments: [0.2, 0.45, 0.9].map { time in
            GoldenMoment(String(format: "dust-%03d", Int((time * 100).rounded()))) { card, viewSize in
                try dustFrame(
                    snapshot: card, scale: 1, configuration: DustConfiguration(seed: 4),
                    frame: dustFrameRect(around: viewSize, configuration: DustConfiguration(seed: 4)),
                    time: time, background: .black)
            }
        },
        // Half way through the default removal, in a frame with room around the view: about half the
        // particles in flight.
        benchmark: BenchmarkMoment(functionName: DustShaderLayout.vertexFunctionName) { image, viewSize, _ in
            (
                try dustFrame(
                    snapshot: image, scale: 1, configuration: DustConfiguration(seed: 1),
                    frame: dustFrameRect(around: viewSize, configuration: DustConfiguration(seed: 1)), time: 0.7), nil
            )
        },
        reelTitle: "dust")

    /// The dust its options describe.
    package static func dustConfiguration(_ options: EffectOptionValues) -> DustConfiguration {
        DustConfiguration(
            particleSize: options.registeredNumber("--particle-size"), duration: options.registeredNumber("--duration"),
            direction: options.registeredNumber("--angle") * .pi / 180, wind: options.registeredNumber("--wind"),
            turbulence: options.registeredNumber("--turbulence"), seed: options.seed("--seed"))
    }

    /// The frame the dust of `configuration` on a `viewSize` view is drawn into, points of the view: the
    /// view grown by ``Dust/reach(configuration:)`` and rounded out to whole points, as the Metal view
    /// of a view with room around it is, so every particle fades inside the frame.
    package static func dustFrameRect(around viewSize: CGSize, configuration: DustConfiguration) -> CGRect {
        let reach = Dust.reach(configuration: configuration)
        return CGRect(
            x: -reach.left, y: -reach.top, width: Double(viewSize.width) + reach.left + reach.right,
            height: Double(viewSize.height) + reach.top + reach.bottom
        ).integral
    }

    /// One frame of the dust of `snapshot` (a view at `scale` pixels per point) at `time` seconds, drawn
    /// into `frame` (points of the view) over `background` by the shipping `dustVertex` / `dustFragment`
    /// through MSLHost's instanced-quad rasteriser: the same draw call, uniforms and instance count as on
    /// the GPU, and no instance buffer. `insertion` runs the removal backwards. `vertexFunctionName`
    /// picks another pipeline with the dust's buffers: the tests' `dustUnboundedVertex` draws every
    /// particle from its exact departure.
    package static func dustFrame(
        snapshot: RGBAImage, scale: Double, configuration: DustConfiguration, frame: CGRect, time: Double,
        insertion: Bool = false, background: RGBAColor = .clear,
        vertexFunctionName: String = DustShaderLayout.vertexFunctionName
    ) throws(LayerEffectError) -> RGBAImage {
        guard scale.isFinite, scale > 0, let (width, height) = RGBAImage.pixelSize(of: frame, scale: scale) else {
            throw .invalidScale(scale)
        }
        let c = background.premultiplied255.rounded(.toNearestOrAwayFromZero)
        var target = RGBAImage(width: width, height: height, fill: (UInt8(c.x), UInt8(c.y), UInt8(c.z), UInt8(c.w)))
        let uniforms = DustUniforms(
            configuration: configuration, pixelWidth: snapshot.width, pixelHeight: snapshot.height, scale: scale,
            frame: frame, time: time, isInsertion: insertion)
        let values = uniforms.floats, count = uniforms.particleCount
        let name = vertexFunctionName
        // No instance records: the host wants a pointer all the same.
        var none: Float = 0
        let status = values.withUnsafeBufferPointer { u in
            snapshot.pixels.withUnsafeBufferPointer { texture in
                target.pixels.withUnsafeMutableBufferPointer { output in
                    mslhost_draw_instanced_quads(
                        name, &none, Int32(count), 0, u.baseAddress, Int32(u.count),
                        texture.baseAddress, Int32(snapshot.width), Int32(snapshot.height),
                        output.baseAddress, Int32(width), Int32(height))
                }
            }
        }
        switch Int(status) {
        case Int(MSLHOST_OK): return target
        case Int(MSLHOST_ERROR_UNKNOWN_FUNCTION): throw .unknownFunction(name)
        case Int(MSLHOST_ERROR_ARGUMENT_COUNT):
            throw .argumentCountMismatch(function: name, expected: dustHostLayout.uniformCount, received: values.count)
        case Int(MSLHOST_CANCELLED): throw .cancelled
        default: throw .invalidScale(scale)
        }
    }

    /// The buffer layout the CPU host compiled from `Dust.metal`: floats per instance (0) and per uniforms.
    package static var dustHostLayout: (floatsPerInstance: Int, uniformCount: Int, fragmentFunctionName: String) {
        var floats: Int32 = -1, uniforms: Int32 = -1
        var fragment: UnsafePointer<CChar>?
        _ = mslhost_quad_pipeline_layout(DustShaderLayout.vertexFunctionName, &floats, &uniforms, &fragment)
        return (Int(floats), Int(uniforms), fragment.map { String(cString: $0) } ?? "")
    }
}
