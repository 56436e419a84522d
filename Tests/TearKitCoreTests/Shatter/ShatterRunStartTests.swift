import Testing
@testable import TearKitCore

/// A run remade mid-play (SwiftUI re-creating its Metal view) continues where it was: one start,
/// one timer.
@Suite("Shatter run start")
struct ShatterRunStartTests {
    @MainActor @Test func aSecondRendererContinuesFromTheFirstStart() {
        let start = ShatterRunStart()
        #expect(start.uptime == nil)
        let first = start.claim(now: 100)
        #expect(first.uptime == 100 && first.isFirst)
        // Remade 0.6 s into the fall: the pieces keep falling from 0.6 s, not from the top.
        let second = start.claim(now: 100.6)
        #expect(second.uptime == 100)
        #expect(!second.isFirst)
        #expect(start.uptime == 100)
    }
}
