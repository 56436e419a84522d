// swift-format-ignore-file
// Generated from Sources/TearKit/TearKit.docc/TearKit.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit

// Sources/TearKit/TearKit.docc/TearKit.md, sample 1 (line 29)
enum TearKitSample1 {

    struct TicketScreen: View {
        @State private var isTicketVisible = true

        var body: some View {
            if isTicketVisible {
                TicketView()
                    .tearable(cutDirection: .vertical) { broke in
                        if broke { withAnimation(.snappy) { isTicketVisible = false } }
                    }
            }
        }
    }
}
