import TearKitRender

/// Procedural test inputs: a card that reads like a real view (so a tear is easy to judge by
/// eye) and a varied pattern for exactness checks.
enum TestCard {
    /// A card-like view `widthPoints × heightPoints` at `scale` pixels per point: a warm paper
    /// background with a coloured header band, a gradient "photo", diagonal stripes and rows of
    /// text-like blocks, all opaque. Drawn per pixel from point coordinates, so the same card at
    /// two scales shows the same content.
    static func card(widthPoints: Int = 160, heightPoints: Int = 240, scale: Int = 1) -> RGBAImage {
        let width = widthPoints * scale, height = heightPoints * scale
        var image = RGBAImage(width: width, height: height)
        let w = Double(widthPoints), h = Double(heightPoints)
        for py in 0..<height {
            for px in 0..<width {
                let x = (Double(px) + 0.5) / Double(scale), y = (Double(py) + 0.5) / Double(scale)
                var c: (Double, Double, Double) = (0.97, 0.95, 0.90)  // paper
                if y < h * 0.14 {
                    c = (0.16, 0.35, 0.62)  // header band
                    if x > 12, x < w * 0.6, y > h * 0.05, y < h * 0.09 { c = (0.95, 0.95, 0.97) }  // title
                } else if y > h * 0.18, y < h * 0.46, x > 12, x < w - 12 {
                    // "photo": sky gradient over a hill, with stripes
                    let t = (y - h * 0.18) / (h * 0.28)
                    c = (0.45 + 0.4 * t, 0.62 + 0.2 * t, 0.85 - 0.3 * t)
                    if y > h * 0.36 + 8 * sinApprox(x / 17) { c = (0.30, 0.55, 0.25) }
                    if Int((x + y) / 6) % 5 == 0 { c = (c.0 * 0.85, c.1 * 0.85, c.2 * 0.85) }
                } else if y > h * 0.52, x > 12, x < w - 12 {
                    // text-like lines: short dark blocks of varying length
                    let line = Int((y - h * 0.52) / 11)
                    let inLine = (y - h * 0.52).truncatingRemainder(dividingBy: 11) < 6
                    let word = Int((x - 12) / 19)
                    let inWord = (x - 12).truncatingRemainder(dividingBy: 19) < Double(9 + (line * 7 + word * 3) % 8)
                    if inLine, inWord, line < 9, (line * 5 + word) % 7 != 3 { c = (0.22, 0.22, 0.26) }
                }
                // A 1-pt frame so the card's edges read.
                if x < 1 || y < 1 || x > w - 1 || y > h - 1 { c = (0.55, 0.5, 0.45) }
                image[px, py] = (UInt8(c.0 * 255), UInt8(c.1 * 255), UInt8(c.2 * 255), 255)
            }
        }
        return image
    }

    /// A `width × height` image in which almost every pixel differs from its neighbours, with
    /// alpha varying too (premultiplied correctly), so "unchanged" checks are strict.
    static func pattern(width: Int, height: Int) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8(128 + (x * 7 + y * 3) % 128)
                let r = UInt8((x * 37 + y * 11) % 256), g = UInt8((x * 5 + y * 29) % 256), b = UInt8((x * y) % 256)
                func premultiply(_ v: UInt8) -> UInt8 { UInt8((Int(v) * Int(a) + 127) / 255) }
                image[x, y] = (premultiply(r), premultiply(g), premultiply(b), a)
            }
        }
        return image
    }

    /// A translucent picture (a transparent strip at the left, the rest at alpha 180) with an opaque
    /// square whose position and colour depend on `index`: consecutive frames of an animation whose
    /// change is small and moves.
    static func movingSquare(_ index: Int, width: Int = 40, height: Int = 30) -> RGBAImage {
        var image = RGBAImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let inSquare = (10 + index * 3..<18 + index * 3).contains(x) && (5 + index..<13 + index).contains(y)
                let a: UInt8 = x < 4 ? 0 : (inSquare ? 255 : 180)
                let straight: [UInt8] =
                    inSquare ? [UInt8(index * 40 % 256), 30, 200, a] : [UInt8(x * 6 % 256), UInt8(y * 8 % 256), 90, a]
                let p = RGBAImage(width: 1, height: 1, straightAlphaPixels: straight)!.pixels
                image[x, y] = (p[0], p[1], p[2], p[3])
            }
        }
        return image
    }

    private static func sinApprox(_ x: Double) -> Double {
        // Triangle-smoothed wave in -1…1; avoids Foundation in the fixture.
        let t = x - 2 * (x / 2).rounded(.down)
        let tri = t < 1 ? 2 * t - 1 : 3 - 2 * t
        return tri * (1.5 - 0.5 * tri * tri)
    }
}
