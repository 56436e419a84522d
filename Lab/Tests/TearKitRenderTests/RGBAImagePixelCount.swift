import TearKitRender

extension RGBAImage {
    /// How many of the image's pixels are exactly `colour` (premultiplied RGBA bytes): what a probe
    /// shader that paints each pixel one of a few flat colours reports.
    func count(of colour: (UInt8, UInt8, UInt8, UInt8)) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where self[x, y] == colour { count += 1 }
        }
        return count
    }
}
