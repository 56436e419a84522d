// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Shift/ShiftModifier.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Shift/ShiftModifier.swift, sample 1 (line 52)
extension SwiftUISampleHost {
    @ViewBuilder var shiftModifierSample1: some View {
        Banner().shift(progress: 0.5)
    }
}
