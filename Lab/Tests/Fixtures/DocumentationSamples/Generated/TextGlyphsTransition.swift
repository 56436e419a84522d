// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/TextGlyphs/TextGlyphsTransition.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/TextGlyphs/TextGlyphsTransition.swift, sample 1 (line 45)
extension SwiftUISampleHost {
    @ViewBuilder var textGlyphsTransitionSample1: some View {
        if showsBanner {
            Text("Saved").transition(.textGlyphs)
        }
    }
}
