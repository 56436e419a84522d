// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/TearInTwo/View+TearInTwo.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/TearInTwo/View+TearInTwo.swift, sample 1 (line 265)
extension SwiftUISampleHost {
    @ViewBuilder var viewTearInTwoSample1: some View {
        avatar.tearInTwo(isBroken: isDeleting) { broke in
            if broke { model.deletePhoto() }
        }
    }
}
