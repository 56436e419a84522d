import Foundation
import Testing
import TearKitCore
import TearKitRender

@Suite struct TearInTwoRendererTests {
    static let size = CGSize(width: 80, height: 60)

    static func renderer(scale: Int, seed: UInt64 = 5) -> TearInTwoRenderer {
        let image = TestCard.pattern(width: 80 * scale, height: 60 * scale)
        return TearInTwoRenderer(source: image, scale: Double(scale), path: TearInTwoPath(viewSize: size, maxStep: 3, seed: seed),
                                 flyOut: TearInTwoFlyOut(distance: 120))
    }

    @Test(arguments: [1, 2])
    func atProgressZeroTheHalvesAddUpToTheView(scale: Int) {
        let renderer = Self.renderer(scale: scale)
        let frame = renderer.frame(progress: 0)
        var largest = 0
        for i in 0..<frame.pixels.count { largest = max(largest, abs(Int(frame.pixels[i]) - Int(renderer.source.pixels[i]))) }
        #expect(largest <= 2, "nothing lost, nothing twice (largest difference \(largest))")
    }

    @Test func theHalvesSeparateAndLeaveTheFrame() {
        let renderer = Self.renderer(scale: 1)
        let middle = renderer.frame(progress: 0.3)
        // Along the tear's start the halves have moved apart: the top middle is empty.
        #expect(middle[40, 1].a == 0)
        #expect(middle.pixels.contains { $0 != 0 })
        let end = renderer.frame(progress: 1)
        #expect(end.pixels.allSatisfy { $0 == 0 }, "both halves have flown out of the frame")
    }

    @Test func outputStaysValidPremultipliedColour() {
        let frame = Self.renderer(scale: 2).frame(progress: 0.15)
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let p = frame[x, y]
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }
    }
}
