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

/// After the break the card does not fall as one rigid piece; its two halves part along
/// the tear's cut, each falling, drifting away from the cut and turning its own way.
@Suite struct PageSceneHalvesTests {
    /// A stand-in card whose halves are told apart by colour, red and blue, even half faded over grey.
    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.r) > Int(p.g) + 40 && Int(p.r) > Int(p.b) + 40 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.b) > Int(p.g) + 40 && Int(p.b) > Int(p.r) + 40 }

    @Test func afterTheBreakTheHalvesDriftApartFallAndTurnOppositeWays() throws {
        // The story's presentations: at the break and 0.35 s later, while still visible.
        let card = SampleCard.cardRect
        let frames = PageSceneTests.playback.frames
        let presentations = PageScene.presentations(for: frames, viewOrigin: card.origin)
        let broke = try #require(frames.firstIndex { $0.state.phase == .broken })
        let later = try #require(frames.indices.first { $0 > broke && frames[$0].time >= frames[broke].time + 0.35 })
        #expect(frames[later].state.phase == .broken && presentations[later].opacity > 0.3)
        // The demo's first tear runs from the card's top edge to its bottom edge, in the page's points.
        let cut = try #require(presentations[later].cut)
        #expect(abs(cut.start.y - card.minY) < 1 && cut.end.y > card.maxY - 1)
        #expect(cut.start.x > card.minX && cut.start.x < card.maxX)
        // Over a layer whose halves, on either side of that cut, are red and blue.
        let page = RGBAImage(width: 320, height: 900, fill: (200, 200, 200, 255))
        var layer = RGBAImage(width: 320, height: 900)
        for y in Int(card.minY)..<Int(card.maxY) {
            // The cut's x at this row, and 6 px of transparent gap around it.
            let t = (Double(y) + 0.5 - cut.start.y) / (cut.end.y - cut.start.y)
            let cutX = cut.start.x + t * (cut.end.x - cut.start.x)
            for x in Int(card.minX)..<Int(card.maxX) where abs(Double(x) + 0.5 - cutX) > 6 {
                layer[x, y] = Double(x) < cutX ? (220, 30, 30, 255) : (30, 30, 220, 255)
            }
        }
        let scene = PageScene(page: page, scale: 1)

        struct Half { var sumX = 0.0, sumY = 0.0, count = 0.0; var innerX: [Int: Int] = [:] }
        func halves(_ frame: RGBAImage) -> (red: Half, blue: Half) {
            var red = Half(), blue = Half()
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = frame[x, y]
                    if Self.isRed(p) {
                        red.sumX += Double(x); red.sumY += Double(y); red.count += 1
                        red.innerX[y] = max(red.innerX[y] ?? x, x)
                    } else if Self.isBlue(p) {
                        blue.sumX += Double(x); blue.sumY += Double(y); blue.count += 1
                        blue.innerX[y] = min(blue.innerX[y] ?? x, x)
                    }
                }
            }
            return (red, blue)
        }
        let atBreak = halves(scene.compose(layer, presentations[broke]))
        let after = halves(scene.compose(layer, presentations[later]))
        for h in [atBreak.red, atBreak.blue, after.red, after.blue] { #expect(h.count > 5000) }
        func centroid(_ h: Half) -> (x: Double, y: Double) { (h.sumX / h.count, h.sumY / h.count) }
        // The halves' centroids separate sideways, and both have fallen.
        let gapAtBreak = centroid(atBreak.blue).x - centroid(atBreak.red).x
        let gapAfter = centroid(after.blue).x - centroid(after.red).x
        #expect(gapAfter > gapAtBreak + 20, "centroids \(gapAtBreak) → \(gapAfter) px apart")
        #expect(centroid(after.red).y > centroid(atBreak.red).y + 20 && centroid(after.blue).y > centroid(atBreak.blue).y + 20)
        // The gap between the halves' inner edges widens, and each half turns its own way: the top of
        // its inner edge leans away from the cut more than its bottom.
        func edge(_ h: Half, top: Bool) -> Double {
            let rows = h.innerX.keys.sorted()
            // Rows a fifth into the half from its top or bottom, clear of its (turned) top and bottom edges.
            let n = rows.count
            let picked = top ? rows[n / 5 ..< n / 5 + 30] : rows[n - n / 5 - 30 ..< n - n / 5]
            return Double(picked.map { h.innerX[$0]! }.reduce(0, +)) / Double(picked.count)
        }
        func gap(_ h: (red: Half, blue: Half), top: Bool) -> Double { edge(h.blue, top: top) - edge(h.red, top: top) }
        func tilt(_ h: Half) -> Double { edge(h, top: true) - edge(h, top: false) }
        #expect(gap(after, top: true) > gap(atBreak, top: true) + 20)
        #expect(gap(after, top: false) > gap(atBreak, top: false))
        #expect(tilt(after.red) < tilt(atBreak.red) - 4, "the left half turns anticlockwise")
        #expect(tilt(after.blue) > tilt(atBreak.blue) + 4, "the right half turns clockwise")
    }
}
