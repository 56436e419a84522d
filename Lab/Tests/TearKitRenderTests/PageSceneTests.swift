import Foundation
import Testing
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// The demo's scene: the card tears over a page that never moves, and falls away after a break.
@Suite struct PageSceneTests {
    static let playback = TearPlayback(
        script: GesturePreset.demo.script(viewSize: SampleCard.cardRect.size), framesPerSecond: 30)

    @Test func theViewFallsAwayAndFadesAfterTheBreakThenFadesBackIn() throws {
        let frames = Self.playback.frames
        let presentations = PageScene.presentations(for: frames)
        #expect(presentations.count == frames.count)
        let broke = try #require(frames.firstIndex { $0.state.phase == .broken })
        // Whole and tearing: in place.
        #expect(presentations[..<broke].allSatisfy { $0 == .inPlace })
        // From the break: falling faster and faster while fading out, until the restore.
        let restored = try #require(frames[broke...].firstIndex { $0.state.phase != .broken })
        let falling = Array(presentations[broke..<restored])
        #expect(falling.first == .inPlace)
        for (a, b) in zip(falling, falling.dropFirst()) where a.opacity > 0 {
            #expect(b.offset > a.offset && b.opacity < a.opacity)
        }
        #expect(falling.allSatisfy { $0.offset <= PageScene.fallDistance && $0.opacity >= 0 })
        // The page is never empty for long: the halves are in sight until at most 0.1 s before the
        // restored card fades in.
        let lastSeen = try #require(falling.indices.last { falling[$0].opacity > 0.02 })
        let empty = frames[restored].time - frames[broke + lastSeen].time
        #expect(empty <= 0.1 + 1e-9, "\(empty) s of empty page after the halves have gone")
        // Restored: back in place, fading in, then fully there for the second tear.
        #expect(presentations[restored].offset == 0 && presentations[restored].opacity == 0)
        #expect(presentations.last == .inPlace)
        let fadeIn = presentations[restored...].prefix { $0.opacity < 1 }
        #expect(zip(fadeIn, fadeIn.dropFirst()).allSatisfy { $1.opacity > $0.opacity })
    }

    @Test func thePageNeverMovesAndShowsThroughTheGap() throws {
        let card = SampleCard(scale: 1)
        let scene = PageScene(page: card.renderPage(), shadow: card.renderShadow(), scale: 1)
        let layer = card.renderCard(fonts: SystemFonts(regular: nil, bold: nil))
        var state = TearState(
            configuration: TearConfiguration(cutDirection: .vertical), viewSize: SampleCard.cardRect.size)
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
    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        Int(p.r) > Int(p.g) + 40 && Int(p.r) > Int(p.b) + 40
    }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        Int(p.b) > Int(p.g) + 40 && Int(p.b) > Int(p.r) + 40
    }

    @Test func afterTheBreakTheHalvesDriftApartFallAndTurnOppositeWays() throws {
        // The story's presentations: at the break and 0.6 s later, while still visible.
        let card = SampleCard.cardRect
        let frames = PageSceneTests.playback.frames
        let presentations = PageScene.presentations(for: frames, viewOrigin: card.origin)
        let broke = try #require(frames.firstIndex { $0.state.phase == .broken })
        let later = try #require(frames.indices.first { $0 > broke && frames[$0].time >= frames[broke].time + 0.6 })
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
        // (They also shrink towards the cut's middle as they fall away from the page, which draws
        // their centroids together as much as the drift parts them.)
        #expect(gapAfter > gapAtBreak - 5, "centroids \(gapAtBreak) → \(gapAfter) px apart")
        #expect(
            centroid(after.red).y > centroid(atBreak.red).y + 2 && centroid(after.blue).y > centroid(atBreak.blue).y + 2
        )
        // The gap between the halves' inner edges widens, and each half turns its own way: the top of
        // its inner edge leans away from the cut more than its bottom.
        func edge(_ h: Half, top: Bool) -> Double {
            let rows = h.innerX.keys.sorted()
            // Rows a fifth into the half from its top or bottom, clear of its (turned) top and bottom edges.
            let n = rows.count
            let picked = top ? rows[n / 5..<n / 5 + 30] : rows[n - n / 5 - 30..<n - n / 5]
            return Double(picked.map { h.innerX[$0]! }.reduce(0, +)) / Double(picked.count)
        }
        func gap(_ h: (red: Half, blue: Half), top: Bool) -> Double { edge(h.blue, top: top) - edge(h.red, top: top) }
        func tilt(_ h: Half) -> Double { edge(h, top: true) - edge(h, top: false) }
        #expect(gap(after, top: true) > gap(atBreak, top: true) + 20)
        #expect(gap(after, top: false) > gap(atBreak, top: false))
        // The tilt at the halves' own size (it shrinks with them).
        let size = presentations[later].size
        #expect(size < 1)
        #expect(tilt(after.red) / size < tilt(atBreak.red) - 4, "the left half turns anticlockwise")
        #expect(tilt(after.blue) / size > tilt(atBreak.blue) + 4, "the right half turns clockwise")
    }
}

