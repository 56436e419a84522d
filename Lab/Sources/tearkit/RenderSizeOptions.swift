import ArgumentParser

/// How big `render` draws the photo: its scale (pixels per point) and the largest output it writes.
struct RenderSizeOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Pixels per point of the image, 0.01...16. Default: the image's shorter side becomes \(Int(Self.phoneWidth)) pt (a phone-sized view), but never below 1.",
            valueName: "scale"))
    var scale: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Shrink a larger image so its longer side is at most this many pixels (16...16384; default \(Self.defaultMaximumSize)); not with --scale.",
            valueName: "pixels"))
    var maxSize: Int?

    /// The longest side an image keeps: `--max-size`, its default without `--scale`, and `nil` (every
    /// pixel kept) with `--scale`.
    var maximumSize: Int? { scale == nil ? maxSize ?? Self.defaultMaximumSize : nil }

    /// A phone's width in points: by default a photo's shorter side becomes this long.
    static let phoneWidth = 390.0
    /// The default `--max-size`.
    static let defaultMaximumSize = 1600

    func validate() throws {
        if let scale { try ScaleOption.validate(scale) }
        if let maxSize, !(16...16384).contains(maxSize) {
            throw ValidationError("--max-size must be between 16 and 16384 pixels (got \(maxSize)).")
        }
        if scale != nil, maxSize != nil {
            throw ValidationError(
                "--max-size and --scale cannot go together: --scale says how many pixels make a point and keeps every pixel of the image, --max-size would shrink it; pass one of them."
            )
        }
    }

    /// The scale for an image of `width × height` pixels (after `--max-size`): `--scale`, or the one that
    /// makes the shorter side ``phoneWidth`` points, rounded to hundredths, at least 1 and at most 16.
    func scale(width: Int, height: Int) -> Double {
        if let scale { return scale }
        let fitting = (Double(min(width, height)) / Self.phoneWidth * 100).rounded() / 100
        return min(max(fitting, 1), 16)
    }
}
