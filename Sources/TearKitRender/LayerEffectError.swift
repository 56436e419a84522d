/// Why ``LayerEffectRenderer`` could not run a shader.
public enum LayerEffectError: Error, Equatable, CustomStringConvertible {
    /// No layer shader with this Metal function name is compiled into the CPU host.
    case unknownFunction(String)
    /// The flattened argument list has the wrong number of floats for the function.
    case argumentCountMismatch(function: String, expected: Int, received: Int)
    /// The points→pixels scale is zero, negative or not finite.
    case invalidScale(Double)

    /// A one-line, human-readable explanation.
    public var description: String {
        switch self {
        case .unknownFunction(let name):
            "No layer shader named '\(name)' is available on the CPU host."
        case .argumentCountMismatch(let function, let expected, let received):
            "'\(function)' takes \(expected) argument floats after position and layer, but \(received) were given."
        case .invalidScale(let scale):
            "The scale must be a finite number of pixels per point greater than 0 (got \(scale))."
        }
    }
}
