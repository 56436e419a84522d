// swift-format-ignore-file
// Generated from README.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit

// README.md, sample 1 (line 12)
enum ReadmeSample1 {

    struct TicketScreen: View {
        @State private var isGone = false

        var body: some View {
            if !isGone {
                CardView()
                    .tearable(cutDirection: .vertical) { broke in
                        if broke { withAnimation(.spring(duration: 0.8)) { isGone = true } }
                    }
            }
        }
    }
}
