/// Which run a shattering or dusting view starts when SwiftUI hands it a value of `isBroken`: a run is
/// named by where it heads (`true`: the view whole, its pieces coming together; `false`: broken, its
/// pieces leaving), `nil` is none.
///
/// **An insertion starts from the first value.** A view inserted with a pieces transition (the
/// shatter's, the dust's) is first shown at `.willAppear` — broken, hidden — then moved to
/// `.identity`. SwiftUI does not promise to report that move as a change of its own: if it is folded
/// into the update that inserted the view, a run started only by a change would never start and the
/// view would pop in whole. So the first value a transition's view is given starts the assembly
/// itself, and the move to `.identity` that may follow finds the view already heading there and starts
/// nothing. A view first given `.identity` — on screen from the start, or inserted without an
/// animation, when SwiftUI plays no transition — plays nothing.
@_spi(Internal) public enum PiecesRunTrigger {
    /// The run started by the first value of `isBroken` a view is given: the assembly (`true`) for a
    /// transition's view first given `.willAppear` (`isBroken` and `isTransition`); none otherwise — a
    /// whole view is at rest, and a view modified with `isBroken: true` rests hidden without replaying
    /// its break.
    @_spi(Internal) public static func firstValue(isBroken: Bool, isTransition: Bool) -> Bool? {
        isBroken && isTransition ? true : nil
    }

    /// The run started when `isBroken` changes, for a view whose stage is `presented` (heading to, or
    /// resting at, whole: ``PiecesStage/isPresented``): towards `!isBroken`, or none when the view
    /// already heads there (an insertion started from its first value, then reported as `.identity`).
    @_spi(Internal) public static func change(toBroken isBroken: Bool, presented: Bool) -> Bool? {
        presented == !isBroken ? nil : !isBroken
    }
}
