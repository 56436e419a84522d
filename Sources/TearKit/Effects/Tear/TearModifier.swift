#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Makes its content tearable: feeds drags to a ``TearState``, draws the state with the
/// `tearDistortion` layer shader, samples the closing animation on SwiftUI's animation clock and
/// reports what happened through the callbacks and the optional `isBroken` binding.
///
/// Every decision (whether a drag tears, which way, how far, break or recover, what a frame shows)
/// lives in TearKitCore; this type only measures, forwards and draws. It applies no drop or fade of
/// its own: the host reacts to `onCompletion(true)`.
///
/// Drawing: a layer effect draws only inside its view's bounds, so the content is padded by
/// ``TearConfiguration/layerMargin`` before the effect and the padding is taken back after it —
/// the halves can move out beyond the view's edges while layout and hit-testing stay the view's
/// own. The shader samples only the view's own rectangle, so anything the content draws outside
/// its frame (a shadow) is cut off while a tear is open; shadows belong after `.tearable`.
/// `maxSampleOffset` is ``TearState/maxSampleOffset``, constant for a configuration, so SwiftUI
/// keeps its offscreen layer from frame to frame.
///
/// Animation: the closing cut and the opening of a break are sampled inside the `TimelineView` from
/// `context.date` with the pure ``TearState/presentation(at:)``: a frame costs one body evaluation
/// and writes no state. A break is reported when it is decided (release at or past the threshold,
/// `isBroken = true`, the "Tear" action); the end of a recovery is committed by whichever comes first:
/// a drawn frame, a timer at ``TearState/animationEndTime`` (frames stop when the view is hidden, in
/// the background, or scrolled out of a `List`), or the view leaving (`onDisappear`, which closes a
/// tear under way at once). The three cannot report twice: committing an animation removes it from the
/// state, so a later trigger finds nothing to end (the once-only end, like the shatter's `FireOnce`).
/// The timer captures the state's storage (`$state`), not the view, so it still ends the run once the
/// view has gone.
///
/// Input: on iOS 18 and later a UIKit pan recogniser (``TearPanGesture``) that begins only where
/// the tear's touch rule (`TearState.wouldBegin(at:translation:restDuration:enclosingScroll:)`) says
/// a tear would, so a scroll along a feed, a `List`, a sheet or a back swipe keeps every other touch;
/// on iOS 17 and macOS a simultaneous `DragGesture` (see `dragInput`).
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearModifier: ViewModifier {
    /// The tear's parameters, as the caller gave them.
    var configuration: TearConfiguration
    /// Observes and controls the broken state; `nil` when the caller does not.
    var isBroken: Binding<Bool>?
    /// Whether TearKit plays haptics.
    var hapticsEnabled: Bool
    /// Called once per finished tear: `true` broke, `false` closed again.
    var onCompletion: (@MainActor (Bool) -> Void)?
    /// Called with the tear's progress, `0...1`, whenever it changes.
    var onProgressChanged: (@MainActor (Double) -> Void)?

    @State private var state: TearState
    @State private var feedback = TearFeedback()
    /// `true` while a drag is down; reset by SwiftUI when the drag ends *or is cancelled*. Only the
    /// `DragGesture` input sets it, which is attached on iOS 17 and macOS alone: on iOS 18 and later it
    /// stays `false` (the pan recogniser reports its own cancellation, `TearPanPhase.cancelled`).
    @GestureState private var isDragging = false
    /// The timer backing the end of the running recovery or break; one at a time. Made at the first
    /// run, not as an initial value (which SwiftUI evaluates at every init of the modifier and then
    /// throws away after the first).
    @State private var endTimer: TearEndTimer?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// Device pixels per point: the shader anti-aliases the torn edges over one device pixel.
    @Environment(\.displayScale) private var displayScale

    init(
        configuration: TearConfiguration,
        isBroken: Binding<Bool>?,
        hapticsEnabled: Bool,
        onCompletion: (@MainActor (Bool) -> Void)?,
        onProgressChanged: (@MainActor (Double) -> Void)?
    ) {
        self.configuration = configuration
        self.isBroken = isBroken
        self.hapticsEnabled = hapticsEnabled
        self.onCompletion = onCompletion
        self.onProgressChanged = onProgressChanged
        _state = State(initialValue: TearState(configuration: configuration))
    }

    /// The shader that draws `shown` on a layer padded by `margin` points: `curvedTearDistortion` for a
    /// tear that follows the finger, `tearDistortion` for a straight one.
    static func shader(for shown: TearState, pixelSize: Double, margin: Double) -> Shader {
        if let curved = shown.curvedUniforms(pixelSize: pixelSize) {
            return TearShaderLibrary.shader(curved.padded(by: margin))
        }
        return TearShaderLibrary.shader(shown.uniforms(pixelSize: pixelSize).padded(by: margin))
    }

    func body(content: Content) -> some View {
        let margin = state.configuration.layerMargin
        TimelineView(.animation(minimumInterval: nil, paused: !state.phase.isAnimating)) { context in
            // What this frame shows: the state itself, or its running animation at the frame's date.
            // The frame's date, unless it is older than now (a schedule that was just unpaused may
            // still carry the date of its last frame, which would look like a clock set back).
            let time = max(context.date, Date()).timeIntervalSinceReferenceDate
            let shown = state.presentation(at: time)
            content
                // Room for the halves to move beyond the view's edges, given back after the effect.
                .padding(CGFloat(margin))
                .layerEffect(
                    Self.shader(for: shown, pixelSize: displayScale > 0 ? 1 / displayScale : 1, margin: margin),
                    maxSampleOffset: state.maxSampleOffset,
                    isEnabled: shown.isEffectEnabled && TearShaderLibrary.isAvailable
                )
                .padding(CGFloat(-margin))
                .onChange(of: shown.tearProgress) { _, progress in
                    onProgressChanged?(progress)
                }
                .onChange(of: state.animationHasEnded(at: time), initial: true) { _, ended in
                    // Runs after the body, once per animation: commit its end (completion, binding, haptics).
                    if ended { handle(state.advance(to: time)) }
                }
        }
        .background {
            GeometryReader { proxy in
                Color.clear
                    .onChange(of: proxy.size, initial: true) { _, size in
                        handle(state.setViewSize(size))
                        applyBinding()
                    }
            }
        }
        .modifier(
            TearDragInput(
                dragGesture: dragGesture,
                wouldBegin: { request in
                    state.wouldBegin(
                        at: request.start, translation: request.translation, restDuration: request.restDuration,
                        enclosingScroll: request.enclosingScroll,
                        enclosingScrollWasMoving: request.enclosingScrollWasMoving, innerScroll: request.innerScroll)
                },
                viewSize: state.viewSize,
                onPan: { sample, phase in
                    panned(sample, phase: phase)
                })
        )
        .onChange(of: isDragging) { _, dragging in
            // iOS 17 and macOS (the `DragGesture` input); never fires on iOS 18 and later.
            // A drag that ends normally has already been through `onEnded`, for which this is a
            // no-op; a drag the system took away (e.g. a scroll view) never gets `onEnded`.
            // The cancel is deferred to the next main-actor turn, so that a normal release's
            // `onEnded` has run first whatever order SwiftUI resets gesture state in; after it,
            // `dragCancelled` finds no drag in progress and does nothing.
            if !dragging {
                Task { @MainActor in
                    handle(state.dragCancelled(at: Date().timeIntervalSinceReferenceDate))
                }
            }
        }
        .onChange(of: effectiveConfiguration, initial: true) { _, configuration in
            state.setConfiguration(configuration)
        }
        .onChange(of: isBroken?.wrappedValue) { _, _ in
            applyBinding()
        }
        .onAppear {
            // Compiled before the first tear's frame needs them (once per process).
            TearShaderLibrary.precompileTearShaders()
        }
        .onDisappear {
            // Popped, dismissed, recycled by a `List`, replaced: a tear under way ends now, reported once.
            handle(state.finishForRemoval(at: Date().timeIntervalSinceReferenceDate))
            // Nothing is under way any more: the timer of a run that was ending has nothing to end.
            endTimer?.cancel()
        }
        .modifier(TearHapticsModifier(feedback: feedback, isEnabled: hapticsEnabled))
        .accessibilityActions {
            // One action at a time: "Tear" while the view is whole, "Restore" once it is broken
            // (or breaking). The names come from TearKit's own bundle, so apps can localise them.
            if state.isBrokenOrBreaking {
                Button {
                    handle(state.setBroken(false, at: Date().timeIntervalSinceReferenceDate))
                } label: {
                    Text("Restore", bundle: .module, comment: "Accessibility action that closes a torn view again.")
                }
            } else {
                Button {
                    // An animated break (the tear runs through the view), instant with Reduce Motion.
                    handle(state.setBroken(true, at: Date().timeIntervalSinceReferenceDate, animated: !reduceMotion))
                } label: {
                    Text("Tear", bundle: .module, comment: "Accessibility action that tears the view through.")
                }
            }
        }
    }

    /// The caller's configuration, with instant recovery and breaks when Reduce Motion is on.
    /// The finger-driven tear itself is direct manipulation and stays unchanged.
    private var effectiveConfiguration: TearConfiguration {
        configuration.reducingMotion(reduceMotion)
    }

    /// The iOS 17 and macOS input: every touch goes to the core; drags that did not start at an eligible
    /// edge are ignored there, and the gesture is simultaneous, so they still reach a surrounding
    /// `ScrollView` or `List`.
    @MainActor private var dragGesture: some Gesture {
        DragGesture(minimumDistance: 0)
            .updating($isDragging) { _, isDragging, _ in
                isDragging = true
            }
            .onChanged { value in
                handle(state.dragChanged(DragSample(value), viewSize: state.viewSize))
            }
            .onEnded { value in
                handle(state.dragEnded(DragSample(value), viewSize: state.viewSize))
            }
    }

    /// One change of the iOS 18+ pan recogniser, fed to the core like the `DragGesture`'s updates.
    /// `.began` locks the tear's direction on the sample the pan was approved on
    /// (``TearState/dragBegan(_:viewSize:)``): the pan has taken the touch from the scroll view, so it
    /// must tear, even if the finger then curves along the edge before the lock distance.
    @MainActor private func panned(_ sample: DragSample, phase: TearPanPhase) {
        switch phase {
        case .began: handle(state.dragBegan(sample, viewSize: state.viewSize))
        case .changed: handle(state.dragChanged(sample, viewSize: state.viewSize))
        case .ended: handle(state.dragEnded(sample, viewSize: state.viewSize))
        case .cancelled: handle(state.dragCancelled(at: sample.time))
        }
    }

    /// Makes the state match the `isBroken` binding, once the view has a size to break along.
    /// Both directions are idempotent in the core: breaking a broken view, or restoring an intact
    /// one, does nothing, so the modifier's own writes to the binding do not echo back.
    @MainActor private func applyBinding() {
        guard let wanted = isBroken?.wrappedValue else { return }
        guard state.viewSize.width > 0, state.viewSize.height > 0 else { return }
        if wanted != state.hasFullyTorn {
            handle(state.setBroken(wanted, at: Date().timeIntervalSinceReferenceDate))
        }
    }

    /// Turns the core's events into callbacks, binding writes and haptics, each exactly once, and
    /// backs every animation that starts with a timer at its end.
    @MainActor private func handle(_ events: [TearEvent]) {
        let report = reporter
        report(events)
        guard events.contains(where: { $0 == .recoveryStarted || $0 == .breakStarted }),
            let end = state.animationEndTime
        else { return }
        // Captures the state's storage, not the view: the timer still ends the run once the view has
        // gone, and reports nothing if a frame or `onDisappear` ended it first (the state then holds
        // no animation, or a newer one that has not reached its end).
        let stateBinding = $state
        let delay = FireOnce.deadline(duration: end - Date().timeIntervalSinceReferenceDate)
        // Replaces the previous run's timer (cancelled), so sleeping tasks do not pile up.
        let timer = endTimer ?? TearEndTimer()
        endTimer = timer
        timer.schedule(after: delay) {
            let now = Date().timeIntervalSinceReferenceDate
            // Nothing to end (already ended, or a newer run still under way): nothing to write.
            guard stateBinding.wrappedValue.animationHasEnded(at: now) else { return }
            var current = stateBinding.wrappedValue
            let ended = current.advance(to: now)
            stateBinding.wrappedValue = current
            report(ended)
        }
    }

    /// What the events mean to the app: haptics, the binding, the callback. Holds the binding and the
    /// callbacks themselves (not the view), so a timer can report after the view has gone.
    @MainActor private var reporter: @MainActor ([TearEvent]) -> Void {
        let isBroken = isBroken, onCompletion = onCompletion, hapticsEnabled = hapticsEnabled, feedback = $feedback
        return { events in
            for event in events {
                switch event {
                case .activated, .recoveryStarted, .breakStarted:
                    break
                case .directionLocked:
                    if hapticsEnabled { feedback.wrappedValue.record(.directionLocked) }
                case .completed(let broke):
                    if broke, hapticsEnabled { feedback.wrappedValue.record(.broke) }
                    if let isBroken, isBroken.wrappedValue != broke {
                        isBroken.wrappedValue = broke
                    }
                    onCompletion?(broke)
                }
            }
        }
    }
}

