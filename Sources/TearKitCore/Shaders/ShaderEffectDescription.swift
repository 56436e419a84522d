#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

/// Everything about one Metal shader effect that is not the `.metal` file itself: its function
/// name, its kind, its argument list (names, types and order) and, for a value of the type, the
/// argument values of one frame and how far the effect reaches.
///
/// The SwiftUI adapter, the CPU renderer, the `tearkit` tool and the argument-contract test all
/// work from a description, so adding an effect is: the `.metal` file, one type conforming to this
/// protocol, and its registration for the tooling (ARCHITECTURE.md, "Adding an effect").
///
/// ```swift
/// struct PulseUniforms: ShaderEffectDescription {
///     static let functionName = "pulse"
///     static let kind = ShaderEffectKind.layer
///     static let argumentLayout: [(name: String, type: ShaderArgumentType)] = [("strength", .float)]
///     var strength: Double
///     var argumentValues: [ShaderArgumentValue] { [.float(Float(strength))] }
///     var maxSampleOffset: CGSize { CGSize(width: strength, height: strength) }
///     static func identity(viewSize: CGSize) -> Self { Self(strength: 0) }
/// }
/// ```
@_spi(Internal) public protocol ShaderEffectDescription: Sendable, Equatable {
    /// The `[[ stitchable ]]` function's name in its `.metal` file.
    static var functionName: String { get }
    /// Which SwiftUI effect runs the function.
    static var kind: ShaderEffectKind { get }
    /// The function's parameters after the ones SwiftUI supplies (``ShaderEffectKind/implicitParameters``):
    /// names and Metal types, in signature order.
    static var argumentLayout: [(name: String, type: ShaderArgumentType)] { get }
    /// This frame's argument values, one per ``argumentLayout`` entry, in the same order and of the
    /// same types. Every value must be finite.
    var argumentValues: [ShaderArgumentValue] { get }
    /// The smallest `maxSampleOffset`, in points, that covers every displacement the shader makes
    /// with these values (zero for colour effects, which never sample elsewhere).
    var maxSampleOffset: CGSize { get }
    /// Values that leave a view of `viewSize` points drawn exactly as it is.
    static func identity(viewSize: CGSize) -> Self
}

extension ShaderEffectDescription {
    /// The arguments in signature order, named from ``argumentLayout``.
    @_spi(Internal) public var arguments: [ShaderArgument] {
        zip(Self.argumentLayout, argumentValues).map { ShaderArgument(name: $0.name, value: $1) }
    }

    /// The arguments flattened to 32-bit floats in signature order, as the CPU shader host takes
    /// them (`float2` = 2 floats, `float4`/`half4` = 4, colours premultiplied, an array as its
    /// length followed by its values).
    @_spi(Internal) public var flattenedArguments: [Float] {
        argumentValues.flatMap(\.components)
    }

    /// How many floats the arguments flatten to (at least, when there are arrays: each counts as its
    /// length alone; ``flattenedArguments`` of a value has the exact count).
    @_spi(Internal) public static var flattenedArgumentCount: Int {
        argumentLayout.map(\.type.componentCount).reduce(0, +)
    }
}
