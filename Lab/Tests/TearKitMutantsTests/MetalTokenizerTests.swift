import Testing

@testable import TearKitMutants

@Suite struct MetalTokenizerTests {
    func texts(_ source: String) -> [String] { MetalTokenizer.tokens(of: SourceText(source)).map(\.text) }

    /// The longest punctuator wins: `<<=` and `<<` are one token each, never `<` beside `<=` or `<`.
    @Test func longerOperatorsAreOneToken() {
        #expect(
            texts("a <<= b << c >>= d >> e <=> f -> g") == [
                "a", "<<=", "b", "<<", "c", ">>=", "d", ">>", "e", "<=>", "f", "->", "g",
            ])
        #expect(texts("x<=y") == ["x", "<=", "y"])
    }

    @Test func numbersKeepTheirExponentsAndSuffixes() {
        #expect(texts("1e-3+.5f-0x1p+2") == ["1e-3", "+", ".5f", "-", "0x1p+2"])
    }

    @Test func commentsStringsAndPreprocessorLinesMakeNoTokens() {
        let source = """
            #include <metal_stdlib> \\
                continued
            a // b < c
            /* d
               e */ f "g < h" 'i'
              #pragma once
            """
        #expect(texts(source) == ["a", "f"])
        let tokens = MetalTokenizer.tokens(of: SourceText("a  +b"))
        #expect(tokens.map(\.spaceBefore) == [true, true, false])
    }
}
