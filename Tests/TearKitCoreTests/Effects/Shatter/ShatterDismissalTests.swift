import Testing
@_spi(Internal) @testable import TearKitCore

/// UIKit's shatter dismissal never meets a finger: a sheet the user can swipe away is dismissed the way
/// UIKit dismisses it, and an interactive transition handed to the animator all the same fades.
@Suite struct ShatterDismissalTests {
    /// Presentations the user cannot swipe away shatter, modal or not.
    @Test func presentationsWithoutASwipeShatter() {
        let noSwipe: [ShatterDismissal.Presentation] = [
            .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom, .popover,
        ]
        for presentation in noSwipe {
            for modal in [false, true] {
                #expect(
                    ShatterDismissal.vendsAnimator(for: presentation, isModalInPresentation: modal),
                    "\(presentation), modal: \(modal)")
            }
        }
    }

    /// A sheet's swipe down is an interactive dismissal: the delegate hands UIKit nothing, so the sheet
    /// slides away under the finger as UIKit's own (and `dismiss(animated:)` slides it too).
    @Test func aSheetTheUserCanSwipeAwayIsLeftToUIKit() {
        #expect(!ShatterDismissal.vendsAnimator(for: .sheet, isModalInPresentation: false))
    }

    /// A sheet that is modal in presentation cannot be swiped away: its dismissals are the app's, and
    /// shatter.
    @Test func aModalSheetShatters() {
        #expect(ShatterDismissal.vendsAnimator(for: .sheet, isModalInPresentation: true))
    }

    /// A presentation TearKit does not know may be swiped away: left to UIKit, modal or not.
    @Test func anUnknownPresentationIsLeftToUIKit() {
        #expect(!ShatterDismissal.vendsAnimator(for: .unknown, isModalInPresentation: false))
        #expect(!ShatterDismissal.vendsAnimator(for: .unknown, isModalInPresentation: true))
        // Every other presentation is decided on purpose: only sheets and unknown styles can decline.
        let declining = ShatterDismissal.Presentation.allCases.filter {
            !ShatterDismissal.vendsAnimator(for: $0, isModalInPresentation: false)
        }
        #expect(declining == [.sheet, .unknown])
    }

    /// An interactive transition never shatters: the fade is one UIKit animation the finger drives and
    /// may take back. Reduce Motion fades too; an animated, non-interactive one shatters.
    @Test func anInteractiveTransitionFadesAndOnlyAnAnimatedOneShatters() {
        #expect(ShatterDismissal.run(isAnimated: true, isInteractive: false, reduceMotion: false) == .shatter)
        #expect(ShatterDismissal.run(isAnimated: true, isInteractive: true, reduceMotion: false) == .fade)
        #expect(ShatterDismissal.run(isAnimated: true, isInteractive: false, reduceMotion: true) == .fade)
        #expect(ShatterDismissal.run(isAnimated: true, isInteractive: true, reduceMotion: true) == .fade)
    }

    /// UIKit asks a `.custom` presentation's animator to run even when the dismissal is not animated
    /// (UIViewControllerTransitioning.h, `isAnimated`): nothing is animated then, interactive or not.
    @Test func aTransitionNotAnimatedCompletesAtOnce() {
        for interactive in [false, true] {
            for reduceMotion in [false, true] {
                #expect(
                    ShatterDismissal.run(isAnimated: false, isInteractive: interactive, reduceMotion: reduceMotion)
                        == .immediate)
            }
        }
    }
}
