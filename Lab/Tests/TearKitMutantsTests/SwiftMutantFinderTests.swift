import SwiftParser
import SwiftSyntax
import Testing

@testable import TearKitMutants

/// Each Swift operator, on a small snippet, makes exactly the expected mutated sources.
@Suite struct SwiftMutantFinderTests {
    @Test func relationalBoundariesMoveEachComparison() throws {
        #expect(
            try MutantTesting.mutated("let a = x < y\nlet b = x >= y\nlet c = x == y\n", by: .relationalBoundary) == [
                "let a = x <= y\nlet b = x >= y\nlet c = x == y\n",
                "let a = x < y\nlet b = x > y\nlet c = x == y\n",
                "let a = x < y\nlet b = x >= y\nlet c = x != y\n",
            ])
        #expect(
            try MutantTesting.mutated("let a = x <= y || x > y || x != y", by: .relationalBoundary) == [
                "let a = x < y || x > y || x != y", "let a = x <= y || x >= y || x != y",
                "let a = x <= y || x > y || x == y",
            ])
        // Generic arguments and ranges are not comparisons.
        #expect(try MutantTesting.mutated("let a: Array<Int> = []\nfor i in 0..<n {}", by: .relationalBoundary).isEmpty)
    }

    @Test func arithmeticSwapsEachOperatorButNotStringConcatenation() throws {
        #expect(
            try MutantTesting.mutated("let a = b + c * d - e / f", by: .arithmeticSwap) == [
                "let a = b - c * d - e / f", "let a = b + c / d - e / f", "let a = b + c * d + e / f",
                "let a = b + c * d - e * f",
            ])
        #expect(
            try MutantTesting.mutated("x += 1\ny /= 2", by: .arithmeticSwap) == ["x -= 1\ny /= 2", "x += 1\ny *= 2"])
        #expect(try MutantTesting.mutated("let s = \"a\" + name + \"b\"", by: .arithmeticSwap).isEmpty)
    }

    @Test func unaryMinusIsRemoved() throws {
        #expect(try MutantTesting.mutated("let a = -b * c", by: .unaryMinusRemoved) == ["let a = b * c"])
        #expect(try MutantTesting.mutated("let a = !b", by: .unaryMinusRemoved).isEmpty)
    }

    @Test func ifGuardAndWhileConditionsAreNegated() throws {
        #expect(
            try MutantTesting.mutated("if a > 1, b {}\n", by: .negatedCondition) == [
                "if !(a > 1), b {}\n", "if a > 1, !(b) {}\n",
            ])
        #expect(
            try MutantTesting.mutated("func f() { guard ok else { return } }", by: .negatedCondition) == [
                "func f() { guard !(ok) else { return } }"
            ])
        #expect(try MutantTesting.mutated("while i < n { }", by: .negatedCondition) == ["while !(i < n) { }"])
        // A binding is not a condition to negate.
        #expect(try MutantTesting.mutated("if let a = b { }", by: .negatedCondition).isEmpty)
    }

    @Test func constantsAreNudged() throws {
        #expect(
            try MutantTesting.mutated("let a = [41, 0xFF, 1_000, 0b1]", by: .constantNudged) == [
                "let a = [42, 0xFF, 1_000, 0b1]", "let a = [41, 0x100, 1_000, 0b1]", "let a = [41, 0xFF, 1001, 0b1]",
                "let a = [41, 0xFF, 1_000, 0b10]",
            ])
        #expect(
            try MutantTesting.mutated("let a = [1.5, 0.0, 10.0, 1e-9]", by: .constantNudged) == [
                "let a = [1.65, 0.0, 10.0, 1e-9]", "let a = [1.5, 1.0, 10.0, 1e-9]", "let a = [1.5, 0.0, 11.0, 1e-9]",
                "let a = [1.5, 0.0, 10.0, 1.1e-09]",
            ])
    }

    @Test func nilCoalescingDefaultsAreFlipped() throws {
        #expect(
            try MutantTesting.mutated("let a = b ?? false\nlet c = d ?? true", by: .nilCoalescingFlipped) == [
                "let a = b ?? true\nlet c = d ?? true", "let a = b ?? false\nlet c = d ?? false",
            ])
        // Other Booleans, even in an operator sequence, are not a `??`'s default.
        #expect(
            try MutantTesting.mutated("let e = true\nlet f = g || false\nh(x: true)", by: .nilCoalescingFlipped).isEmpty
        )
    }

    @Test func guardsThatBindNothingAreRemoved() throws {
        let source = """
            func f(a: Int?) {
                guard a != nil else { return }
                guard let b = a else { return }
                use(b)
            }
            """
        #expect(
            try MutantTesting.mutated(source, by: .guardRemoved) == [
                """
                func f(a: Int?) {
                    
                    guard let b = a else { return }
                    use(b)
                }
                """
            ])
    }

    @Test func onlyEarlyReturnsAreRemoved() throws {
        let source = """
            func f(a: Int) -> Int {
                if a > 0 { return 1 }
                for b in bs { if b { return 2 } }
                guard a != 3 else { return 3 }
                switch a {
                case 4: return 4
                default: break
                }
                return 5
            }
            func g(a: Bool) -> Int {
                if a { return 1 } else { return 2 }
            }
            """
        let removed = try MutantCatalog.mutants(ofFile: "Sources/S.swift", source: source)
            .filter { $0.operator == .earlyReturnRemoved }.map(\.original)
        #expect(removed == ["return 1", "return 2", "return 4"])
        // A `case` left empty gets `break`.
        let inCase = try MutantTesting.mutated(source, by: .earlyReturnRemoved)[2]
        #expect(inCase.contains("case 4: break\n"))
    }

    @Test func callStatementsAreRemovedButNotAssignments() throws {
        let source = """
            func f() {
                update()
                try items.append(1)
                x = make()
                _ = make()
                let y = make()
            }
            """
        #expect(
            try MutantTesting.mutated(source, by: .callRemoved) == [
                source.replacingOccurrences(of: "update()", with: ""),
                source.replacingOccurrences(of: "try items.append(1)", with: ""),
            ])
        // A function's only statement may be its value: kept; a Void function's goes.
        #expect(try MutantTesting.mutated("func f() -> Int { make() }", by: .callRemoved).isEmpty)
        #expect(try MutantTesting.mutated("func f() { make() }", by: .callRemoved) == ["func f() {  }"])
    }

    @Test func commentsAndStringLiteralsAreNeverMutated() throws {
        let source = """
            /// Doc: a < b + 1
            let s = "a < b - 1 \\(c + 2) ?? false" // x > 1 * 2
            /* if a == b { return -1 } */
            let t = \"\"\"
                1 + 2 < 3
                \"\"\"
            """
        #expect(try MutantCatalog.mutants(ofFile: "Sources/S.swift", source: source).isEmpty)
    }

    /// Only the branches of an `#if` that are active here (or may be) are mutated, never the conditions.
    @Test func inactiveConditionalBranchesAndConditionsAreSkipped() throws {
        let source = """
            #if os(Linux) && os(macOS)
            let a = 1
            #elseif os(Linux) || !os(Linux)
            let b = 2
            #else
            let c = 3
            #endif
            #if canImport(NoSuchModuleAnywhere) || DEBUG
            let d = 4
            #elseif false
            let e = 5
            #endif
            #if canImport(SwiftUI)
            let f = 6
            #endif
            """
        let nudged = try MutantCatalog.mutants(ofFile: "Sources/S.swift", source: source).map(\.original)
        #if canImport(SwiftUI)
        #expect(nudged == ["2", "4", "6"])
        #else
        #expect(nudged == ["2", "4"])
        #endif
    }

    @Test func aFileThatDoesNotParseIsAnError() throws {
        let error = #expect(throws: MutantsError.self) {
            try MutantCatalog.mutants(ofFile: "Sources/Bad.swift", source: "func f() {\n  let a = 1\n")
        }
        guard case .doesNotParse(let file, let first)? = error else {
            Issue.record("not a parse error: \(String(describing: error))")
            return
        }
        #expect(file == "Sources/Bad.swift" && first == "2:12: expected '}' to end function")
    }

    /// On a real file of the repository: every mutant replaces exactly a whole token or node (its range starts
    /// at a token's start and ends at a token's end), leaves every other byte as it was, and still parses.
    @Test func aMutantChangesNothingOutsideItsNode() throws {
        let path = "Sources/TearKitCore/Effects/Tear/TearState+Gestures.swift"
        let source = try String(contentsOf: MutantTesting.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
        let tree = Parser.parse(source: source)
        let tokens = tree.tokens(viewMode: .sourceAccurate)
        let starts = Set(tokens.map(\.positionAfterSkippingLeadingTrivia.utf8Offset))
        let ends = Set(tokens.map(\.endPositionBeforeTrailingTrivia.utf8Offset))
        let mutants = try MutantCatalog.mutants(ofFile: path, source: source)
        #expect(mutants.count > 50)
        let original = Array(source.utf8)
        for mutant in mutants {
            #expect(
                starts.contains(mutant.byteRange.lowerBound) && ends.contains(mutant.byteRange.upperBound),
                "\(mutant.id)")
            let mutated = Array(mutant.mutatedSource.utf8)
            let tail = original.count - mutant.byteRange.upperBound
            #expect(mutated.prefix(mutant.byteRange.lowerBound) == original.prefix(mutant.byteRange.lowerBound))
            #expect(mutated.suffix(tail) == original.suffix(tail), "\(mutant.id)")
            #expect(mutated.count == original.count - mutant.byteRange.count + mutant.replacement.utf8.count)
            #expect(String(decoding: original[mutant.byteRange], as: UTF8.self) == mutant.original)
            #expect(!Parser.parse(source: mutant.mutatedSource).hasError, "\(mutant.id) does not parse")
        }
    }
}
