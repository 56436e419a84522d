import Testing
@Test func placeholderTearKitCLITests() { #expect(Bool(true)) }
