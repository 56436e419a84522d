import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitGestureScripts
import TearKitRender

/// What one playground tab shows: its picture, the effect and its option values, the tear under the
/// finger (the real ``TearState`` engine) or the playhead of an effect that plays. Pure state: the
/// session feeds it the page's commands and the clock, and asks it for frames.
package struct PlaygroundScene: Sendable {
    /// The effect on screen.
    package private(set) var effect: RenderableEffect
    /// Its options: the values given (checked with the command line's rules), its defaults behind them.
    package private(set) var values: EffectOptionValues
    /// The values given, as the page and the command line write them (`"--max-gap": "40"`).
    package private(set) var givenText: [String: String] = [:]
    /// The view being torn.
    package private(set) var picture: PlaygroundPicture
    /// The tear, driven by the pointer (the tear's own engine, as on a device).
    package private(set) var tear: TearState
    /// Whether an effect that plays is playing, whether it starts again at its end, and where its
    /// playhead is, in seconds.
    package private(set) var isPlaying = false
    package private(set) var loops = true
    package private(set) var playhead = 0.0
    /// Where the user last tapped, in the view's points: where an effect that starts at a touch starts.
    package private(set) var tap: CGPoint?
    /// The gesture since the tear was last idle, for the saved animation (times from its start).
    package private(set) var recording: [GestureScript.Event] = []

    private var pointerStart: CGPoint?
    private var recordingStart: TimeInterval?
    private var lastTick: TimeInterval?
    private var timeline: PlaygroundTimeline?

    /// Frames per second of an effect's timeline: the playhead's steps and the saved animation's rate.
    package static let framesPerSecond = 30.0

    /// A scene showing `picture`, with the tear and its defaults.
    package init(picture: PlaygroundPicture = .sampleCard()) {
        self.picture = picture
        effect = .tear
        values = EffectOptionValues(options: RenderableEffect.tear.options)
        tear = TearState(configuration: TearConfiguration(), viewSize: picture.viewSize)
    }

    // MARK: Commands

    /// What a command changed, for the session: whether the page's state message must be sent again,
    /// whether the picture changed (a finger moving the tear), and the tears that ended (`true` broke),
    /// each once.
    package struct Change: Sendable, Equatable {
        package var stateChanged = false
        package var frameChanged = false
        package var completions: [Bool] = []
    }

    /// Applies one of the page's commands at `now` (seconds on the session's clock).
    /// - Throws: ``PlaygroundError`` for an unknown effect or option, or a value the command line
    ///   would refuse; the scene is then unchanged.
    package mutating func apply(_ command: PageMessage, at now: TimeInterval) throws(PlaygroundError) -> Change {
        var change = Change()
        switch command {
        case .effect(let name):
            guard let chosen = RenderableEffect.named(name) else {
                throw PlaygroundError("There is no effect \"\(EchoedText(name).excerpt)\".")
            }
            effect = chosen
            values = EffectOptionValues(options: chosen.options)
            givenText = [:]
            restart()
            change.stateChanged = true
        case .set(let name, let text):
            guard let option = PlaygroundCatalog.options(of: effect).first(where: { $0.name == name }) else {
                throw PlaygroundError("\(effect.displayName) has no option \(EchoedText(name).excerpt).")
            }
            let value: EffectOptionValue
            do {
                value = try option.parse(text)
            } catch {
                throw PlaygroundError(error.description)
            }
            values.given[name] = value
            givenText[name] = text
            configurationChanged()
            change.stateChanged = true
        case .reset:
            values.given = [:]
            givenText = [:]
            configurationChanged()
            change.stateChanged = true
        case .pointer(let phase, let x, let y):
            change = pointer(phase, at: viewPoint(x: x, y: y), time: now)
        case .broken(let broken):
            record(.setBroken(broken, time: 0, animated: false), at: now)
            change.completions = completions(tear.setBroken(broken, at: now))
            change.stateChanged = true
        case .play:
            if !PlaygroundCatalog.isDragged(effect) {
                if playhead >= duration { playhead = 0 }
                isPlaying = true
                lastTick = now
                change.stateChanged = true
            }
        case .pause:
            isPlaying = false
            change.stateChanged = true
        case .loop(let loops):
            self.loops = loops
            change.stateChanged = true
        case .seek(let progress):
            isPlaying = false
            playhead = min(max(progress, 0), 1) * duration
            change.stateChanged = true
        case .acknowledged, .save, .sampleCard:
            // The session's own: frames in flight, the export, the picture.
            break
        }
        return change
    }

    /// Shows `picture` instead (the effect and its values stay), from the start.
    package mutating func show(_ picture: PlaygroundPicture) {
        self.picture = picture
        restart()
    }

    /// Moves the scene on to `now`: the tear's closing or breaking animation, the playhead. Returns what
    /// changed (a tear that ended, a playhead that stopped at the end).
    package mutating func advance(to now: TimeInterval) -> Change {
        var change = Change()
        let wasAnimating = tear.phase.isAnimating
        change.completions = completions(tear.advance(to: now))
        if wasAnimating && !tear.phase.isAnimating { change.stateChanged = true }
        if isPlaying {
            playhead += max(now - (lastTick ?? now), 0)
            lastTick = now
            if playhead >= duration {
                if loops {
                    playhead = duration > 0 ? playhead.truncatingRemainder(dividingBy: duration) : 0
                } else {
                    playhead = duration
                    isPlaying = false
                    change.stateChanged = true
                }
            }
        }
        return change
    }

    /// Whether frames change by themselves: a tear closing or breaking, an effect playing.
    package var isAnimating: Bool { tear.phase.isAnimating || isPlaying }

    // MARK: Frames

    /// The effect's timeline, made when first needed after a change (laying out a text's glyphs or
    /// building a shatter's pieces is done once, not per frame).
    package mutating func preparedTimeline() throws -> PlaygroundTimeline? {
        guard !PlaygroundCatalog.isDragged(effect) else { return nil }
        if let timeline { return timeline }
        let made = try PlaygroundTimeline(
            effect: effect, values: values, picture: picture, tap: tap, framesPerSecond: Self.framesPerSecond)
        timeline = made
        return made
    }

    /// Length of the effect that plays, in seconds (0 for the tear, or before its timeline is made).
    package var duration: Double { timeline?.duration ?? 0 }

    /// Draws what is on screen now.
    package mutating func frame() throws -> RGBAImage {
        if let timeline = try preparedTimeline() { return try timeline.frame(at: playhead) }
        return try TearFrameRenderer(source: picture.image, scale: picture.scale).frame(for: tear)
    }

    /// Where the view lies in the frame, in the frame's pixels.
    package var viewRect: (x: Int, y: Int, width: Int, height: Int) {
        guard let timeline else {
            let (x, y) = viewOriginOfTear
            return (x, y, picture.image.width, picture.image.height)
        }
        let (x, y) = timeline.viewOrigin
        return (x, y, timeline.viewPixelSize.width, timeline.viewPixelSize.height)
    }

    private var viewOriginOfTear: (Int, Int) {
        let margin = TearFrameRenderer(source: picture.image, scale: picture.scale).pixelMargin(for: tear.configuration)
        return (margin, margin)
    }

    /// A point of the frame (pixels) in the view's points.
    private func viewPoint(x: Double, y: Double) -> CGPoint {
        let view = viewRect
        return CGPoint(x: (x - Double(view.x)) / picture.scale, y: (y - Double(view.y)) / picture.scale)
    }

    // MARK: The state the page shows

    /// The tear's phase, or the playhead's, as the page names it.
    package var phaseName: String {
        if !PlaygroundCatalog.isDragged(effect) { return isPlaying ? "playing" : "paused" }
        switch tear.phase {
        case .idle, .tracking: return "idle"
        case .tearing: return "tearing"
        case .breaking: return "breaking"
        case .broken: return "broken"
        case .recovering: return "closing"
        }
    }

    /// The tear's progress, or the playhead's position, 0…1.
    package var progress: Double {
        if PlaygroundCatalog.isDragged(effect) { return tear.tearProgress }
        return duration > 0 ? min(playhead / duration, 1) : 0
    }

    /// The `state` message's JSON object.
    package func stateMessage() -> [String: Any] {
        let snippet = SwiftSnippet(effect: effect, values: values)
        let view = viewRect
        return [
            "type": "state", "effect": effect.name, "values": givenText, "progress": progress, "phase": phaseName,
            "isBroken": tear.isBrokenOrBreaking, "playing": isPlaying, "loop": loops, "duration": duration,
            "swiftUI": snippet.swiftUI, "uiKit": snippet.uiKit.map { $0 as Any } ?? NSNull(),
            "view": ["x": view.x, "y": view.y, "width": view.width, "height": view.height], "scale": picture.scale,
        ]
    }

    // MARK: The tear

    private mutating func pointer(_ phase: PageMessage.PointerPhase, at point: CGPoint, time: TimeInterval)
        -> Change
    {
        var change = Change()
        guard PlaygroundCatalog.isDragged(effect) else {
            // An effect that plays starts again from a tap, where it starts at a touch.
            if phase == .down {
                tap = point
                timeline = nil
                playhead = 0
                isPlaying = true
                lastTick = time
                change.stateChanged = true
            }
            return change
        }
        let viewSize = picture.viewSize
        switch phase {
        case .down:
            if tear.phase == .idle {
                recording = []
                recordingStart = nil
            }
            pointerStart = point
        case .move, .up:
            guard let start = pointerStart else { return change }
            let sample = DragSample(startLocation: start, location: point, time: time)
            let before = tear.phase
            change.frameChanged = true
            if phase == .move {
                record(.changed(sample), at: time)
                change.completions = completions(tear.dragChanged(sample, viewSize: viewSize))
            } else {
                record(.ended(sample), at: time)
                change.completions = completions(tear.dragEnded(sample, viewSize: viewSize))
                pointerStart = nil
                change.stateChanged = true
            }
            if tear.phase != before { change.stateChanged = true }
        case .cancel:
            guard pointerStart != nil else { return change }
            pointerStart = nil
            record(.cancelled(time: 0), at: time)
            change.completions = completions(tear.dragCancelled(at: time))
            change.stateChanged = true
        }
        return change
    }

    /// Adds `event` to the recording, its time counted from the recording's first event (plus a
    /// twentieth of a second, so the animation opens on the intact view).
    private mutating func record(_ event: GestureScript.Event, at time: TimeInterval) {
        let start = recordingStart ?? time
        recordingStart = start
        let at = time - start + 0.05
        switch event {
        case .changed(var sample):
            sample.time = at
            recording.append(.changed(sample))
        case .ended(var sample):
            sample.time = at
            recording.append(.ended(sample))
        case .cancelled: recording.append(.cancelled(time: at))
        case .setBroken(let broken, _, let animated): recording.append(.setBroken(broken, time: at, animated: animated))
        case .resize(let size, _): recording.append(.resize(size, time: at))
        }
    }

    private func completions(_ events: [TearEvent]) -> [Bool] {
        events.compactMap {
            if case .completed(let broke) = $0 { return broke }
            return nil
        }
    }

    /// The options changed: the tear takes its new configuration; an effect that plays is laid out again.
    private mutating func configurationChanged() {
        tear.setConfiguration(RenderableEffect.tearConfiguration(values))
        timeline = nil
    }

    /// From the start: an intact view, the playhead at 0 and playing.
    private mutating func restart() {
        tear = TearState(configuration: RenderableEffect.tearConfiguration(values), viewSize: picture.viewSize)
        pointerStart = nil
        recording = []
        recordingStart = nil
        timeline = nil
        tap = nil
        playhead = 0
        isPlaying = !PlaygroundCatalog.isDragged(effect)
        lastTick = nil
    }
}
