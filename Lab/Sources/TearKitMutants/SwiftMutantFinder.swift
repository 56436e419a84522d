import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Finds the mutations of a Swift file in its syntax tree (every ``MutationOperator``).
///
/// Only code is mutated: comments are trivia and never visited; string literals (their interpolations
/// too), attributes and `#if` conditions are skipped, and so are the branches of an `#if` that are
/// inactive on this machine (``HostCompilationConditions``).
package enum SwiftMutantFinder {
    /// One mutation: the UTF-8 byte range to replace, its replacement and its kind.
    package typealias Mutation = (range: Range<Int>, replacement: String, operator: MutationOperator)

    /// The mutations of `source`, in no particular order.
    /// - Throws: ``MutantsError/doesNotParse(_:_:)`` when the file has a syntax error (named by `file`).
    package static func mutations(in source: String, file: String) throws -> [Mutation] {
        let tree = Parser.parse(source: source)
        if tree.hasError {
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            let first = diagnostics.first.map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return "\(location.line):\(location.column): \(diagnostic.message)"
            }
            throw MutantsError.doesNotParse(file, first ?? "a syntax error")
        }
        let visitor = SwiftMutationVisitor()
        visitor.walk(tree)
        return visitor.mutations
    }
}

/// Walks a tree and records each mutation its nodes allow.
private final class SwiftMutationVisitor: SyntaxVisitor {
    var mutations: [SwiftMutantFinder.Mutation] = []

    init() { super.init(viewMode: .sourceAccurate) }

    /// A node's bytes without its leading and trailing trivia.
    private func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    private func record(_ node: some SyntaxProtocol, _ replacement: String, _ kind: MutationOperator) {
        mutations.append((range(of: node), replacement, kind))
    }

    // MARK: What is never mutated

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// Only the branches that are active here, or may be; never the conditions.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        for clause in HostCompilationConditions.clausesToMutate(node) {
            if let elements = clause.elements { walk(elements) }
        }
        return .skipChildren
    }

    // MARK: Operators

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        let symbol = node.operator.text
        guard let swap = MutationOperator.swaps[symbol] else { return .visitChildren }
        // `+` of strings has no `-`: a mutant that cannot compile is a wasted draw.
        if symbol == "+" || symbol == "+=",
            neighbours(of: node).contains(where: { $0.is(StringLiteralExprSyntax.self) })
        {
            return .visitChildren
        }
        record(node.operator, swap.replacement, swap.operator)
        return .visitChildren
    }

    /// The operands beside an operator in its unfolded sequence (`a + b`: `a` and `b`).
    private func neighbours(of node: BinaryOperatorExprSyntax) -> [ExprSyntax] {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return [] }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }) else { return [] }
        return [index - 1, index + 1].filter { elements.indices.contains($0) }.map { elements[$0] }
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.text == "-" { record(node.operator, "", .unaryMinusRemoved) }
        return .visitChildren
    }

    // MARK: Constants

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let nudged = LiteralNudge.integer(node.literal.text) { record(node.literal, nudged, .constantNudged) }
        return .skipChildren
    }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if let nudged = LiteralNudge.float(node.literal.text) { record(node.literal, nudged, .constantNudged) }
        return .skipChildren
    }

    /// `?? false` ↔ `?? true`.
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(ExprListSyntax.self) == true,
            node.literal.previousToken(viewMode: .sourceAccurate)?.text == "??"
        {
            record(node.literal, node.literal.tokenKind == .keyword(.true) ? "false" : "true", .nilCoalescingFlipped)
        }
        return .skipChildren
    }

    // MARK: Conditions

    private func negate(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            if case .expression(let expression) = element.condition {
                record(expression, "!(\(expression.trimmedDescription))", .negatedCondition)
            }
        }
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions)
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions)
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions)
        // A guard that binds a name cannot go: the code after it uses the name.
        let binds = node.conditions.contains { element in
            if case .optionalBinding = element.condition { return true }
            return element.condition.tokens(viewMode: .sourceAccurate).contains {
                $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var)
            }
        }
        if !binds, let item = node.parent?.as(CodeBlockItemSyntax.self) { remove(item, .guardRemoved) }
        return .visitChildren
    }

    // MARK: Statements

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let item = node.parent?.as(CodeBlockItemSyntax.self), StatementPosition.isEarlyReturn(item) {
            remove(item, .earlyReturnRemoved)
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if case .expr(let expression) = node.item, StatementPosition.isRemovableCall(expression),
            !StatementPosition.isImplicitResult(node)
        {
            remove(node, .callRemoved)
        }
        return .visitChildren
    }

    /// Removes a statement (with its `;`); a `case` left without a statement gets `break`.
    private func remove(_ item: CodeBlockItemSyntax, _ kind: MutationOperator) {
        let onlyStatementOfCase =
            item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1
            && item.parent?.parent?.is(SwitchCaseSyntax.self) == true
        record(item, onlyStatementOfCase ? "break" : "", kind)
    }
}
