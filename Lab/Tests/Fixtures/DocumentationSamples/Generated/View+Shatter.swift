// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Shatter/View+Shatter.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Shatter/View+Shatter.swift, sample 1 (line 46)
extension SwiftUISampleHost {
    @ViewBuilder var viewShatterSample1: some View {
        TicketCard()
            .shatter(isBroken: isShattered) { broke in
                if broke { print("gone") }
            }
    }
}
