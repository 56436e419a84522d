#if canImport(SwiftUI)
import SwiftUI
import TearKitCore

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
/// Animation: the closing cut and an animated break are sampled inside the `TimelineView` from
/// `context.date` with the pure ``TearState/presentation(at:)``: a frame costs one body evaluation
/// and writes no state. The state changes once, when the animation has ended (completion, haptics,
/// binding), including when the clock was set back.
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
    /// `true` while a drag is down; reset by SwiftUI when the drag ends *or is cancelled*.
    @GestureState private var isDragging = false
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
                    TearShaderLibrary.shader(shown.uniforms(pixelSize: displayScale > 0 ? 1 / displayScale : 1).padded(by: margin)),
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
        .simultaneousGesture(dragGesture)
        .onChange(of: isDragging) { _, dragging in
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

    /// Every touch goes to the core; drags that did not start at an eligible edge are ignored there,
    /// and the gesture is simultaneous, so they still reach a surrounding `ScrollView` or `List`.
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

    /// Turns the core's events into callbacks, binding writes and haptics, each exactly once.
    @MainActor private func handle(_ events: [TearEvent]) {
        for event in events {
            switch event {
            case .activated, .recoveryStarted, .breakStarted:
                break
            case .directionLocked:
                if hapticsEnabled { feedback.record(.directionLocked) }
            case .completed(let broke):
                if broke, hapticsEnabled { feedback.record(.broke) }
                if let isBroken, isBroken.wrappedValue != broke {
                    isBroken.wrappedValue = broke
                }
                onCompletion?(broke)
            }
        }
    }
}
#endif
