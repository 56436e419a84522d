import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitPlayground
import TearKitRender

/// The scene a tab shows: a drag on the card tears it with the real engine, the toggle breaks it, the
/// options are checked as the command line checks them, and an effect that plays moves its playhead.
struct PlaygroundSceneTests {
    /// A small plain card, so each frame is quick: 100 × 140 points at scale 2.
    static func card() -> PlaygroundPicture {
        var image = RGBAImage(width: 200, height: 280, fill: (200, 60, 40, 255))
        for y in stride(from: 0, to: 280, by: 20) {
            for x in 0..<200 {
                image.pixels.replaceSubrange((y * 200 + x) * 4..<(y * 200 + x) * 4 + 4, with: [20, 20, 90, 255])
            }
        }
        return PlaygroundPicture(image: image, scale: 2, isSampleCard: false)
    }

    /// A point of the view (points) as the page sends it: the frame's pixels.
    static func pixel(_ scene: PlaygroundScene, _ x: Double, _ y: Double) -> (Double, Double) {
        let view = scene.viewRect
        return (Double(view.x) + x * scene.picture.scale, Double(view.y) + y * scene.picture.scale)
    }

    /// Drags from the middle of the top edge straight down to `depth` (a fraction of the height), a
    /// step every 1/60 s, then releases; returns the completions reported and the time at the end.
    static func drag(
        _ scene: inout PlaygroundScene, to depth: Double, from start: TimeInterval = 0, release: Bool = true
    ) throws -> ([Bool], TimeInterval) {
        let size = scene.picture.viewSize
        var completions: [Bool] = []
        var time = start
        let (x0, y0) = pixel(scene, Double(size.width) / 2, 1)
        completions += try scene.apply(.pointer(.down, x: x0, y: y0), at: time).completions
        for step in 1...30 {
            time += 1.0 / 60
            let (x, y) = pixel(scene, Double(size.width) / 2, 1 + Double(size.height) * depth * Double(step) / 30)
            completions += try scene.apply(.pointer(.move, x: x, y: y), at: time).completions
        }
        if release {
            let (x, y) = pixel(scene, Double(size.width) / 2, 1 + Double(size.height) * depth)
            time += 1.0 / 60
            completions += try scene.apply(.pointer(.up, x: x, y: y), at: time).completions
        }
        return (completions, time)
    }

