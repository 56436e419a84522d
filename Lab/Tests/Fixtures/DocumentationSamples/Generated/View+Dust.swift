// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Dust/View+Dust.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Dust/View+Dust.swift, sample 1 (line 42)
extension SwiftUISampleHost {
    @ViewBuilder var viewDustSample1: some View {
        Card()
            .dust(isBroken: isGone) { broke in
                if broke { print("gone") }
            }
    }
}

// Sources/TearKit/Effects/Dust/View+Dust.swift, sample 2 (line 73)
extension SwiftUISampleHost {
    @ViewBuilder var viewDustSample2: some View {
        if showsBanner {
            Banner().dustTransition()
        }
        // elsewhere: withAnimation { showsBanner = false }
    }
}
