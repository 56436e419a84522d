import SwiftSyntax

/// Where a statement stands in its function, for the removal mutants: whether a `return` is early, whether
/// a statement is a call that can go, whether a statement is the value of its closure or function.
enum StatementPosition {
    /// A `return` is early when its function goes on after it: some statement follows it in its block or
    /// in an enclosing block of the same function, or it is inside a loop. The last statement of a function
    /// (or of an `if` that ends it) is not early, and neither is a `guard`'s `else` (which must leave: the
    /// guard's own removal is its mutant).
    static func isEarlyReturn(_ item: CodeBlockItemSyntax) -> Bool {
        var node = Syntax(item)
        while true {
            if let statement = node.as(CodeBlockItemSyntax.self),
                let list = statement.parent?.as(CodeBlockItemListSyntax.self),
                list.last?.id != statement.id
            {
                return true
            }
            guard let parent = node.parent else { return false }
            if isFunctionBoundary(parent) || parent.is(GuardStmtSyntax.self) { return false }
            if parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) {
                return true
            }
            node = parent
        }
    }

    /// What a `return` returns from: functions, initializers, accessors, closures, top-level code.
    static func isFunctionBoundary(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(DeinitializerDeclSyntax.self)
            || node.is(AccessorDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self)
            || node.is(SubscriptDeclSyntax.self) || node.is(SourceFileSyntax.self)
    }

    /// A call whose removal can compile: a function call (under `try`/`await`), not `self.init`/`super.init`
    /// (an initializer must call one) and not `fatalError`/`preconditionFailure` (the code after them may
    /// rely on their never returning).
    static func isRemovableCall(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        while true {
            if let tried = expression.as(TryExprSyntax.self) {
                expression = tried.expression
            } else if let awaited = expression.as(AwaitExprSyntax.self) {
                expression = awaited.expression
            } else {
                break
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression.trimmedDescription
        return !callee.hasSuffix(".init") && !["fatalError", "preconditionFailure"].contains(callee)
    }

    /// Whether a statement is the only one of a body that has a value (a function or subscript with a
    /// result type, a getter), which may then be its value (`{ compute() }`): removing it would not compile.
    /// A closure's only call may go (the compiler says whether its closure needed a value).
    static func isImplicitResult(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let owner = list.parent
        else { return false }
        if owner.is(AccessorBlockSyntax.self) { return true }  // `var x: T { compute() }`
        guard owner.is(CodeBlockSyntax.self), let body = owner.parent else { return false }
        if let function = body.as(FunctionDeclSyntax.self) { return function.signature.returnClause != nil }
        if body.is(SubscriptDeclSyntax.self) { return true }
        if let accessor = body.as(AccessorDeclSyntax.self) {
            return accessor.accessorSpecifier.tokenKind == .keyword(.get)
        }
        return false
    }
}
