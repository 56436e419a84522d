import Foundation

/// Which of a shattering view's two drawings shows at each moment of a run: the intact view (the
/// real content, laid out in place) or the pieces (a Metal overlay drawing the snapshot).
///
/// The rule, whatever animation the caller's transaction carries (the SwiftUI modifier applies
/// ``showsIntact`` with `animation(nil)` unless ``fades``):
/// - **Breaking** (presented → not): the intact view stays until the pieces' first frame is on
///   screen (at t = 0 they draw the snapshot exactly, so for that frame nothing changes), then
///   vanishes in one frame; nothing shows once the run has ended. No ghost fades under the pieces,
///   and no empty frame before they appear.
/// - **Assembling** (not presented → presented): the intact view stays hidden while the pieces fly
///   together and returns in the update that removes them, when they have landed (the last frame
///   is the snapshot, exactly where the view is).
/// - **Cross-fade** (Reduce Motion, nothing to snapshot, no Metal): no pieces; the intact view's
///   opacity animates to the new state (``fades``).
///
/// A new run replaces the current one (its end is then ignored); runs are told apart by an id
/// the caller counts up.
@_spi(Internal) public struct PiecesStage: Sendable, Equatable {
    /// Where a shattering view is.
    @_spi(Internal) public enum Step: Sendable, Equatable {
        /// Shown whole; no run.
        case intact
        /// Not shown; no run.
        case hidden
        /// Run `run` breaks the view; `piecesOnScreen` once its first frame has been drawn.
        case breaking(run: Int, piecesOnScreen: Bool)
        /// Run `run` assembles the view; `piecesOnScreen` once its first frame has been drawn.
        case assembling(run: Int, piecesOnScreen: Bool)
        /// No pieces: the intact view cross-fades to `presented`.
        case crossFading(presented: Bool)
    }

    /// The current step.
    @_spi(Internal) public private(set) var step: Step

    /// At rest: intact when `presented`, else hidden.
    @_spi(Internal) public init(presented: Bool) {
        step = presented ? .intact : .hidden
    }

    /// Whether the intact view is drawn (opacity 1) or not (opacity 0).
    @_spi(Internal) public var showsIntact: Bool {
        switch step {
        case .intact: true
        case .hidden: false
        case .breaking(_, let piecesOnScreen): !piecesOnScreen
        case .assembling: false
        case .crossFading(let presented): presented
        }
    }

    /// Whether the pieces' overlay exists (a run is playing).
    @_spi(Internal) public var showsPieces: Bool { run != nil }

    /// The playing run's id, if any.
    @_spi(Internal) public var run: Int? {
        switch step {
        case .breaking(let run, _), .assembling(let run, _): run
        case .intact, .hidden, .crossFading: nil
        }
    }

    /// Whether a change of ``showsIntact`` is animated (only the cross-fade); otherwise it happens
    /// in one frame, without the caller's animation.
    @_spi(Internal) public var fades: Bool {
        if case .crossFading = step { return true }
        return false
    }

    /// Whether the view counts as presented (where a run or fade is heading).
    @_spi(Internal) public var isPresented: Bool {
        switch step {
        case .intact, .assembling: true
        case .hidden, .breaking: false
        case .crossFading(let presented): presented
        }
    }

    /// Run `run` starts: assembling if `presented`, else breaking. Replaces any playing run.
    @_spi(Internal) public mutating func begin(run: Int, presented: Bool) {
        step = presented ? .assembling(run: run, piecesOnScreen: false) : .breaking(run: run, piecesOnScreen: false)
    }

    /// Run `run`'s first frame is on screen. Ignored for a run that is not playing.
    @_spi(Internal) public mutating func piecesDrawn(run: Int) {
        switch step {
        case .breaking(let current, _) where current == run: step = .breaking(run: run, piecesOnScreen: true)
        case .assembling(let current, _) where current == run: step = .assembling(run: run, piecesOnScreen: true)
        default: break
        }
    }

    /// Run `run` has ended: the view rests hidden (broken) or intact (assembled). Returns whether
    /// `run` was the playing run (only then does its completion count); a replaced run's end is ignored.
    @discardableResult
    @_spi(Internal) public mutating func end(run: Int) -> Bool {
        guard self.run == run else { return false }
        step = isPresented ? .intact : .hidden
        return true
    }

    /// No pieces can be drawn: cross-fade to `presented`. Replaces any playing run.
    @_spi(Internal) public mutating func crossFade(presented: Bool) {
        step = .crossFading(presented: presented)
    }
}
