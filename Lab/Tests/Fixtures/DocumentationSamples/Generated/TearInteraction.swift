// swift-format-ignore-file
// Generated from Sources/TearKit/Effects/Tear/TearInteraction.swift by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/Effects/Tear/TearInteraction.swift, sample 1 (line 13)
#if canImport(UIKit)
extension UIKitSampleHost {
    func tearInteractionSample1() {
        let tear = TearInteraction(cutDirection: .vertical) { [weak card] broke in
            if broke { card?.removeFromSuperview() }
        }
        card.addInteraction(tear)
    }
}
#endif

// Sources/TearKit/Effects/Tear/TearInteraction.swift, sample 2 (line 173)
#if canImport(UIKit)
extension UIKitSampleHost {
    func tearInteractionSample2() {
        card.addInteraction(TearInteraction(configuration: TearConfiguration(cutDirection: .horizontal, breaksOnFling: true)))
    }
}
#endif
