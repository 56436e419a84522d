import Foundation
import Testing
import TearKitCore
import TearKitSimulation
import TearKitRender

/// The demo's scene: the card tears over a page that never moves, and falls away after a break.
@Suite struct PageSceneTests {
    static let playback = TearPlayback(script: GesturePreset.demo.script(viewSize: SampleCard.cardRect.size), framesPerSecond: 30)

    @Test func theViewFallsAwayAndFadesAfterTheBreakThenFadesBackIn() throws {
        let frames = Self.playback.frames
        let presentations = PageScene.presentations(for: frames)
        #expect(presentations.count == frames.count)
        let broke = try #require(frames.firstIndex { $0.state.phase == .broken })
        // Whole and tearing: in place.
        #expect(presentations[..<broke].allSatisfy { $0 == .inPlace })
        // From the break: falling faster and faster while fading out, gone after fallDuration.
        let falling = Array(presentations[broke...].prefix { _ in true }.prefix(Int(PageScene.fallDuration * 30) + 1))
        #expect(falling.first == .inPlace)
        for (a, b) in zip(falling, falling.dropFirst()) {
            #expect(b.offset > a.offset && b.opacity < a.opacity)
        }
        #expect(falling.last?.opacity == 0)
        #expect(falling.last?.offset == PageScene.fallDistance)
        // Restored: back in place, fading in, then fully there for the second tear.
        let restored = try #require(frames[broke...].firstIndex { $0.state.phase != .broken })
        #expect(presentations[restored].offset == 0 && presentations[restored].opacity == 0)
        #expect(presentations.last == .inPlace)
        let fadeIn = presentations[restored...].prefix { $0.opacity < 1 }
        #expect(zip(fadeIn, fadeIn.dropFirst()).allSatisfy { $1.opacity > $0.opacity })
    }

    @Test func thePageNeverMovesAndShowsThroughTheGap() throws {
        let card = SampleCard(scale: 1)
        let scene = PageScene(page: card.renderPage(), shadow: card.renderShadow(), scale: 1)
        let layer = card.renderCard(fonts: SystemFonts(regular: nil, bold: nil))
        var state = TearState(configuration: TearConfiguration(cutDirection: .vertical), viewSize: SampleCard.cardRect.size)
        _ = state.setBroken(true, at: 0)
        let renderer = TearFrameRenderer(source: layer, scale: 1, viewOrigin: SampleCard.cardRect.origin)
        let torn = try renderer.frame(for: state)
        let page = card.renderPage(), shadow = card.renderShadow()
        // Wherever neither the (moved) card nor its shadow covers it, the page is exactly itself: it
        // never moves or tears, in place or while the card falls.
        for presentation in [PageScene.Presentation.inPlace, .init(offset: 120, opacity: 0.5)] {
            let frame = scene.compose(torn, presentation)
            #expect(frame.width == page.width && frame.height == page.height)
            let dy = Int(presentation.offset)
            var bare = 0
            for y in 0..<page.height {
                for x in 0..<page.width {
                    let covered = y >= dy && (torn[x, y - dy].a > 0 || shadow[x, y - dy].a > 0)
                    guard !covered else { continue }
                    bare += 1
                    #expect(frame[x, y] == page[x, y], "page pixel \(x),\(y) changed")
                }
            }
            #expect(bare > 500)
        }
        // In place, the gap down the middle of the card shows the page (grey, perhaps shadowed), not
        // transparency or card content: the torn layer is clear there.
        let frame = scene.compose(torn, .inPlace)
        let middle = torn.width / 2
        let gapRows = (40..<200).filter { torn[middle, $0].a == 0 }
        #expect(gapRows.count > 100)
        for y in gapRows {
            let p = frame[middle, y]
            #expect(p.a == 255 && abs(Int(p.r) - Int(p.b)) < 12 && p.r > 150, "row \(y): \(p)")
        }
        // Once fallen and faded, the frame is the page alone.
        #expect(scene.compose(torn, .init(offset: 360, opacity: 0)) == page)
    }
}
