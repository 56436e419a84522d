// swift-format-ignore-file
// Generated from Sources/TearKit/TearKit.docc/TearKit.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/TearKit.docc/TearKit.md, sample 1 (line 29)
extension SwiftUISampleHost {
    @ViewBuilder var tearKitSample1: some View {

        TicketView()
            .tearable(cutDirection: .vertical) { broke in
                if broke { withAnimation(.snappy) { isTicketVisible = false } }
            }
    }
}
