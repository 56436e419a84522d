// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Ripple/RippleEffect.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Ripple/RippleEffect.swift, sample 1 (line 72)
extension SwiftUISampleHost {
    @ViewBuilder var rippleEffectSample1: some View {
        photo
            .onTapGesture { location in origin = location; taps += 1 }
            .rippleEffect(at: origin, trigger: taps)
    }
}

// Sources/TearKit/Effects/Ripple/RippleEffect.swift, sample 2 (line 107)
extension SwiftUISampleHost {
    @ViewBuilder var rippleEffectSample2: some View {
        photo.rippleEffect(at: origin, elapsedTime: 0.2)
    }
}
