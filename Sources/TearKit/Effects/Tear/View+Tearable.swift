#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

@available(tvOS, unavailable, message: "TearKit needs a drag gesture, and tvOS has no DragGesture.")
@available(watchOS, unavailable, message: "TearKit draws with layerEffect, which watchOS does not have.")
extension View {
    /// Lets the user tear this view apart with a finger.
    ///
    /// A drag that starts within about a fingertip (32 pt) of an edge and heads into the view opens a
    /// wedge-shaped gap with torn edges that follows the finger, back and forth along the tear's line.
    /// Releasing it at or past `breakThreshold` breaks the view (`onCompletion(true)`); releasing it
    /// earlier closes the gap again with a short animation (`onCompletion(false)`).
    ///
    /// Which drags tear: one that starts near an edge the cut can start from and heads into the view
    /// within 75° of that edge's inward direction. A drag that starts away from the edges, heads out of
    /// the view, or ends before the direction locks (a tap) is not a tear: it reports nothing and keeps
    /// working for whatever else wants it.
    ///
    /// Inside a `ScrollView` or `List`, each OS shares the touch its own way:
    /// - **iOS 18 and later**: the tear is a UIKit pan recogniser that decides once the finger moves,
    ///   before the pan begins. A drag along an axis the scroll view around the view can move on (in a
    ///   vertical feed: up and down, within 45°) scrolls, even when it starts at the view's top or
    ///   bottom edge. To tear along the feed, rest the finger, still, close to the edge (within a quarter of
    ///   the view's size across it) while the feed stands still, for
    ///   ``TearConfiguration/scrollAxisHoldDuration`` (0.5 s), then pull. A tear across the scroll
    ///   axis (from a feed card's left or right edge), in a scroll view that cannot move that way, or
    ///   outside any scroll view starts at once. A drag the tear takes owns the touch: the scroll view
    ///   waits for the tear's decision, so the content does not move under a tear. A scroll view
    ///   inside the view (a horizontal `ScrollView`) keeps every drag along its axis. A sheet the user
    ///   can swipe away counts as a vertical scroll. A tap never begins a pan (buttons inside still
    ///   tap), and a drag from the leading edge of a pushed screen is left to the back swipe. A
    ///   `List` row's swipe actions are not a scroll: a drag from the row's trailing edge tears it.
    /// - **iOS 17, macOS and visionOS**: the tear is a `DragGesture` run simultaneously with the scroll
    ///   view's. The direction locks after ``TearConfiguration/directionLockDistance`` (20 pt); a drag
    ///   along the scroll axis scrolls, because the scroll view takes the touch over as soon as it
    ///   scrolls (a cut that had opened closes, `onCompletion(false)`), and no hold changes that: in a
    ///   vertical feed on iOS 17, tears run across it. macOS scrolls with the trackpad and wheel, never
    ///   with a drag, so there a drag always reaches the tear.
    ///
    /// The halves part into a margin of `maxGapWidth / 2` around the view; the view's layout and
    /// hit-testing do not change. Apply `.shadow` after `tearable`, so it follows the torn halves.
    ///
    /// UIKit-backed content — `TextField`, `TextEditor`, `Map`, `VideoPlayer`, web views, any
    /// `UIViewRepresentable` — is drawn by UIKit, which a SwiftUI layer effect cannot read: while a tear
    /// is open, SwiftUI shows its placeholder image in its place (SwiftUI's documentation of
    /// `layerEffect`: such views "may not render into the filtered layer"). An intact view draws
    /// normally. Workaround: keep that content outside the tearable view, or show a SwiftUI rendition of
    /// it (its text as `Text`, a still of the map or video as `Image`) in the view that tears; in UIKit,
    /// `TearInteraction` draws the view with `drawHierarchy`, which includes UIKit content.
    ///
    /// The modifier only draws the tear. What happens to a broken view (fall, fade, remove, navigate)
    /// is up to you: do it in `onCompletion` when the value is `true`. A trailing closure is always the
    /// completion, in Swift 6 and Swift 5 language modes alike: this form takes no other closure, and the
    /// form that also takes `onProgressChanged` requires both closures, so a single closure can only be
    /// `onCompletion` (to observe the progress alone, pass `onCompletion: nil`).
    ///
    /// ```swift
    /// Card()
    ///     .tearable(cutDirection: .vertical) { broke in
    ///         if broke { withAnimation(.snappy) { isGone = true } }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - edgeRoughness: How ragged the torn edges are, from 0 (a clean cut) to 1 (very ragged).
    ///     Dimensionless. Default `0.5`; range `0...1`.
    ///   - maxGapWidth: The widest opening between the two halves, at the tear's start, reached when the
    ///     view has torn through, in points. Default `28`; range `0...200`.
    ///   - breakThreshold: The fraction of the tear line (inside the view) the finger must have torn when it
    ///     lifts for the view to break. Default `0.9`; range `0...1`.
    ///   - cutDirection: Which way tears may run: `.vertical` (from the top or bottom edge),
    ///     `.horizontal` (from the left or right edge), `.anyDirection` (the drag's own direction,
    ///     from any edge) or `.followingFinger` (from any edge, then bending toward the finger, turning
    ///     at most ``TearConfiguration/maximumTurnRate``). Default `.anyDirection`.
    ///   - rimStrength: How strongly the torn edges show the paper's core: a thin (0.5–2 pt, at least
    ///     1–4 device pixels), slightly irregular lighter rim along each edge, its outermost pixel in
    ///     shade so it shows on white. Dimensionless, `0` (no rim) … `1`. Default `0.6`; range `0...1`.
    ///   - rimLightness: The grey level of that paper core, `0` (black) … `1` (white). Default `0.96`
    ///     (off-white paper); range `0...1`.
    ///   - shadowStrength: How dark the soft shadow is that the torn edges cast into the gap (it darkens
    ///     only what shows through). Dimensionless, `0` (none) … `1`. Default `0.5`; range `0...1`.
    ///   - isBroken: Observes and controls the broken state. TearKit sets it to `true` when the view
    ///     breaks and to `false` when it has closed again; set it to `true` to break the view (straight
    ///     through the middle if no tear is under way), or to `false` to close a tear with the recovery
    ///     animation. Default `nil` (not observed).
    ///   - hapticsEnabled: Whether TearKit plays a light tick when a tear's direction locks and a heavy
    ///     impact when the view breaks (iOS only: SwiftUI documents `.impact` feedback as playing only on
    ///     iOS and watchOS, so nothing plays on macOS, and `sensoryFeedback` is unavailable on visionOS 1). Default `true`.
    ///   - onCompletion: Called on the main actor once for every tear that ends: `true` when the view
    ///     broke (also when broken through `isBroken` or the "Tear" accessibility action), `false` when it
    ///     closed again. Not called for a touch whose direction never locked (a tap, a scroll). Default `nil`.
    /// - Returns: A view that can be torn.
    public func tearable(
        edgeRoughness: Double = TearConfiguration.Defaults.edgeRoughness,
        maxGapWidth: Double = TearConfiguration.Defaults.maxGapWidth,
        breakThreshold: Double = TearConfiguration.Defaults.breakThreshold,
        cutDirection: CutDirection = .anyDirection,
        rimStrength: Double = TearConfiguration.Defaults.rimStrength,
        rimLightness: Double = TearConfiguration.Defaults.rimLightness,
        shadowStrength: Double = TearConfiguration.Defaults.shadowStrength,
        isBroken: Binding<Bool>? = nil,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        tearable(
            edgeRoughness: edgeRoughness, maxGapWidth: maxGapWidth, breakThreshold: breakThreshold,
            cutDirection: cutDirection, rimStrength: rimStrength, rimLightness: rimLightness,
            shadowStrength: shadowStrength, isBroken: isBroken, hapticsEnabled: hapticsEnabled,
            onCompletion: onCompletion, progressChanged: nil
        )
    }

