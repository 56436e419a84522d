/// Finds the relational and arithmetic operator mutations of a Metal (C++) file, by its tokens
/// (``MetalTokenizer``): never in a comment, a string or a preprocessor line, never part of a longer
/// operator (`<<`, `<<=`, `->`).
///
/// Without types, a few rules keep the mutants compilable: an operator is mutated only between two
/// operands (an identifier or number or `)` / `]` before it, an identifier, number, `(` or unary operator
/// after it) and with the same spacing on both sides (`a * b`, `a*b`: not the pointer `T *p` nor the unary
/// `x = -y`), and a `<` … `>` that looks like a template's arguments (`vec<float, 2>`, `static_cast<int>(…)`,
/// `template <…>`) is left alone.
package enum MetalMutantFinder {
    /// The mutations of `source`, in file order.
    package static func mutations(in source: SourceText) -> [SwiftMutantFinder.Mutation] {
        let tokens = MetalTokenizer.tokens(of: source)
        let templateBrackets = templateBracketIndices(tokens)
        var mutations: [SwiftMutantFinder.Mutation] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuator {
            guard let swap = MutationOperator.swaps[token.text], !templateBrackets.contains(index),
                index > 0, index + 1 < tokens.count
            else { continue }
            let before = tokens[index - 1], after = tokens[index + 1]
            guard isOperandEnd(before), isOperandStart(after), token.spaceBefore == after.spaceBefore else { continue }
            mutations.append((token.range, swap.replacement, swap.operator))
        }
        return mutations
    }

    /// Words before an operator that are not operands (`return -x`, `case -1:`, `operator<`).
    static let keywords: Set<String> = ["return", "case", "operator", "sizeof", "else", "do", "throw", "co_return"]

    static func isOperandEnd(_ token: MetalTokenizer.Token) -> Bool {
        switch token.kind {
        case .identifier: return !keywords.contains(token.text)
        case .number: return true
        case .punctuator: return token.text == ")" || token.text == "]"
        }
    }

    static func isOperandStart(_ token: MetalTokenizer.Token) -> Bool {
        switch token.kind {
        case .identifier: return !keywords.contains(token.text)
        case .number: return true
        case .punctuator: return ["(", "-", "+", "!", "~", "*", "&"].contains(token.text)
        }
    }

    /// The indices of the `<` and `>` tokens that open and close a template's arguments: a `<` right after a
    /// name (no space: `vec<`, `static_cast<`) or after `template`, whose matching `>` (or `>>`) comes before
    /// any `;`, `{`, `}`, `&&` or `||` and within 32 tokens.
    static func templateBracketIndices(_ tokens: [MetalTokenizer.Token]) -> Set<Int> {
        var indices: Set<Int> = []
        for (index, token) in tokens.enumerated() where token.text == "<" && index > 0 {
            let before = tokens[index - 1]
            guard before.kind == .identifier, before.text == "template" || !token.spaceBefore else { continue }
            var depth = 1, inner: [Int] = [index]
            for next in (index + 1)..<min(tokens.count, index + 32) {
                let text = tokens[next].text
                if [";", "{", "}", "&&", "||"].contains(text) { break }
                if text == "<" { depth += 1; inner.append(next) }
                if text == ">" { depth -= 1; inner.append(next) }
                if text == ">>" { depth -= 2; inner.append(next) }
                if depth <= 0 {
                    indices.formUnion(inner)
                    break
                }
            }
        }
        return indices
    }
}