    static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var count = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) where a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
            count += 1
        }
        return count
    }

    @Test func aDragAcrossTheViewReleasedPastTheThresholdBreaksItOnce() throws {
        var scene = PlaygroundScene(picture: Self.card())
        let intact = try scene.frame()
        let (completions, _) = try Self.drag(&scene, to: 1.2)
        #expect(completions == [true])
        #expect(scene.tear.isBrokenOrBreaking)
        #expect(scene.stateMessage()["isBroken"] as? Bool == true)
        let torn = try scene.frame()
        // The gap runs down the middle: many pixels change, and the column at the middle is open.
        #expect(Self.differingPixels(intact, torn) > 2000)
        #expect(scene.recording.count == 31)
    }

    @Test func aShortDragReleasedEarlyClosesAndEndsIntact() throws {
        var scene = PlaygroundScene(picture: Self.card())
        let intact = try scene.frame()
        var (completions, time) = try Self.drag(&scene, to: 0.4)
        #expect(completions.isEmpty)
        #expect(scene.phaseName == "closing")
        #expect(scene.isAnimating)
        let closing = try scene.frame()
        #expect(Self.differingPixels(intact, closing) > 0)
        // Past the recovery's length the tear has closed, reported once.
        time += TearConfiguration().recoveryDuration + 0.1
        completions = scene.advance(to: time).completions
        #expect(completions == [false])
        #expect(scene.advance(to: time + 1).completions.isEmpty)
        #expect(!scene.isAnimating)
        #expect(Self.differingPixels(intact, try scene.frame()) == 0)
    }

    @Test func aCancelledDragClosesTheTearAndACancelWithoutOneChangesNothing() throws {
        var scene = PlaygroundScene(picture: Self.card())
        let intact = try scene.frame()
        // Nothing is held: a cancel (a page losing a pointer it never pressed) is ignored.
        #expect(try scene.apply(.pointer(.cancel, x: 0, y: 0), at: 0) == PlaygroundScene.Change())
        #expect(scene.recording.isEmpty)
        // A drag down the view, cancelled (a touch the system took away) instead of released.
        var (completions, time) = try Self.drag(&scene, to: 0.6, release: false)
        #expect(scene.phaseName == "tearing")
        let cancel = try scene.apply(.pointer(.cancel, x: 0, y: 0), at: time)
        #expect(cancel.stateChanged)
        completions += cancel.completions
        #expect(scene.phaseName == "closing")
        guard case .cancelled = scene.recording.last else {
            Issue.record("the recording does not end with the cancel: \(String(describing: scene.recording.last))")
            return
        }
        // It closes, and the view is whole again: a cancel never breaks the view.
        time += TearConfiguration().recoveryDuration + 0.1
        completions += scene.advance(to: time).completions
        #expect(completions == [false])
        #expect(Self.differingPixels(intact, try scene.frame()) == 0)
    }

    @Test func theBrokenToggleBreaksAndMendsTheView() throws {
        var scene = PlaygroundScene(picture: Self.card())
        let intact = try scene.frame()
        #expect(try scene.apply(.broken(true), at: 0).completions == [true])
        #expect(scene.phaseName == "broken")
        #expect(Self.differingPixels(intact, try scene.frame()) > 2000)
        _ = try scene.apply(.broken(false), at: 1)
        #expect(scene.phaseName == "closing")
        #expect(scene.advance(to: 3).completions == [false])
        #expect(Self.differingPixels(intact, try scene.frame()) == 0)
    }

    @Test func anOptionIsCheckedAsTheCommandLineChecksItAndAResetRestoresTheDefaults() throws {
        var scene = PlaygroundScene(picture: Self.card())
        #expect(throws: PlaygroundError.self) { _ = try scene.apply(.set(option: "--max-gap", value: "500"), at: 0) }
        #expect(throws: PlaygroundError.self) { _ = try scene.apply(.set(option: "--max-gap", value: "nan"), at: 0) }
        #expect(throws: PlaygroundError.self) { _ = try scene.apply(.set(option: "--amplitude", value: "3"), at: 0) }
        #expect(scene.tear.configuration.maxGapWidth == TearConfiguration().maxGapWidth)
        #expect(scene.givenText.isEmpty)
        _ = try scene.apply(.set(option: "--max-gap", value: "60"), at: 0)
        _ = try scene.apply(.set(option: "--cut-direction", value: "vertical"), at: 0)
        #expect(scene.tear.configuration.maxGapWidth == 60)
        #expect(scene.tear.configuration.cutDirection == .vertical)
        #expect(scene.givenText == ["--max-gap": "60", "--cut-direction": "vertical"])
        _ = try scene.apply(.reset, at: 0)
        #expect(scene.tear.configuration == TearConfiguration())
        #expect(scene.givenText.isEmpty)
    }

    @Test func aWiderGapOpensAWiderTear() throws {
        func openPixels(gap: String) throws -> Int {
            var scene = PlaygroundScene(picture: Self.card())
            _ = try scene.apply(.set(option: "--max-gap", value: gap), at: 0)
            _ = try Self.drag(&scene, to: 0.6, release: false)
            let frame = try scene.frame()
            return stride(from: 3, to: frame.pixels.count, by: 4).filter { frame.pixels[$0] == 0 }.count
        }
        #expect(try openPixels(gap: "60") > openPixels(gap: "10") + 500)
    }

    @Test func anUnknownEffectIsRefusedAndTheSceneIsUnchanged() throws {
        var scene = PlaygroundScene(picture: Self.card())
        #expect(throws: PlaygroundError.self) { _ = try scene.apply(.effect("melt"), at: 0) }
        #expect(scene.effect.name == "tear")
    }

    @Test func anEffectThatPlaysMovesItsPlayheadWithTheClockAndLoops() throws {
        var scene = PlaygroundScene(picture: Self.card())
        _ = try scene.apply(.effect("ripple"), at: 0)
        _ = try scene.preparedTimeline()
        let duration = scene.duration
        #expect(duration > 0.2)
        #expect(scene.isPlaying)
        _ = try scene.apply(.play, at: 0)
        _ = scene.advance(to: 0.1)
        #expect(abs(scene.playhead - 0.1) < 1e-9)
        // Past the end it starts again.
        _ = scene.advance(to: duration + 0.05)
        #expect(scene.playhead < 0.1)
        #expect(scene.isPlaying)
        // Without the loop it stops at the end, and says so.
        _ = try scene.apply(.loop(false), at: duration + 0.05)
        #expect(scene.advance(to: 2 * duration + 1).stateChanged)
        #expect(!scene.isPlaying)
        #expect(scene.progress == 1)
    }

    @Test func theScrubberShowsTheFrameAtItsPosition() throws {
        var scene = PlaygroundScene(picture: Self.card())
        _ = try scene.apply(.effect("dust"), at: 0)
        _ = try scene.apply(.seek(0), at: 0)
        #expect(!scene.isPlaying)
        let start = try scene.frame()
        _ = try scene.apply(.seek(0.5), at: 0)
        #expect(abs(scene.progress - 0.5) < 0.02)
        let middle = try scene.frame()
        #expect(Self.differingPixels(start, middle) > 1000)
        _ = try scene.apply(.seek(7), at: 0)
        #expect(scene.progress == 1)
        _ = try scene.apply(.seek(0), at: 0)
        #expect(Self.differingPixels(start, try scene.frame()) == 0)
    }

    @Test(arguments: RenderableEffect.all.filter { !PlaygroundCatalog.isDragged($0) }.map(\.name))
    func everyEffectThatPlaysDrawsOnTheSampleCard(_ name: String) throws {
        var scene = PlaygroundScene(picture: .sampleCard())
        _ = try scene.apply(.effect(name), at: 0)
        _ = try scene.apply(.seek(0.4), at: 0)
        let frame = try scene.frame()
        let view = scene.viewRect
        #expect(frame.width >= view.width && frame.height >= view.height)
        #expect(view.x >= 0 && view.y >= 0 && view.x + view.width <= frame.width + 1)
        #expect(scene.duration > 0)
    }

    /// The pixels of `frame` that are not `picture` where `view` says it lies, or clear around it
    /// (each channel within 2 of it).
    static func pixelsOffTheView(
        _ frame: RGBAImage, _ picture: RGBAImage, at view: (x: Int, y: Int, width: Int, height: Int)
    ) -> Int {
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let inside = x >= view.x && x < view.x + view.width && y >= view.y && y < view.y + view.height
                let want = inside ? picture[x - view.x, y - view.y] : (r: 0, g: 0, b: 0, a: 0)
                let got = frame[x, y]
                let channels = [(got.r, want.r), (got.g, want.g), (got.b, want.b), (got.a, want.a)]
                if channels.contains(where: { abs(Int($0.0) - Int($0.1)) > 2 }) { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: ["dust", "ripple", "shatter", "tear-in-two"])
    func anEffectThatPlaysStartsFromTheWholeViewWhereTheStateSaysItLies(_ name: String) throws {
        let card = Self.card()
        var scene = PlaygroundScene(picture: card)
        _ = try scene.apply(.effect(name), at: 0)
        _ = try scene.apply(.seek(0), at: 0)
        let frame = try scene.frame()
        let view = scene.viewRect
        #expect(view.width == card.image.width && view.height == card.image.height)
        #expect(Self.pixelsOffTheView(frame, card.image, at: view) == 0)
    }

    @Test func theTearsStateSaysWhereThePictureLiesInItsFrame() throws {
        // A picture taller than wide, so a width and a height taken for each other show.
        let card = Self.card()
        var scene = PlaygroundScene(picture: card)
        let frame = try scene.frame()
        let view = scene.viewRect
        #expect(view.width == card.image.width && view.height == card.image.height, "\(view)")
        // The tear's frame has the same room on every side of the picture.
        #expect(view.x > 0 && view.x == view.y)
        #expect(frame.width == view.width + 2 * view.x && frame.height == view.height + 2 * view.y)
        let sent = try #require(scene.stateMessage()["view"] as? [String: Int])
        #expect(sent == ["x": view.x, "y": view.y, "width": view.width, "height": view.height])
    }

    @Test func theTextEffectOnTheSampleCardBreaksItsOwnTextAndOnAPictureThatPicture() throws {
        // On the sample card the text effect breaks its own view, the text, as `tearkit render` does
        // without --input: its frames are that view's size, not the card's.
        var scene = PlaygroundScene(picture: .sampleCard())
        _ = try scene.apply(.effect("text-glyphs"), at: 0)
        _ = try scene.apply(.seek(0), at: 0)
        let onCard = try scene.frame()
        let effect = try #require(RenderableEffect.named("text-glyphs"))
        let makeView = try #require(effect.viewWithoutInput)
        let text = try makeView(EffectOptionValues(options: effect.options), 2, PlaygroundPicture.maximumPixelCount)
        #expect(text.width != scene.picture.image.width || text.height != scene.picture.image.height)
        #expect(onCard.width == text.width && onCard.height == text.height)
        // The state's view rectangle (through which a tap maps to the view's points) is the text's.
        let view = scene.viewRect
        #expect(
            view.width == text.width && view.height == text.height, "\(view), the text \(text.width) × \(text.height)")
        #expect(view.x + view.width <= onCard.width && view.y + view.height <= onCard.height)
        // On a dropped picture it breaks that picture.
        scene.show(Self.card())
        _ = try scene.apply(.seek(0), at: 0)
        let onPicture = try scene.frame()
        #expect(onPicture.width == Self.card().image.width && onPicture.height == Self.card().image.height)
    }

    @Test func aTapStartsAnEffectThatPlaysAgainWhereTheFingerIs() throws {
        var scene = PlaygroundScene(picture: Self.card())
        _ = try scene.apply(.effect("ripple"), at: 0)
        let (x, y) = Self.pixel(scene, 20, 30)
        _ = try scene.apply(.pointer(.down, x: x, y: y), at: 0)
        #expect(scene.tap == CGPoint(x: 20, y: 30))
        #expect(scene.playhead == 0)
        let request = PlaygroundExportRequest(scene: scene)
        #expect(request.options == ["--origin", "20.0,30.0"])
    }
}
