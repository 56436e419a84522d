import Testing
@Test func placeholderTearKitCoreTests() { #expect(Bool(true)) }