/// The fall starts gently: the gap's shadow fades over its first moments, and the halves start to
/// drift, turn and shrink from rest; no frame does any of it in one step.
@Suite struct PageSceneFallStartTests {
    @Test func theGapsShadowFadesAndTheHalvesStartFromRest() throws {
        let playback = TearPlayback(
            script: GesturePreset.demo.script(viewSize: SampleCard.cardRect.size), framesPerSecond: 60)
        let presentations = PageScene.presentations(for: playback.frames, viewOrigin: SampleCard.cardRect.origin)
        let broke = try #require(playback.frames.firstIndex { $0.state.phase == .broken })
        let fall = Array(presentations[broke...].prefix(30))
        // The shadow: whole at the break, gone within the fade, never more than a fifth of it in a frame.
        #expect(fall[0].gapShadow == 1)
        let faded = try #require(fall.firstIndex { $0.gapShadow == 0 })
        #expect(Double(faded) / 60 <= PageScene.gapShadowFadeDuration + 1.0 / 60)
        let shadowSteps = zip(fall, fall.dropFirst()).map { $0.gapShadow - $1.gapShadow }
        #expect(shadowSteps.allSatisfy { $0 >= 0 && $0 <= 0.2 }, "\(shadowSteps)")
        // The drift: from rest, each frame a little more than the one before.
        let drift = zip(fall, fall.dropFirst()).map { $1.apart - $0.apart }
        #expect(drift[0] < 0.01 && drift[0] < drift[10] && drift[10] < drift[20], "\(drift)")
        // In place before the break: the shadow in full.
        #expect(presentations[..<broke].allSatisfy { $0.gapShadow == 1 })
    }
}

/// The fallen halves carry only their paper, and stay in sight while they fall.
@Suite struct PageSceneFallenHalvesTests {
    /// The demo's scene at scale 1 and the torn card at the break and `seconds` after it, as the
    /// demo draws it: its halves carrying no shadow of the gap.
    static func fallingFrame(seconds: Double) throws -> (frame: RGBAImage, page: RGBAImage) {
        let sample = SampleCard(scale: 1)
        let scene = PageScene(page: sample.renderPage(), shadow: sample.renderShadow(), scale: 1)
        let frames = PageSceneTests.playback.frames
        let presentations = PageScene.presentations(for: frames, viewOrigin: SampleCard.cardRect.origin)
        let broke = try #require(frames.firstIndex { $0.state.phase == .broken })
        let later = try #require(frames.indices.first { $0 > broke && frames[$0].time >= frames[broke].time + seconds })
        let renderer = TearFrameRenderer(
            source: sample.renderCard(fonts: SystemFonts(regular: nil, bold: nil)), scale: 1,
            addsMargin: false, viewOrigin: SampleCard.cardRect.origin)
        let layer = try renderer.frame(for: frames[later].state, gapShadow: presentations[later].gapShadow)
        return (scene.compose(layer, presentations[later]), sample.renderPage())
    }

