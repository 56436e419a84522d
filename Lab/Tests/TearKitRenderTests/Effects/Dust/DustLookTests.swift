import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// What makes the shipping dust read as dust rather than static, pixel by pixel: a sharp front with the
/// view whole ahead of it and thinning at once behind it, soft particles at sub-pixel positions, and
/// the last motes fading inside the frame the tool draws.
@Suite struct DustLookTests {
    /// A white card, opaque.
    static func white(width: Int, height: Int) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
    }

    @Test("the front is narrow: whole ahead of it, less than a quarter of it left a quarter of the view behind it")
    func thePictureThinsAtOnceBehindTheFront() throws {
        let card = Self.white(width: 200, height: 80)
        let view = CGRect(x: 0, y: 0, width: 200, height: 80)
        let configuration = DustConfiguration(seed: 5)
        let sweep = Dust.endTimeBound(configuration: configuration) * Dust.sweepShare
        let image = try RenderableEffect.dustFrame(
            snapshot: card, scale: 1, configuration: configuration, frame: view, time: 0.5 * sweep)
        // The alpha left in columns `columns`, as a share of the card's.
        func left(_ columns: Range<Int>) -> Double {
            var sum = 0
            for y in 0..<80 {
                for x in columns { sum += Int(image[x, y].a) }
            }
            return Double(sum) / Double(columns.count * 80 * 255)
        }
        // Half way through the sweep the front is about half way across: beyond 60 % of the width the
        // card is untouched, before 25 % less than a quarter of it is left, so the front between them is
        // at most a third of the width and plain to see.
        #expect(left(120..<200) == 1)
        let behind = left(0..<50)
        #expect(behind < 0.25, "\(behind) of the card is left a quarter of the view behind the front")
        // Something is left there: dust, not a hole.
        #expect(behind > 0.01, "\(behind)")
    }

    @Test("a moving particle is soft: its edges are partly covered, and it sits at sub-pixel positions")
    func aMovingParticleIsAntiAliased() throws {
        // One opaque particle of 2 × 2 px, followed through its flight at 240 frames a second.
        let card = Self.white(width: 2, height: 2)
        let frame = CGRect(x: -40, y: -60, width: 120, height: 90)
        var drawn = 0, softEdged = 0
        var fractions: [Double] = []
        for seed in UInt64(0)..<6 {
            let configuration = DustConfiguration(seed: seed)
            let end = Dust.endTimeBound(configuration: configuration)
            for step in 1..<Int(end * 240) {
                let image = try RenderableEffect.dustFrame(
                    snapshot: card, scale: 1, configuration: configuration, frame: frame, time: Double(step) / 240)
                var alphas: [Int] = [], x = 0.0, weight = 0.0
                for y in 0..<image.height {
                    for column in 0..<image.width where image[column, y].a > 0 {
                        let a = Double(image[column, y].a)
                        alphas.append(Int(image[column, y].a))
                        x += a * (Double(column) + 0.5)
                        weight += a
                    }
                }
                // Moving: drawn away from where it rests (pixels 40 and 41 of the frame's columns).
                guard weight > 0, abs(x / weight - 41) > 0.01 else { continue }
                drawn += 1
                if Set(alphas).count > 1 { softEdged += 1 }
                fractions.append((x / weight).truncatingRemainder(dividingBy: 1))
            }
        }
        #expect(drawn > 20, "\(drawn) frames show the particle moving")
        // A hard square shows one alpha on every pixel it covers; a soft one shades its edges.
        #expect(Double(softEdged) >= 0.9 * Double(drawn), "\(softEdged) of \(drawn) frames have soft edges")
        // A particle snapped to whole pixels has its centre at the same fraction of a pixel in every
        // frame; one at sub-pixel positions anywhere.
        let spread = (fractions.max() ?? 0) - (fractions.min() ?? 0)
        #expect(spread > 0.5, "the particle's centre covers \(spread) of a pixel's fractions")
    }

    @Test(
        "every particle fades inside the frame the tool draws: its outermost pixels stay clear, in every direction and at the strongest wind",
        arguments: [0.0, Double.pi / 2, Double.pi, 3 * Double.pi / 2, 5.5])
    func theLastParticlesFadeInsideTheFrame(direction: Double) throws {
        let viewSize = CGSize(width: 60, height: 40)
        let card = TestCard.card(widthPoints: 60, heightPoints: 40, scale: 2)
        var reachedTheFrame = false
        for configuration in [
            DustConfiguration(direction: direction, seed: 3),
            DustConfiguration(direction: direction, wind: 3, turbulence: 3, seed: 4),
        ] {
            let frame = RenderableEffect.dustFrameRect(around: viewSize, configuration: configuration)
            let end = Dust.endTimeBound(configuration: configuration)
            for step in 0...Int(end * 30) {
                let image = try RenderableEffect.dustFrame(
                    snapshot: card, scale: 2, configuration: configuration, frame: frame, time: Double(step) / 30)
                var edge = 0, outside = 0
                for y in 0..<image.height {
                    for x in 0..<image.width where image[x, y].a > 0 {
                        if x == 0 || y == 0 || x == image.width - 1 || y == image.height - 1 { edge += 1 }
                        let px = Double(x) / 2 + frame.minX, py = Double(y) / 2 + frame.minY
                        if px < 0 || py < 0 || px >= 60 || py >= 40 { outside += 1 }
                    }
                }
                #expect(edge == 0, "\(configuration) at \(Double(step) / 30) s: \(edge) pixels on the frame's edge")
                reachedTheFrame = reachedTheFrame || outside > 0
            }
        }
        // The frame's room is used: dust does leave the view.
        #expect(reachedTheFrame)
    }
}
