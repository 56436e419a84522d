// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Tear/View+Tearable.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Tear/View+Tearable.swift, sample 1 (line 59)
extension SwiftUISampleHost {
    @ViewBuilder var viewTearableSample1: some View {
        Card()
            .tearable(cutDirection: .vertical) { broke in
                if broke { withAnimation(.snappy) { isGone = true } }
            }
    }
}

// Sources/TearKit/Effects/Tear/View+Tearable.swift, sample 2 (line 121)
extension SwiftUISampleHost {
    @ViewBuilder var viewTearableSample2: some View {
        Card()
            .tearable(cutDirection: .vertical) { broke in
                if broke { withAnimation(.snappy) { isGone = true } }
            } onProgressChanged: { progress in
                tornFraction = progress
            }
    }
}

// Sources/TearKit/Effects/Tear/View+Tearable.swift, sample 3 (line 199)
extension SwiftUISampleHost {
    @ViewBuilder var viewTearableSample3: some View {
        Ticket()
            .tearable(isBroken: $isTorn,
                      configuration: TearConfiguration(cutDirection: .horizontal, recoveryDuration: 0.5, breaksOnFling: true))
    }
}
