import ArgumentParser

/// The `--scale` that `frame` and `render` take: pixels per point of the input image, in `0.01...16`
/// (below 0.01 a view's size in points, and the frames sized from it, overflow an `Int`).
enum ScaleOption {
    /// The accepted range.
    static let range: ClosedRange<Double> = 0.01...16

    /// Throws a `ValidationError` naming `--scale` and its range unless `scale` is finite and in ``range``.
    static func validate(_ scale: Double) throws {
        guard scale.isFinite, range.contains(scale) else {
            throw ValidationError(
                "--scale must be between \(range.lowerBound) and \(range.upperBound.shortDescription) (got \(scale)).")
        }
    }
}
