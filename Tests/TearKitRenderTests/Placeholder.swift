import Testing
@Test func placeholderTearKitRenderTests() { #expect(Bool(true)) }
