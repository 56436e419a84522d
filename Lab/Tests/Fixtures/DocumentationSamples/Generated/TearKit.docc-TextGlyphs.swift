// swift-format-ignore-file
// Generated from Sources/TearKit/TearKit.docc/TextGlyphs.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/TearKit.docc/TextGlyphs.md, sample 1 (line 18)
extension SwiftUISampleHost {
    @ViewBuilder var textGlyphsSample1: some View {
        Text("Message deleted").textGlyphs(isBroken: isDeleting, configuration: .dust) { broke in
            if broke { model.deleteMessage() }
        }

        if showsBanner {
            Text("Saved").transition(.textGlyphs(.tearInTwo))
        }

        Text("Create \(Text("Visual Effects").breaksGlyphByGlyph()) with SwiftUI")
            .textGlyphs(isBroken: isGone)
    }
}