    /// Between the fallen halves the page shows bare, right up to each half's torn edge: no strip of
    /// shadow or gap beyond it ending in a ruler-straight line. So where the bare page starts, row by
    /// row, is the torn edge itself, ragged.
    @Test(arguments: [0.2, 0.4])
    func beyondAFallenHalfsTornEdgeIsThePageItself(seconds: Double) throws {
        let (frame, page) = try Self.fallingFrame(seconds: seconds)
        var starts: [Int] = [], ends: [Int] = []
        // Rows through the middle of the card, clear of its rounded top and bottom.
        for y in 120..<320 {
            let drawn = (0..<frame.width).map { frame[$0, y] != page[$0, y] }
            // The first long run of drawn pixels (the left half and its shadow), then the bare run.
            guard let leftStart = drawn.firstIndex(of: true),
                let bareStart = drawn[leftStart...].firstIndex(of: false),
                let bareEnd = drawn[bareStart...].firstIndex(of: true)
            else { continue }
            guard bareStart - leftStart > 40, bareEnd - bareStart >= 3 else { continue }
            starts.append(bareStart)
            ends.append(bareEnd)
        }
        #expect(starts.count > 150, "only \(starts.count) rows show the halves apart")
        // Against the straight line that fits them best, the edges' columns wander by whole pixels.
        func residuals(_ columns: [Int]) -> [Double] {
            let n = Double(columns.count), xs = columns.indices.map(Double.init), ys = columns.map(Double.init)
            let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
            var covariance = 0.0, variance = 0.0
            for (x, y) in zip(xs, ys) {
                covariance += (x - mx) * (y - my)
                variance += (x - mx) * (x - mx)
            }
            let slope: Double = covariance / variance
            return zip(xs, ys).map { (x: Double, y: Double) -> Double in y - (my + slope * (x - mx)) }
        }
        for (name, columns) in [("left half's", starts), ("right half's", ends)] {
            let off = residuals(columns).filter { abs($0) >= 1.5 }.count
            #expect(
                off >= columns.count / 10,
                "the \(name) edge is straight: only \(off) of \(columns.count) rows leave its line by 1.5 px")
        }
    }

    /// The torn card drawn for halves that fall (`gapShadow: 0`) is paper only: over a white
    /// card, every pixel it draws is white paper, its rim or its edge's shade (which at most halves
    /// the paper's brightness), never the gap's black shadow, which the same frame drawn as in place has.
    @Test func theFallenHalvesLayerIsPaperWithoutTheGapsShadow() throws {
        let card = SampleCard.cardRect
        var source = RGBAImage(width: Int(SampleCard.pointSize.width), height: Int(SampleCard.pointSize.height))
        for y in Int(card.minY)..<Int(card.maxY) {
            for x in Int(card.minX)..<Int(card.maxX) { source[x, y] = (255, 255, 255, 255) }
        }
        let frames = PageSceneTests.playback.frames
        let broke = try #require(frames.firstIndex { $0.state.phase == .broken })
        let renderer = TearFrameRenderer(source: source, scale: 1, addsMargin: false, viewOrigin: card.origin)
        // Pixels that are at least an eighth opaque and, unpremultiplied, darker than the shade can make white paper.
        func darkerThanPaper(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    guard p.a >= 32 else { continue }
                    if (Int(p.r) + Int(p.g) + Int(p.b)) * 255 / (3 * Int(p.a)) < 255 / 2 - 8 { count += 1 }
                }
            }
            return count
        }
        let falling = try renderer.frame(for: frames[broke].state, gapShadow: 0)
        #expect(darkerThanPaper(falling) == 0, "the falling halves' layer carries the gap's shadow")
        let inPlace = try renderer.frame(for: frames[broke].state)
        #expect(darkerThanPaper(inPlace) > 100, "the tear in place casts its shadow into the gap")
    }

    /// A white 200 × 220 pt page at 1 pixel a point under a drop shadow everywhere (black at half
    /// alpha) and no paper over it, so only the shadow shows; cut straight down the middle, 28 pt wide
    /// at the top.
    static func shadowOnlyScene() -> (width: Int, height: Int, page: RGBAImage, scene: PageScene, cut: PageScene.Cut) {
        let width = 200, height = 220
        let page = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
        let shadow = RGBAImage(width: width, height: height, fill: (0, 0, 0, 128))
        let cut = PageScene.Cut(start: CGPoint(x: 100, y: 0), end: CGPoint(x: 100, y: 200), maxGap: 28)
        return (width, height, page, PageScene(page: page, shadow: shadow, scale: 1), cut)
    }

    /// A fallen half's drop shadow is cut clear of the opening, which is a wedge: widest at the tear's
    /// start and closing to the cut at its tip. So, row by row, the shadow begins
    /// ``PageScene/Cut/shadowClearance`` beyond the opening's edge there — near the start far from the
    /// cut, near the tip close to it — not at one distance all the way down.
    @Test func aFallenHalfsShadowFollowsTheOpeningsWedge() {
        let (width, height, page, scene, cut) = Self.shadowOnlyScene()
        // Parted by a millionth of a point: each half is drawn on its own, and nothing moves measurably.
        let frame = scene.compose(
            RGBAImage(width: width, height: height),
            PageScene.Presentation(offset: 0, opacity: 1, apart: 1e-6, cut: cut, gapShadow: 0))
        for y in stride(from: 5, to: 200, by: 15) {
            // The opening's half width at this row's centre, and where each half's shadow may begin.
            let opening = 14 * (1 - (Double(y) + 0.5) / 200)
            let reach = opening + PageScene.Cut.shadowClearance
            let left = (0..<100).last { frame[$0, y] != page[$0, y] }.map { 100 - (Double($0) + 0.5) }
            let right = (100..<width).first { frame[$0, y] != page[$0, y] }.map { Double($0) + 0.5 - 100 }
            for (name, distance) in [("left", left), ("right", right)] {
                guard let distance else {
                    Issue.record("row \(y): no \(name) shadow at all")
                    continue
                }
                #expect(
                    abs(distance - reach) <= 1.5,
                    "row \(y): the \(name) half's shadow begins \(distance) pt from the cut, not \(reach) (the opening's edge and the clearance)"
                )
            }
        }
    }

    /// The gap's shadow is a strength from 0 to 1: a presentation asking for more draws the view's
    /// shadow as at 1, never darker than the half-faded view casts; one asking for less draws it as at 0.
    @Test func aGapShadowBeyondZeroToOneIsDrawnAsItsNearestEnd() {
        let (width, height, page, scene, cut) = Self.shadowOnlyScene()
        // Half faded, so a shadow drawn more strongly than at 1 would show darker.
        func frame(gapShadow: Double) -> RGBAImage {
            scene.compose(
                RGBAImage(width: width, height: height),
                PageScene.Presentation(offset: 0, opacity: 0.5, apart: 1e-6, cut: cut, gapShadow: gapShadow))
        }
        // How many pixels of `a` and `b` differ.
        func differing(_ a: RGBAImage, _ b: RGBAImage) -> Int {
            (0..<height).reduce(0) { sum, y in sum + (0..<width).filter { a[$0, y] != b[$0, y] }.count }
        }
        let whole = frame(gapShadow: 1), none = frame(gapShadow: 0)
        #expect(differing(whole, none) > 0)
        #expect(whole[150, 100] != page[150, 100], "the view's shadow shows beside the cut")
        #expect(differing(frame(gapShadow: 2), whole) == 0)
        #expect(differing(frame(gapShadow: 1.5), whole) == 0)
        #expect(differing(frame(gapShadow: -1), none) == 0)
    }

    /// Every frame of the fall keeps both halves inside the frame (drawn opaque here, so a half
    /// fading out cannot hide that it was cut off).
    @Test func theHalvesStayInTheFrameWhileTheyFall() throws {
        let card = SampleCard.cardRect
        let frames = PageSceneTests.playback.frames
        let presentations = PageScene.presentations(for: frames, viewOrigin: card.origin)
        let page = RGBAImage(
            width: Int(SampleCard.pointSize.width), height: Int(SampleCard.pointSize.height), fill: (200, 200, 200, 255)
        )
        var layer = RGBAImage(width: page.width, height: page.height)
        for y in Int(card.minY)..<Int(card.maxY) {
            for x in Int(card.minX)..<Int(card.maxX) { layer[x, y] = (220, 30, 30, 255) }
        }
        let scene = PageScene(page: page, scale: 1)
        var checked = 0
        for presentation in presentations where presentation.splitCut != nil && presentation.opacity > 0 {
            var opaque = presentation
            opaque.opacity = 1
            let frame = scene.compose(layer, opaque)
            var cut: [(Int, Int)] = []
            for x in 0..<frame.width {
                for y in [0, frame.height - 1] where frame[x, y] != page[x, y] { cut.append((x, y)) }
            }
            for y in 0..<frame.height {
                for x in [0, frame.width - 1] where frame[x, y] != page[x, y] { cut.append((x, y)) }
            }
            #expect(
                cut.isEmpty, "a half leaves the frame at offset \(presentation.offset) pt, e.g. at \(cut.prefix(3))")
            checked += 1
        }
        #expect(checked > 10)
    }
}
