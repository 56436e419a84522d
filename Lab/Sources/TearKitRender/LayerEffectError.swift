@_spi(Internal) import TearKitCore

/// Why ``LayerEffectRenderer`` could not run a shader.
package enum LayerEffectError: Error, Equatable, CustomStringConvertible {
    /// No layer shader with this Metal function name is compiled into the CPU host.
    case unknownFunction(String)
    /// The flattened argument list has the wrong number of floats for the function (`expected` is the
    /// least for a shader taking arrays, or an array's stored length did not match its values).
    case argumentCountMismatch(function: String, expected: Int, received: Int)
    /// The points→pixels scale is zero, negative or not finite.
    case invalidScale(Double)
    /// The renderer runs one function and was handed the description of another.
    case effectMismatch(renderer: String, effect: String)
    /// The effect description says one kind of effect, the host's function is written for another.
    case kindMismatch(function: String, expected: ShaderEffectKind, host: ShaderEffectKind)
    /// The frame was stopped part way: the ``FrameCancellation`` its thread watches was cancelled.
    case cancelled

    /// A one-line, human-readable explanation.
    package var description: String {
        switch self {
        case .unknownFunction(let name):
            "No shader named '\(name)' is available on the CPU host."
        case .argumentCountMismatch(let function, let expected, let received):
            "'\(function)' takes \(expected) argument floats after position and layer, but \(received) were given."
        case .effectMismatch(let renderer, let effect):
            "This renderer runs '\(renderer)' but was given the arguments of '\(effect)'."
        case .kindMismatch(let function, let expected, let host):
            "'\(function)' is described as a \(expected.rawValue) effect but its Metal signature is a \(host.rawValue) effect's."
        case .invalidScale(let scale):
            "The scale must be a finite number of pixels per point greater than 0 (got \(scale))."
        case .cancelled:
            "The frame was cancelled before it was drawn."
        }
    }
}