/// Attaches the tear's drag input for the running OS: on iOS 18 and later a UIKit pan recogniser
/// (``TearPanGesture``); on iOS 17 and macOS a simultaneous `DragGesture`.
///
/// Why two paths. iOS 18 changed how SwiftUI gestures share a touch with an enclosing `ScrollView` or
/// `List`: a `DragGesture` on a child can take the touch first, so swipes that start on a card stop
/// scrolling the feed. `UIGestureRecognizerRepresentable` (iOS 18+) brings back UIKit's arbitration,
/// where the tear declines every touch that is not a tear before it begins. It does not exist on iOS 17
/// and macOS; there the simultaneous `DragGesture` is the documented way for a child's drag to coexist
/// with a scroll view (the scroll view keeps its pan; when it takes the touch, the drag is cancelled and
/// an open cut closes). On macOS a scroll view scrolls with the trackpad and wheel, never with a mouse
/// drag, and there is no back swipe, so a drag never competes with either.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TearDragInput<DragInput: Gesture>: ViewModifier {
    /// The iOS 17 and macOS input.
    var dragGesture: DragInput
    /// The tear's touch rule for the current state (iOS 18+):
    /// `TearState.wouldBegin(at:translation:restDuration:enclosingScroll:)`.
    var wouldBegin: @MainActor (TearPanRequest) -> Bool
    /// The tearable view's size in points (iOS 18+).
    var viewSize: CGSize
    /// One change of the iOS 18+ pan recogniser.
    var onPan: @MainActor (DragSample, TearPanPhase) -> Void

    @ViewBuilder
    func body(content: Content) -> some View {
        #if canImport(UIKit) && !os(visionOS) && !os(tvOS) && !os(watchOS)
        if #available(iOS 18.0, *) {
            content.gesture(
                TearPanGesture(
                    wouldBegin: wouldBegin,
                    viewSize: viewSize,
                    onPan: { sample, state in
                        switch state {
                        case .began: onPan(sample, .began)
                        case .changed: onPan(sample, .changed)
                        case .ended: onPan(sample, .ended)
                        case .cancelled, .failed: onPan(sample, .cancelled)
                        default: break
                        }
                    }))
        } else {
            content.simultaneousGesture(dragGesture)
        }
        #else
        content.simultaneousGesture(dragGesture)
        #endif
    }
}

/// Where the iOS 18+ pan recogniser is: just begun (approved by `wouldBegin`), moving, lifted, or
/// taken away.
enum TearPanPhase: Sendable {
    case began, changed, ended, cancelled
}
#endif
