// Generated from Sources/TearKit/Effects/Shatter/ShatterLayer.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Shatter/ShatterLayer.swift, sample 1 (line 128)
extension SwiftUISampleHost {
    @ViewBuilder var shatterLayerSample1: some View {
        NavigationStack {
            List(tickets) { ticket in
                TicketRow(ticket).shatterTransition()
            }
        }
        .shatterLayer()
    }
}
