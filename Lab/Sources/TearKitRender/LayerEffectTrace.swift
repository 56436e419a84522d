/// A frame rendered by ``LayerEffectRenderer/trace(_:scale:arguments:)``, together with where
/// every pixel sampled the layer — the ground truth pixel tests check the shader against.
package struct LayerEffectTrace: Sendable {
    /// The rendered frame (premultiplied RGBA8, same size as the input).
    package let image: RGBAImage
    /// The scale the frame was rendered at, in pixels per point.
    package let scale: Double
    /// Two floats per pixel, row-major: the position in points the shader last passed to
    /// `layer.sample`, or NaN, NaN when the pixel did not sample at all.
    package let samplePositions: [Float]
    /// One count per pixel, row-major: how many times the shader called `layer.sample`.
    package let sampleCounts: [UInt8]

    /// Creates a trace; used by the renderer.
    package init(image: RGBAImage, scale: Double, samplePositions: [Float], sampleCounts: [UInt8]) {
        self.image = image
        self.scale = scale
        self.samplePositions = samplePositions
        self.sampleCounts = sampleCounts
    }

    /// The position, in points, pixel (`x`, `y`) sampled from; `nil` when it did not sample
    /// (or lies outside the image).
    package func samplePosition(x: Int, y: Int) -> (x: Double, y: Double)? {
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        let i = 2 * (y * image.width + x)
        let px = samplePositions[i], py = samplePositions[i + 1]
        guard !px.isNaN, !py.isNaN else { return nil }
        return (Double(px), Double(py))
    }

    /// The centre of pixel (`x`, `y`) in points, as the shader receives it in `position`.
    package func pixelCentre(x: Int, y: Int) -> (x: Double, y: Double) {
        ((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale)
    }
}
