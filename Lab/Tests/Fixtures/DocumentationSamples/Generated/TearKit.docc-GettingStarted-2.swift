// swift-format-ignore-file
// Generated from Sources/TearKit/TearKit.docc/GettingStarted.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit

// Sources/TearKit/TearKit.docc/GettingStarted.md, sample 2 (line 41)
enum GettingStartedSample2 {

    struct CouponView: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 20)
                .fill(.orange.gradient)
                .frame(width: 280, height: 160)
                .tearable()
        }
    }
}
