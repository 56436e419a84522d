import SwiftSyntax

/// Which branches of an `#if` are active on the machine the tool runs on, as far as a few simple conditions
/// tell: `canImport(M)` for the platforms' well-known modules, `os(…)`, `true`/`false`, `!`, `&&`, `||` and
/// parentheses. Anything else (`DEBUG`, `compiler(>=6)`, an unknown module) may be active: its branch is
/// mutated, and so are the branches after it.
package enum HostCompilationConditions {
    /// The clauses of `node` whose code the tests here compile, or may: up to and including the first one
    /// known to be active, without those known to be inactive.
    package static func clausesToMutate(_ node: IfConfigDeclSyntax) -> [IfConfigClauseSyntax] {
        var clauses: [IfConfigClauseSyntax] = []
        for clause in node.clauses {
            let value: Bool?
            if let condition = clause.condition { value = evaluate(condition) } else { value = true }  // `#else`
            switch value {
            case true?:
                return clauses + [clause]
            case false?:
                continue
            case nil:
                clauses.append(clause)
            }
        }
        return clauses
    }

    /// Whether `condition` holds here: nil when this cannot tell.
    package static func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map(!)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.trimmedDescription
        {
            switch name {
            case "canImport": return importable[argument]
            case "os": return operatingSystems[argument]
            default: return nil
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return evaluate(sequence: Array(sequence.elements)) }
        return nil
    }

    /// `a && b || c && d`: `||` of `&&` groups, in three-valued logic (nil is "cannot tell").
    private static func evaluate(sequence: [ExprSyntax]) -> Bool? {
        var groups: [[ExprSyntax]] = [[]]
        for element in sequence {
            if let symbol = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if symbol == "||" { groups.append([]) } else if symbol != "&&" { return nil }
            } else {
                groups[groups.count - 1].append(element)
            }
        }
        let values = groups.map { group -> Bool? in
            let operands = group.map(evaluate)
            if operands.contains(false) { return false }
            return operands.contains(nil) ? nil : true
        }
        if values.contains(true) { return true }
        return values.contains(nil) ? nil : false
    }

    /// The modules whose presence this tool knows: the platforms' own.
    package static let importable: [String: Bool] = {
        var modules: [String: Bool] = [:]
        #if canImport(SwiftUI)
        modules["SwiftUI"] = true
        #else
        modules["SwiftUI"] = false
        #endif
        #if canImport(UIKit)
        modules["UIKit"] = true
        #else
        modules["UIKit"] = false
        #endif
        #if canImport(AppKit)
        modules["AppKit"] = true
        #else
        modules["AppKit"] = false
        #endif
        #if canImport(Metal)
        modules["Metal"] = true
        #else
        modules["Metal"] = false
        #endif
        #if canImport(MetalKit)
        modules["MetalKit"] = true
        #else
        modules["MetalKit"] = false
        #endif
        #if canImport(CoreGraphics)
        modules["CoreGraphics"] = true
        #else
        modules["CoreGraphics"] = false
        #endif
        #if canImport(QuartzCore)
        modules["QuartzCore"] = true
        #else
        modules["QuartzCore"] = false
        #endif
        #if canImport(Darwin)
        modules["Darwin"] = true
        #else
        modules["Darwin"] = false
        #endif
        #if canImport(Glibc)
        modules["Glibc"] = true
        #else
        modules["Glibc"] = false
        #endif
        #if canImport(Musl)
        modules["Musl"] = true
        #else
        modules["Musl"] = false
        #endif
        #if canImport(WinSDK)
        modules["WinSDK"] = true
        #else
        modules["WinSDK"] = false
        #endif
        return modules
    }()

    /// `os(…)`'s names and whether each is this machine's.
    package static let operatingSystems: [String: Bool] = {
        var names = ["macOS", "iOS", "tvOS", "watchOS", "visionOS", "Linux", "Windows", "Android", "FreeBSD", "WASI"]
            .reduce(into: [String: Bool]()) { $0[$1] = false }
        #if os(macOS)
        names["macOS"] = true
        #elseif os(iOS)
        names["iOS"] = true
        #elseif os(tvOS)
        names["tvOS"] = true
        #elseif os(watchOS)
        names["watchOS"] = true
        #elseif os(visionOS)
        names["visionOS"] = true
        #elseif os(Linux)
        names["Linux"] = true
        #elseif os(Windows)
        names["Windows"] = true
        #elseif os(Android)
        names["Android"] = true
        #elseif os(FreeBSD)
        names["FreeBSD"] = true
        #elseif os(WASI)
        names["WASI"] = true
        #endif
        return names
    }()
}
