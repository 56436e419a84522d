import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore

/// One of TearKit's effects as the tooling sees it: its name, a line of help, its options with their
/// ranges and defaults, how to make its frames, the moments its golden images show and the shader
/// its benchmark measures. The tool (`tearkit render --effect`, its help and option checks, the
/// demo's reel), the benchmarks and the generic tests all go over ``all``; nothing else lists the
/// effects.
package struct RenderableEffect: Sendable, CustomStringConvertible {
    /// `--effect`'s value and the animation's file name (`ripple` → `ripple.apng`).
    package var name: String
    /// One line for `--help`.
    package var summary: String
    /// Its stitchable shader's description (function name, kind, arguments): the shader contract,
    /// identity and hostile-input tests check every one. `nil` for a vertex/fragment pipeline, which
    /// the generated host finds in the `.metal` file itself.
    package var shader: (any ShaderEffectDescription.Type)?
    /// Other shaders it draws with in some configurations (the tear: `curvedTearDistortion`, for a cut
    /// that follows the finger), checked against their `.metal` signatures as ``shader`` is.
    package var otherShaders: [any ShaderEffectDescription.Type]
    /// Its options (flags of `tearkit render`), each belonging to this effect only unless another
    /// effect lists the same flag.
    package var options: [EffectOption]
    /// How its frames are made.
    package var animation: Animation
    /// The moments its golden images show, on the test card (each `Golden/<name>.png`).
    package var goldenMoments: [GoldenMoment]
    /// Its shader at a telling moment on a benchmark frame, measured beside the identity shader.
    package var benchmark: BenchmarkMoment
    /// How it is named in the demo reel's title ("shift in and out"); `nil`: not in the reel.
    package var reelTitle: String?
    /// The folder `tearkit render` writes into without `--output`: `tearkit-<name>` unless the
    /// registration names another, so renders of different effects never replace each other.
    package var defaultOutputFolder: String
    /// The view it draws when `tearkit render` is given no `--input`, from its options, a scale
    /// (pixels per point) and the most pixels it may have (the budget `--input` images get, refused
    /// before it is allocated): a text effect's text on a view of its own. `nil`: it needs an image.
    package var viewWithoutInput:
        (@Sendable (EffectOptionValues, _ scale: Double, _ maximumPixelCount: Int) throws -> RGBAImage)?
    /// Whether its Apple-side folder holds a `.metal` shader (its folder's one); `false` for an effect
    /// SwiftUI draws without one (text glyphs: its text renderer draws each glyph).
    package var hasMetalShader: Bool
    /// Flags its README preview (`tearkit previews`) adds to its defaults, so it reads at the README's
    /// 150 px (text glyphs: a larger font). Empty for most: a preview shows the defaults.
    package var previewArguments: [String]
    /// What the tool warns about before it renders with the given options, a line each ("warning: …"):
    /// something drawn otherwise than a device would draw it (a text's characters no font has). None
    /// by default.
    package var warnings: @Sendable (EffectOptionValues) -> [String]

    package init(
        name: String, summary: String, shader: (any ShaderEffectDescription.Type)?, options: [EffectOption],
        animation: Animation,
        goldenMoments: [GoldenMoment], benchmark: BenchmarkMoment, reelTitle: String? = nil,
        defaultOutputFolder: String? = nil,
        viewWithoutInput: (@Sendable (EffectOptionValues, Double, Int) throws -> RGBAImage)? = nil,
        hasMetalShader: Bool = true, previewArguments: [String] = [],
        warnings: @escaping @Sendable (EffectOptionValues) -> [String] = { _ in [] },
        otherShaders: [any ShaderEffectDescription.Type] = []
    ) {
        self.otherShaders = otherShaders
        self.previewArguments = previewArguments
        self.viewWithoutInput = viewWithoutInput
        self.hasMetalShader = hasMetalShader
        self.warnings = warnings
        self.name = name
        self.summary = summary
        self.shader = shader
        self.options = options
        self.animation = animation
        self.goldenMoments = goldenMoments
        self.benchmark = benchmark
        self.reelTitle = reelTitle
        self.defaultOutputFolder = defaultOutputFolder ?? "tearkit-\(name)"
    }

    package var description: String { name }

    /// How help and documents write its name: `tear-in-two` is "tear in two".
    package var displayName: String { name.replacingOccurrences(of: "-", with: " ") }

    /// How an effect's frames are made.
    package enum Animation: Sendable {
        /// Driven by a finger: frames come from a gesture script (the tear's own export).
        case gesture
        /// A shattered view's pieces, drawn by the shatter's vertex/fragment pipeline until the last
        /// has left the frame: the frame (points) around a view of the given size, the model for that
        /// view drawn into that frame, from the options, and what the options chose, for the contact
        /// sheet's title (`shards`).
        case shatter(
            frameRect: @Sendable (CGSize) -> CGRect, model: @Sendable (EffectOptionValues, CGSize, CGRect) -> Shatter,
            caption: @Sendable (EffectOptionValues) -> String)
        /// Driven by time: every frame from the options and a request, and the rectangle the frames
        /// show when larger than the view (`nil`: the view's bounds).
        case timeDriven(
            frames: @Sendable (EffectOptionValues, EffectFrameRequest) -> [EffectFrame],
            frameRect: @Sendable (EffectOptionValues, CGSize) -> CGRect?)
    }

    /// The `--effect` flags it owns that the tool parses from this registration.
    package var parsedOptions: [EffectOption] { options.filter(\.isParsedFromRegistration) }

    /// Whether its frames are driven by time (ripple, shift, tear in two).
    package var isTimeDriven: Bool {
        if case .timeDriven = animation { return true }
        return false
    }

    /// The effect named `name`, if registered.
    package static func named(_ name: String) -> RenderableEffect? { all.first { $0.name == name } }

    /// Every registered stitchable shader's description.
    package static var shaders: [any ShaderEffectDescription.Type] {
        all.flatMap { effect in (effect.shader.map { [$0] } ?? []) + effect.otherShaders }
    }

    /// The description of the registered shader named `functionName`, or `nil`.
    package static func shader(named functionName: String) -> (any ShaderEffectDescription.Type)? {
        shaders.first { $0.functionName == functionName }
    }

    /// The effects that list the flag `option`, in registration order.
    package static func owners(of option: String) -> [RenderableEffect] {
        all.filter { $0.options.contains { $0.name == option } }
    }
}

