import ArgumentParser

/// The `--scale` that `frame` and `render` take: pixels per point of the input image, in `(0, 16]`.
enum ScaleOption {
    /// Throws a `ValidationError` naming `--scale` unless `scale` is finite, > 0 and ≤ 16.
    static func validate(_ scale: Double) throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ValidationError("--scale must be greater than 0 and at most 16 (got \(scale)).")
        }
    }
}
