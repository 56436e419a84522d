// swift-format-ignore-file
// Generated from Sources/TearKit/Rendering/PrepareEffects.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Rendering/PrepareEffects.swift, sample 1 (line 13)
enum PrepareEffectsSample1 {
    func applicationDidFinishLaunching() {
        TearKit.prepareEffects()
    }
}
