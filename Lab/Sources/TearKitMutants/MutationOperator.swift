/// The kinds of small, realistic bug the tool puts into code: each ``Mutant`` is made by one of them.
/// The raw value is the name reports and the equivalents file use.
package enum MutationOperator: String, CaseIterable, Sendable, Comparable {
    /// A comparison moved across its boundary or turned around: `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`.
    case relationalBoundary = "relational-boundary"
    /// An arithmetic operator swapped: `+` ↔ `-`, `*` ↔ `/` (and `+=` ↔ `-=`, `*=` ↔ `/=`).
    case arithmeticSwap = "arithmetic-swap"
    /// A unary minus removed: `-x` → `x`.
    case unaryMinusRemoved = "unary-minus-removed"
    /// An `if`, `guard` or `while` condition negated: `c` → `!(c)`.
    case negatedCondition = "negated-condition"
    /// A numeric literal nudged: an integer n → n + 1; a float x → x × 1.1, or 1.0 when x is 0.
    case constantNudged = "constant-nudged"
    /// The default of a `??` flipped: `?? false` ↔ `?? true`.
    case nilCoalescingFlipped = "nil-coalescing-flipped"
    /// A `guard` statement removed (one that binds no name, so the code still compiles).
    case guardRemoved = "guard-removed"
    /// A `return` removed that is not the last thing its function does.
    case earlyReturnRemoved = "early-return-removed"
    /// A statement that is only a function call removed (not an assignment).
    case callRemoved = "call-removed"

    /// The comparisons' and arithmetic's swaps, by operator (Swift's and the Metal C++ subset's spelling).
    package static let swaps: [String: (replacement: String, operator: MutationOperator)] = [
        "<": ("<=", .relationalBoundary), "<=": ("<", .relationalBoundary),
        ">": (">=", .relationalBoundary), ">=": (">", .relationalBoundary),
        "==": ("!=", .relationalBoundary), "!=": ("==", .relationalBoundary),
        "+": ("-", .arithmeticSwap), "-": ("+", .arithmeticSwap),
        "*": ("/", .arithmeticSwap), "/": ("*", .arithmeticSwap),
        "+=": ("-=", .arithmeticSwap), "-=": ("+=", .arithmeticSwap),
        "*=": ("/=", .arithmeticSwap), "/=": ("*=", .arithmeticSwap),
    ]

    /// Operators order as they are declared (reports list a position's mutants in this order).
    package static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
