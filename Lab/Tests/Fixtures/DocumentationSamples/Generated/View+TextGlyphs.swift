// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/TextGlyphs/View+TextGlyphs.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/TextGlyphs/View+TextGlyphs.swift, sample 1 (line 75)
extension SwiftUISampleHost {
    @ViewBuilder var viewTextGlyphsSample1: some View {
        Text("Message deleted").textGlyphs(isBroken: isDeleting, configuration: .dust) { broke in
            if broke { model.deleteMessage() }
        }
    }
}
