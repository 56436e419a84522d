import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// Reference renders of a tear that follows the finger, torn by a drag through the real engine
/// (`TearState` with ``CutDirection/followingFinger``) and drawn as the modifier draws it: a gentle
/// arc, an S-curve and a drag that doubles back (the path does not fold: the tear closes back along
/// it). Regenerate with `TEARKIT_REGENERATE_GOLDENS=1 swift test --package-path Lab --filter
/// CurvedTearGoldenTests` and open every changed image.
@Suite struct CurvedTearGoldenTests {
    static let cardSize = GoldenImageTests.cardSize

    /// A drag: where it starts and the finger's samples.
    struct Drag: Sendable, CustomTestStringConvertible {
        let name: String
        let start: CGPoint
        let samples: [CGPoint]
        var testDescription: String { name }
    }

    static let drags: [Drag] = [
        // Down from the top and drifting right as it goes, as a wrist turns.
        Drag(
            name: "curved-arc", start: CGPoint(x: 60, y: 0),
            samples: (1...40).map { k in
                let f = Double(k) / 40
                return CGPoint(x: 60 + 70 * f * f, y: 190 * f)
            }),
        // Right, then left, on the way down.
        Drag(
            name: "curved-s-curve", start: CGPoint(x: 80, y: 0),
            samples: (1...48).map { k in
                let f = Double(k) / 48
                return CGPoint(x: 80 + 45 * sin(2 * .pi * f), y: 200 * f)
            }),
        // Down 150 pt, then back up and aside: the tear closes back along its own path.
        Drag(
            name: "curved-doubles-back", start: CGPoint(x: 80, y: 0),
            samples: (1...30).map { k in CGPoint(x: 80 + Double(k), y: 5 * Double(k)) }
                + (1...12).map { k in CGPoint(x: 110 - 4 * Double(k), y: 150 - 6 * Double(k)) }),
    ]

    /// The state after `drag`, the finger still down.
    static func state(after drag: Drag) -> TearState {
        var state = TearState(configuration: TearConfiguration(cutDirection: .followingFinger), viewSize: cardSize)
        for (index, sample) in drag.samples.enumerated() {
            state.dragChanged(
                DragSample(startLocation: drag.start, location: sample, time: Double(index) / 60), viewSize: cardSize)
        }
        return state
    }

    @Test(arguments: drags)
    func matchesGolden(drag: Drag) throws {
        let state = Self.state(after: drag)
        #expect(state.curvedUniforms(pixelSize: 0.5) != nil)
        let card = TestCard.card(widthPoints: Int(Self.cardSize.width), heightPoints: Int(Self.cardSize.height))
        let rendered = try TearFrameRenderer(source: card, scale: 1).frame(for: state)
        let url = GoldenImageTests.directory.appendingPathComponent("\(drag.name).png")
        let golden = FileManager.default.fileExists(atPath: url.path) ? try PNGCodec.read(from: url) : nil
        let comparison = GoldenComparison(golden: golden, rendered: rendered)
        if GoldenImageTests.regenerate {
            if comparison.verdict.needsRewrite { try PNGCodec.write(rendered, to: url) }
            print("golden \(comparison.verdict.label) \(drag.name): \(comparison.summary)")
            return
        }
        try #require(golden != nil, "Missing golden \(url.lastPathComponent)")
        #expect(comparison.verdict != .changed, "\(drag.name): \(comparison.summary)")
    }

    @Test func theDragThatDoublesBackLeavesAShorterTearOnTheSamePath() {
        let doubling = Self.drags[2]
        let deepest = Self.state(
            after: Drag(name: "", start: doubling.start, samples: Array(doubling.samples.prefix(30))))
        let after = Self.state(after: doubling)
        #expect(after.tearProgress < deepest.tearProgress)
        // The shorter tear is the start of the deeper one, point for point.
        let deep = deepest.tearPath, short = after.tearPath
        for (a, b) in zip(short.dropLast(), deep) { #expect(a == b) }
    }
}
