#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore

/// Breaks a `Text` that stays in the hierarchy glyph by glyph when `isBroken` turns true, and shows it
/// whole again when it turns false; reports each change's end once.
///
/// The break is `progress` 0 → 1 on a **linear** animation of the configuration's duration (the model
/// eases each glyph itself, and every glyph is gone exactly at the end). Each change of `isBroken` is a
/// run; its end comes from a timer at the run's length (`FireOnce`: exactly once, whether or not frames
/// arrive), reporting `true`. A change back to whole is immediate and reports `false` at once; a run
/// replaced by a newer one before it ended never reports.
@available(tvOS, unavailable)
@available(watchOS, unavailable)
struct TextGlyphsModifier: ViewModifier {
    var isBroken: Bool
    var configuration: TextGlyphsConfiguration
    var onCompletion: (@MainActor (Bool) -> Void)?

    @State private var progress = 0.0
    /// The current run's end, cancelled when a newer run replaces it.
    @State private var end: FireOnce?

    func body(content: Content) -> some View {
        content
            .modifier(TextGlyphsProgressModifier(progress: progress, configuration: configuration, isTransition: false))
            .onChange(of: isBroken, initial: true) { old, broken in
                // The first call (`initial`) is no run: a text that appears already broken shows broken
                // at once, without replaying the break or reporting it.
                guard old != broken else {
                    if broken { show(progress: 1) }
                    return
                }
                start(broken: broken)
            }
    }

    /// Sets `progress` without an animation.
    @MainActor private func show(progress value: Double) {
        var transaction = Transaction()
        transaction.disablesAnimations = true
        withTransaction(transaction) { progress = value }
    }

    @MainActor private func start(broken: Bool) {
        end?.cancel()
        end = nil
        guard broken else {
            show(progress: 0)
            onCompletion?(false)
            return
        }
        let completion = onCompletion
        let runEnd = FireOnce { completion?(true) }
        end = runEnd
        let duration = configuration.duration
        withAnimation(.linear(duration: duration)) { progress = 1 }
        // A timer, so the report arrives even when no frame does (the view left, the app went to the background).
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(FireOnce.deadline(duration: duration)))
            runEnd.fire()
        }
    }
}

@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    /// Breaks the text in this view glyph by glyph when `isBroken` becomes true — its glyphs shatter,
    /// turn to dust or its lines tear in two, as `configuration` says — and `onCompletion(true)` runs
    /// once when the last glyph is gone. Turning `isBroken` false shows the text whole again at once,
    /// and `onCompletion(false)` runs.
    ///
    /// ```swift
    /// Text("Message deleted").textGlyphs(isBroken: isDeleting, configuration: .dust) { broke in
    ///     if broke { model.deleteMessage() }
    /// }
    /// ```
    ///
    /// The glyphs are drawn by a `TextRenderer` on iOS 18 / macOS 15 and later, so the text keeps its
    /// layout and VoiceOver still reads it; mark a part with ``SwiftUI/Text/breaksGlyphByGlyph()`` to
    /// break only that part. With Reduce Motion the breaking glyphs fade in place instead of moving
    /// (the rest of a marked text stays); on iOS 17 / macOS 14 the whole text fades out over the same
    /// duration. For a text that is removed, use `.transition(.textGlyphs)`.
    ///
    /// A broken text is only drawn without its glyphs: it keeps its place in the layout and stays in
    /// the accessibility tree, so VoiceOver still reads it. Hide it when nothing of it is meant to be
    /// there (`.accessibilityHidden(isDeleting)`), or remove it once `onCompletion(true)` runs.
    ///
    /// - Parameters:
    ///   - isBroken: `true` breaks the text, `false` shows it whole.
    ///   - configuration: The style, duration, stagger and seed (default: glyphs that shatter over 1.2 s).
    ///   - onCompletion: Called once per change, on the main actor: `true` when the break has ended
    ///     (on a timer, whether or not frames arrive), `false` at once when the text is shown whole.
    public func textGlyphs(
        isBroken: Bool, configuration: TextGlyphsConfiguration = TextGlyphsConfiguration(),
        onCompletion: (@MainActor (Bool) -> Void)? = nil
    ) -> some View {
        modifier(TextGlyphsModifier(isBroken: isBroken, configuration: configuration, onCompletion: onCompletion))
    }

    /// Draws the text in this view `progress` of the way through its glyph-by-glyph break (0 whole …
    /// 1 every glyph gone; clamped), to scrub through it or drive it with your own animation.
    public func textGlyphs(progress: Double, configuration: TextGlyphsConfiguration = TextGlyphsConfiguration())
        -> some View
    {
        modifier(
            TextGlyphsProgressModifier(
                progress: progress.isFinite ? min(max(progress, 0), 1) : 0, configuration: configuration,
                isTransition: false))
    }
}
#endif
