/// A UIKit view made transparent while a run draws in its place, and what it is given back when the
/// run ends: UIKit's `UIView.tearInTwo`.
///
/// Transparent (`alpha` 0, its elements hidden from VoiceOver), not hidden: `isHidden` would let a
/// `UIStackView` close the view's gap the moment the run starts, under the pieces still flying from
/// it. At the end the view is hidden (`isHidden`, so a stack view closes the gap then) and its alpha
/// given back, so a later `isHidden = false` shows it as it was — unless the app has made it visible
/// again meanwhile (an alpha other than 0), which is the app's and is kept.
@_spi(Internal) public struct TransparentDuringRun: Sendable, Equatable {
    /// The view's alpha before the run made it transparent.
    @_spi(Internal) public let alpha: Double
    /// Whether the view's elements were hidden from VoiceOver (`accessibilityElementsHidden`) before.
    @_spi(Internal) public let elementsHidden: Bool

    /// What the view becomes at the end.
    @_spi(Internal) public struct End: Sendable, Equatable {
        /// Whether the view is hidden (`isHidden = true`).
        @_spi(Internal) public var hides: Bool
        /// The alpha to give the view, or `nil` to leave the one it has.
        @_spi(Internal) public var alpha: Double?
        /// The `accessibilityElementsHidden` to give the view, or `nil` to leave the one it has.
        @_spi(Internal) public var elementsHidden: Bool?
    }

    /// A view whose alpha is `alpha` and whose elements are (`elementsHidden`) or are not hidden from
    /// VoiceOver, before the run makes it transparent.
    @_spi(Internal) public init(alpha: Double, elementsHidden: Bool) {
        self.alpha = alpha
        self.elementsHidden = elementsHidden
    }

    /// The end, for a view whose alpha is `alphaNow` and whose elements are (`elementsHiddenNow`) or
    /// are not hidden from VoiceOver when the run ends: hidden with its alpha given back when it is
    /// still transparent, left as it is when the app has made it visible again; its VoiceOver setting
    /// given back when it is still the run's (an app that cleared it meanwhile keeps that).
    @_spi(Internal) public func end(alphaNow: Double, elementsHiddenNow: Bool) -> End {
        let transparent = alphaNow == 0
        return End(
            hides: transparent, alpha: transparent ? alpha : nil,
            elementsHidden: elementsHiddenNow ? elementsHidden : nil)
    }
}
