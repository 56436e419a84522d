// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Shatter/ShatterTransition.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Shatter/ShatterTransition.swift, sample 1 (line 14)
extension SwiftUISampleHost {
    @ViewBuilder var shatterTransitionSample1: some View {
        if showTicket {
            TicketCard().shatterTransition()
        }
        // elsewhere: withAnimation { showTicket = false }
    }
}
