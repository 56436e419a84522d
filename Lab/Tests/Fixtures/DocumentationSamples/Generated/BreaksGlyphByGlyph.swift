// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/TextGlyphs/BreaksGlyphByGlyph.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/TextGlyphs/BreaksGlyphByGlyph.swift, sample 1 (line 20)
extension SwiftUISampleHost {
    @ViewBuilder var breaksGlyphByGlyphSample1: some View {
        Text("Create \(Text("Visual Effects").breaksGlyphByGlyph()) with SwiftUI")
            .textGlyphs(isBroken: isGone)
    }
}
