import TearKitRender

/// How far a render is from its golden image: the number of channel values that differ by more than
/// `tolerance`, and the largest difference. Used by the shatter goldens.
enum GoldenComparison {
    static func differences(_ rendered: RGBAImage, _ golden: RGBAImage, tolerance: Int = 3) -> (outliers: Int, largest: Int) {
        var outliers = 0, largest = 0
        for (a, b) in zip(golden.pixels, rendered.pixels) {
            let difference = abs(Int(a) - Int(b))
            largest = max(largest, difference)
            if difference > tolerance { outliers += 1 }
        }
        return (outliers, largest)
    }
}
