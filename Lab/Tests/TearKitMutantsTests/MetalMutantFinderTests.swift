import Testing

@testable import TearKitMutants

/// The Metal (C++) text mutator: operators between operands, never in comments, strings, preprocessor
/// lines, longer operators or template brackets.
@Suite struct MetalMutantFinderTests {
    func mutated(_ source: String) throws -> [String] {
        try MutantCatalog.mutants(ofFile: "Sources/S.metal", source: source).map(\.mutatedSource)
    }

    @Test func relationalAndArithmeticOperatorsAreSwapped() throws {
        #expect(
            try mutated("float a = b < c ? d + e : f * g;\n") == [
                "float a = b <= c ? d + e : f * g;\n", "float a = b < c ? d - e : f * g;\n",
                "float a = b < c ? d + e : f / g;\n",
            ])
        #expect(
            try mutated("if (x>=1.0f && y != z) { w -= 2; }") == [
                "if (x>1.0f && y != z) { w -= 2; }", "if (x>=1.0f && y == z) { w -= 2; }",
                "if (x>=1.0f && y != z) { w += 2; }",
            ])
        let kinds = try MutantCatalog.mutants(ofFile: "Sources/S.metal", source: "a = b < c + d;").map(\.operator)
        #expect(kinds == [.relationalBoundary, .arithmeticSwap])
    }

    @Test func commentsStringsAndPreprocessorLinesAreUntouched() throws {
        let source = """
            #include <metal_stdlib>
            #define LIMIT (a < b + 1)
            // a < b + 1
            /* a > b
               c * d */
            const char *s = "a < b";
            """
        #expect(try mutated(source).isEmpty)
        // Code after a block comment on the same line is code.
        #expect(try mutated("/* a < b */ x = y - z;") == ["/* a < b */ x = y + z;"])
    }

    @Test func longerOperatorsAreNotTakenApart() throws {
        #expect(try mutated("x = a << 2; y <<= 1; z = b >> c; w = p->q; v = a <=> b; i++; j--;").isEmpty)
        #expect(try mutated("float e = 1e-3 + 2.5e+2f;") == ["float e = 1e-3 - 2.5e+2f;"])
    }

    @Test func templatesPointersAndUnaryOperatorsAreNotOperands() throws {
        let source = """
            vec<float, 2> p = static_cast<float>(n);
            template <typename T> T f(constant T *values, thread T &out);
            float m = -x; return -y;
            texture2d<half, access::sample> t;
            """
        #expect(try mutated(source).isEmpty)
        #expect(
            try mutated("float2 q = float2(a - b, -c * d);") == [
                "float2 q = float2(a + b, -c * d);", "float2 q = float2(a - b, -c / d);",
            ])
    }
}
