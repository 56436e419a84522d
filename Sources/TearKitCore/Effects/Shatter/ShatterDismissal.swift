/// Which UIKit dismissals the shatter plays, and how: the decisions of `ShatterTransitioningDelegate`
/// and `ShatterTransitionAnimator` that do not need UIKit.
///
/// The shatter cannot follow a finger: once its pieces fall they fall on their own clock to the end,
/// and nothing can take them back. A sheet (`.pageSheet`, `.formSheet`, and `.automatic`, which
/// resolves to one of them) is dismissed by a swipe down too: an interactive transition that UIKit's
/// sheet drives and that the user may take back (UIPresentationController.h: the user's dismissal is
/// reported "before interaction or animations begin"; UIViewControllerTransitioning.h: a transition
/// context `isInteractive`). So:
/// - the transitioning delegate hands UIKit the shatter only for presentations the user cannot swipe
///   away: full-screen and current-context styles, popovers, custom presentations, and sheets whose
///   view controller is modal in presentation (UIViewController.h: `modalInPresentation` "will prevent
///   interactive dismiss"). For any other sheet it hands UIKit nothing, and the sheet is dismissed as
///   UIKit dismisses it, by its swipe and by `dismiss(animated:)` alike;
/// - the animator, handed an interactive transition all the same (an app's own delegate vending it
///   for a sheet, or with an interaction controller), fades the view (``fadeDuration``), an animation
///   UIKit can drive with the finger and take back, never the shatter; a transition UIKit asks not to
///   animate (`isAnimated` false, a `.custom` presentation dismissed without animation) completes at
///   once; under Reduce Motion it fades.
///
/// Every way completes the transition exactly once.
@_spi(Internal) public enum ShatterDismissal {
    /// A presentation as UIKit's `UIModalPresentationStyle` describes it, resolved (reading
    /// `modalPresentationStyle` never gives `.automatic`, UIViewController.h) and adapted (a popover
    /// shown as a sheet on a compact width is a sheet).
    @_spi(Internal) public enum Presentation: Sendable, Equatable, CaseIterable {
        /// `.fullScreen`.
        case fullScreen
        /// `.overFullScreen`.
        case overFullScreen
        /// `.currentContext`.
        case currentContext
        /// `.overCurrentContext`.
        case overCurrentContext
        /// `.custom`.
        case custom
        /// `.popover`, shown as a popover.
        case popover
        /// `.pageSheet`, `.formSheet` or `.automatic`, or any presentation a sheet presentation
        /// controller manages: the user can swipe it away.
        case sheet
        /// A style TearKit does not know (`.none`, or one of a later SDK).
        case unknown
    }

    /// How the animator runs a transition UIKit hands it.
    @_spi(Internal) public enum Run: Sendable, Equatable {
        /// The view breaks and its pieces fall.
        case shatter
        /// The view fades out over ``fadeDuration``, in one UIKit animation (which an interactive
        /// transition drives and may take back).
        case fade
        /// Nothing is animated: the transition completes at once.
        case immediate
    }

    /// How long the fade lasts, in seconds: 0.35.
    @_spi(Internal) public static let fadeDuration = 0.35

    /// Whether the transitioning delegate hands UIKit the shatter animator to dismiss `presentation`:
    /// `true` where the user cannot swipe the presentation away (every presentation but a sheet, and a
    /// sheet whose view controller `isModalInPresentation`); `false` for a sheet the user can swipe
    /// away, and for a presentation TearKit does not know, which UIKit then dismisses its own way.
    @_spi(Internal) public static func vendsAnimator(for presentation: Presentation, isModalInPresentation: Bool)
        -> Bool
    {
        switch presentation {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .popover: true
        case .sheet: isModalInPresentation
        case .unknown: false
        }
    }

    /// How the animator runs a transition whose context `isAnimated` and `isInteractive`, with Reduce
    /// Motion on or off: at once when not animated; a fade when interactive (the shatter cannot follow
    /// the finger) or under Reduce Motion; otherwise the shatter.
    @_spi(Internal) public static func run(isAnimated: Bool, isInteractive: Bool, reduceMotion: Bool) -> Run {
        guard isAnimated else { return .immediate }
        return isInteractive || reduceMotion ? .fade : .shatter
    }
}
