/// Another pan recogniser that shares a touch with the tear's, as the tear's touch rule sees it, and
/// which of the two waits for the other.
///
/// UIKit lets either recogniser be required to fail before the other begins. The tear decides at
/// the finger's first movement (``TearState/wouldBegin(at:translation:restDuration:enclosingScroll:)``),
/// so a pan that waits for it waits for that decision only.
@_spi(Internal) public enum OtherPan: Sendable, Equatable, CaseIterable {
    /// A pan around the view: an enclosing scroll view's, a `List`'s, a sheet's swipe to dismiss.
    /// It waits for the tear's decision, so the content does not move under a tear; a declined tear
    /// fails at once and the pan goes on with the movement it has seen.
    case enclosing
    /// A pan of a view inside the tearable view: a carousel, a slider, text selection. It never
    /// waits; the tear waits for it instead, so what the user drags inside the card moves.
    case descendant
    /// The pan of another tearable view (one inside the other): neither waits, else each would
    /// wait for the other; the first to begin has the touch.
    case anotherTear
    /// A navigation controller's back swipe from the screen's leading edge: the tear waits for it,
    /// so a drag from that edge goes back.
    case backSwipe
    /// iOS 26's swipe across the content to go back: it waits for the tear's decision, so a drag the
    /// tear takes tears and every other drag goes back. The tear does not wait for it, which would
    /// shut the tear out of every rightward drag on a pushed screen.
    case contentBackSwipe

    /// Whether this pan must wait for the tear's pan to fail before it may begin.
    public var waitsForTear: Bool {
        switch self {
        case .enclosing, .contentBackSwipe: true
        case .descendant, .anotherTear, .backSwipe: false
        }
    }

    /// Whether the tear's pan must wait for this pan to fail before it may begin.
    public var tearWaitsForIt: Bool {
        switch self {
        case .descendant, .backSwipe: true
        case .enclosing, .anotherTear, .contentBackSwipe: false
        }
    }

}
