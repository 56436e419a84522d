import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitRender

/// A layer effect draws only inside its layer, so TearKit pads the layer by
/// `TearConfiguration.layerMargin` (`maxGapWidth / 2`) on every side and the halves part *beyond*
/// the view's original edges. `TearFrameRenderer` shows what a device shows: the frame is the view
/// plus that margin on every side.
@Suite struct TearFrameMarginTests {
    static let size = CGSize(width: 120, height: 160)

    /// A view of `size` at `scale`, broken by a vertical tear down its middle (gap `maxGap`).
    static func brokenVertical(maxGap: Double) -> TearState {
        var state = TearState(
            configuration: TearConfiguration(maxGapWidth: maxGap, cutDirection: .vertical), viewSize: size)
        _ = state.dragChanged(
            DragSample(startLocation: CGPoint(x: 60, y: 3), location: CGPoint(x: 60, y: 40), time: 0.1), viewSize: size)
        _ = state.dragEnded(
            DragSample(startLocation: CGPoint(x: 60, y: 3), location: CGPoint(x: 60, y: 160), time: 0.2), viewSize: size
        )
        // The cut runs on through the view over breakDuration; broken at its end.
        _ = state.advance(to: 0.2 + state.configuration.breakDuration)
        return state
    }

    /// An opaque card filling the whole view (no rounded corners), so every edge pixel is paper.
    static func solidCard(scale: Int) -> RGBAImage {
        RGBAImage(width: 120 * scale, height: 160 * scale, fill: (200, 120, 40, 255))
    }

    @Test(arguments: [1, 2, 3])
    func framesHaveTheMarginOnEverySide(scale: Int) throws {
        let state = Self.brokenVertical(maxGap: 20)
        #expect(state.hasFullyTorn)
        let renderer = TearFrameRenderer(source: Self.solidCard(scale: scale), scale: Double(scale))
        let margin = renderer.pixelMargin(for: state.configuration)
        #expect(margin == 10 * scale)
        for frame in [
            try renderer.frame(for: state),
            try renderer.frame(for: TearState(configuration: state.configuration, viewSize: Self.size)),
        ] {
            #expect(frame.width == 120 * scale + 2 * margin)
            #expect(frame.height == 160 * scale + 2 * margin)
        }
    }

    @Test func anIdleFrameIsTheViewInsideATransparentMargin() throws {
        let source = TestCard.card(widthPoints: 120, heightPoints: 160, scale: 2)
        let renderer = TearFrameRenderer(source: source, scale: 2)
        let idle = TearState(configuration: TearConfiguration(maxGapWidth: 16), viewSize: Self.size)
        let frame = try renderer.frame(for: idle)
        let m = renderer.pixelMargin(for: idle.configuration)
        #expect(m == 16)
        for y in stride(from: 0, to: frame.height, by: 7) {
            for x in stride(from: 0, to: frame.width, by: 5) {
                let inside = x >= m && x < m + source.width && y >= m && y < m + source.height
                let expected = inside ? source[x - m, y - m] : (0, 0, 0, 0)
                #expect(frame[x, y] == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test func theHalvesOuterStripsMoveBeyondTheOriginalEdges() throws {
        let state = Self.brokenVertical(maxGap: 24)
        let renderer = TearFrameRenderer(source: Self.solidCard(scale: 1), scale: 1)
        let frame = try renderer.frame(for: state)
        let m = renderer.pixelMargin(for: state.configuration)
        #expect(m == 12)
        // Near the top the opening is widest (12 pt each side): each half has moved ~12 px out, so
        // the margin left and right of the original edges shows paper, not nothing.
        let top = m + 2
        #expect(frame[m - 6, top].a == 255, "left half's outer strip is missing beyond the left edge")
        #expect(frame[m + 120 + 5, top].a == 255, "right half's outer strip is missing beyond the right edge")
        // The halves move only as far as the opening there: at the bottom, where it closes, the
        // margin stays empty, and nothing ever appears above or below the view.
        #expect(frame[m - 6, m + 158].a == 0)
        #expect(frame[m + 125, m + 158].a == 0)
        for x in stride(from: 0, to: frame.width, by: 3) {
            #expect(frame[x, 0].a == 0)
            #expect(frame[x, frame.height - 1].a == 0)
        }
        // The gap itself is open in the middle of the view.
        #expect(frame[m + 60, top].a == 0)
    }

    @Test func samplingIsClippedToTheViewsOwnRectangle() throws {
        // A padded layer whose margin holds something the view drew outside its frame (red, like a
        // shadow): the torn halves never pick it up, because the shader samples only the content
        // rectangle that starts at `contentOrigin`.
        let m = 10
        var layer = RGBAImage(width: 120 + 2 * m, height: 160 + 2 * m, fill: (255, 0, 0, 255))
        for y in m..<(m + 160) { for x in m..<(m + 120) { layer[x, y] = (0, 90, 200, 255) } }
        var uniforms = TearUniforms(
            tearStart: CGPoint(x: 60, y: 0), tearEnd: CGPoint(x: 60, y: 160), tearProgress: 1,
            maxGap: 20, edgeRoughness: 0.5, viewSize: Self.size)
        uniforms.contentOrigin = CGPoint(x: m, y: m)
        let frame = try LayerEffectRenderer().render(layer, scale: 1, uniforms: uniforms)
        for y in m..<(m + 150) {
            for x in 0..<frame.width {
                let p = frame[x, y]
                #expect(!(p.r > 0 && p.b == 0), "pixel \(x), \(y) shows the margin's content")
            }
        }
        // And the content moved: the left half's outer strip now covers the margin at the top.
        #expect(frame[m - 5, m + 1] == (0, 90, 200, 255))
    }
}