/// A moment of an effect for a golden image: its file name and how to draw it on a card (a
/// `viewSize` view at scale 1).
package struct GoldenMoment: Sendable, CustomStringConvertible {
    /// `Golden/<name>.png`.
    package var name: String
    /// Draws the moment.
    package var render: @Sendable (_ card: RGBAImage, _ viewSize: CGSize) throws -> RGBAImage

    package init(
        _ name: String, render: @escaping @Sendable (_ card: RGBAImage, _ viewSize: CGSize) throws -> RGBAImage
    ) {
        self.name = name
        self.render = render
    }

    /// A moment of a layer shader, its arguments made for the card's size.
    package init<Effect: ShaderEffectDescription>(_ name: String, shader: @escaping @Sendable (CGSize) -> Effect) {
        self.name = name
        render = { card, viewSize in try LayerEffectRenderer(for: Effect.self).render(card, effect: shader(viewSize)) }
    }

    package var description: String { name }
}

/// An effect's shader on a benchmark frame: the function measured and how to render one frame
/// (optionally recording where it sampled).
package struct BenchmarkMoment: Sendable {
    /// The shader function's name (`ripple`, `shatterVertex`).
    package var functionName: String
    /// Renders `image` (a `viewSize` view at scale 1) once; with `trace`, also returns where it sampled.
    package var render:
        @Sendable (_ image: RGBAImage, _ viewSize: CGSize, _ trace: Bool) throws -> (RGBAImage?, LayerEffectTrace?)

    package init(
        functionName: String,
        render:
            @escaping @Sendable (_ image: RGBAImage, _ viewSize: CGSize, _ trace: Bool) throws -> (
                RGBAImage?, LayerEffectTrace?
            )
    ) {
        self.functionName = functionName
        self.render = render
    }

    /// A layer shader with the arguments `shader` makes for the frame's size.
    package static func layer<Effect: ShaderEffectDescription>(_ shader: @escaping @Sendable (CGSize) -> Effect)
        -> BenchmarkMoment
    {
        BenchmarkMoment(functionName: Effect.functionName) { image, viewSize, trace in
            let renderer = LayerEffectRenderer(for: Effect.self)
            let effect = shader(viewSize)
            return trace
                ? (nil, try renderer.trace(image, effect: effect)) : (try renderer.render(image, effect: effect), nil)
        }
    }
}