    /// Lets the user tear this view apart with a finger, and reports the tear's progress as it changes.
    ///
    /// The same tear as ``tearable(edgeRoughness:maxGapWidth:breakThreshold:cutDirection:rimStrength:rimLightness:shadowStrength:isBroken:hapticsEnabled:onCompletion:)``,
    /// with a second closure. Both closures are required here, so that a single trailing closure never
    /// binds to `onProgressChanged`; pass `onCompletion: nil` to observe the progress alone.
    ///
    /// ```swift
    /// Card()
    ///     .tearable(cutDirection: .vertical) { broke in
    ///         if broke { withAnimation(.snappy) { isGone = true } }
    ///     } onProgressChanged: { progress in
    ///         tornFraction = progress
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - edgeRoughness: How ragged the torn edges are. Default `0.5`; range `0...1`.
    ///   - maxGapWidth: The widest opening, in points. Default `28`; range `0...200`.
    ///   - breakThreshold: The fraction of the tear line torn at release that breaks the view.
    ///     Default `0.9`; range `0...1`.
    ///   - cutDirection: Which way tears may run (`.followingFinger`: the cut bends toward the finger,
    ///     turning at most ``TearConfiguration/maximumTurnRate``). Default `.anyDirection`.
    ///   - rimStrength: The lighter rim of exposed paper core. Default `0.6`; range `0...1`.
    ///   - rimLightness: The grey level of that core. Default `0.96`; range `0...1`.
    ///   - shadowStrength: The shadow the edges cast into the gap. Default `0.5`; range `0...1`.
    ///   - isBroken: Observes and controls the broken state. Default `nil` (not observed).
    ///   - hapticsEnabled: Whether TearKit plays haptics (iOS only). Default `true`.
    ///   - onCompletion: Called on the main actor once for every tear that ends: `true` broke, `false`
    ///     closed again; `nil` to observe the progress alone.
    ///   - onProgressChanged: Called on the main actor whenever the tear's progress changes,
    ///     continuously while the finger moves and while the gap closes; `0` intact … `1` torn through.
    /// - Returns: A view that can be torn.
    public func tearable(
        edgeRoughness: Double = TearConfiguration.Defaults.edgeRoughness,
        maxGapWidth: Double = TearConfiguration.Defaults.maxGapWidth,
        breakThreshold: Double = TearConfiguration.Defaults.breakThreshold,
        cutDirection: CutDirection = .anyDirection,
        rimStrength: Double = TearConfiguration.Defaults.rimStrength,
        rimLightness: Double = TearConfiguration.Defaults.rimLightness,
        shadowStrength: Double = TearConfiguration.Defaults.shadowStrength,
        isBroken: Binding<Bool>? = nil,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)?,
        onProgressChanged: @escaping @MainActor (Double) -> Void
    ) -> some View {
        tearable(
            edgeRoughness: edgeRoughness, maxGapWidth: maxGapWidth, breakThreshold: breakThreshold,
            cutDirection: cutDirection, rimStrength: rimStrength, rimLightness: rimLightness,
            shadowStrength: shadowStrength, isBroken: isBroken, hapticsEnabled: hapticsEnabled,
            onCompletion: onCompletion, progressChanged: onProgressChanged
        )
    }

    /// The short form's one implementation: the named parameters as a ``TearConfiguration``.
    private func tearable(
        edgeRoughness: Double, maxGapWidth: Double, breakThreshold: Double, cutDirection: CutDirection,
        rimStrength: Double, rimLightness: Double, shadowStrength: Double, isBroken: Binding<Bool>?,
        hapticsEnabled: Bool, onCompletion: (@MainActor (Bool) -> Void)?,
        progressChanged: (@MainActor (Double) -> Void)?
    ) -> some View {
        modifier(
            TearModifier(
                configuration: TearConfiguration(
                    edgeRoughness: edgeRoughness,
                    maxGapWidth: maxGapWidth,
                    breakThreshold: breakThreshold,
                    cutDirection: cutDirection,
                    rimStrength: rimStrength,
                    rimLightness: rimLightness,
                    shadowStrength: shadowStrength
                ),
                isBroken: isBroken,
                hapticsEnabled: hapticsEnabled,
                onCompletion: onCompletion,
                onProgressChanged: progressChanged
            )
        )
    }

    /// Lets the user tear this view apart with a finger, with every parameter of ``TearConfiguration``
    /// available: how close to an edge a tear may start, how far the finger travels before the
    /// direction locks (iOS 17, macOS and visionOS; on iOS 18 and later the system's pan recogniser decides),
    /// the recovery's duration and easing, and whether a quick flick breaks the view.
    ///
    /// ```swift
    /// Ticket()
    ///     .tearable(isBroken: $isTorn,
    ///               configuration: TearConfiguration(cutDirection: .horizontal, recoveryDuration: 0.5, breaksOnFling: true))
    /// ```
    ///
    /// With Reduce Motion on, the recovery is instant whatever `recoveryDuration` says; the tear that
    /// follows the finger is unchanged.
    ///
    /// - Parameters:
    ///   - isBroken: Observes and controls the broken state: TearKit writes `true` on a break and
    ///     `false` once a tear has closed; set it to `true` to break the view or to `false` to close it
    ///     with the recovery animation. Default `nil` (not observed).
    ///   - configuration: The tear's parameters; each is clamped into its documented range.
    ///     Changing it while a tear is open takes effect at once (a new gap width) or at release
    ///     (a new threshold). No default: without one, ``tearable(edgeRoughness:maxGapWidth:breakThreshold:cutDirection:rimStrength:rimLightness:shadowStrength:isBroken:hapticsEnabled:onCompletion:)``
    ///     is the call.
    ///   - hapticsEnabled: Whether TearKit plays haptics. Default `true`.
    ///   - onCompletion: Called on the main actor once for every tear that ends: `true` broke, `false`
    ///     closed again. Default `nil`. A trailing closure is always this one.
    /// - Returns: A view that can be torn.
    public func tearable(
        isBroken: Binding<Bool>? = nil,
        configuration: TearConfiguration,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            TearModifier(
                configuration: configuration,
                isBroken: isBroken,
                hapticsEnabled: hapticsEnabled,
                onCompletion: onCompletion,
                onProgressChanged: nil
            )
        )
    }

    /// Lets the user tear this view apart with every parameter of ``TearConfiguration``, and reports the
    /// tear's progress as it changes. Both closures are required, so that a single trailing closure never
    /// binds to `onProgressChanged`; pass `onCompletion: nil` to observe the progress alone.
    ///
    /// - Parameters:
    ///   - isBroken: Observes and controls the broken state. Default `nil` (not observed).
    ///   - configuration: The tear's parameters; each is clamped into its documented range.
    ///   - hapticsEnabled: Whether TearKit plays haptics. Default `true`.
    ///   - onCompletion: Called on the main actor once for every tear that ends: `true` broke, `false`
    ///     closed again; `nil` to observe the progress alone.
    ///   - onProgressChanged: Called on the main actor whenever the tear's progress (`0...1`) changes.
    /// - Returns: A view that can be torn.
    public func tearable(
        isBroken: Binding<Bool>? = nil,
        configuration: TearConfiguration,
        hapticsEnabled: Bool = true,
        onCompletion: (@MainActor (Bool) -> Void)?,
        onProgressChanged: @escaping @MainActor (Double) -> Void
    ) -> some View {
        modifier(
            TearModifier(
                configuration: configuration,
                isBroken: isBroken,
                hapticsEnabled: hapticsEnabled,
                onCompletion: onCompletion,
                onProgressChanged: onProgressChanged
            )
        )
    }
}
#endif
