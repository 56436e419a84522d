// swift-format-ignore-file
// Generated from Sources/TearKit/TearKit.docc/GettingStarted.md by DocumentationSamplesTests: do not edit; after changing a sample run
// TEARKIT_REGENERATE_SAMPLES=1 swift test --package-path Lab --filter DocumentationSamples. SampleHarness.swift says how a block is wrapped.
import SwiftUI
import TearKit
#if canImport(UIKit)
import UIKit
#endif

// Sources/TearKit/TearKit.docc/GettingStarted.md, sample 3 (line 69)
enum GettingStartedSample3 {
    struct CouponView: View {
        @State private var isTorn = false

        var body: some View {
            coupon
                .tearable { broke in
                    guard broke else { return }
                    withAnimation(.spring(duration: 0.8, bounce: 0.2)) { isTorn = true }
                }
                .rotationEffect(.degrees(isTorn ? 12 : 0))
                .offset(y: isTorn ? 600 : 0)
                .opacity(isTorn ? 0 : 1)
        }
    }
}

// Sources/TearKit/TearKit.docc/GettingStarted.md, sample 4 (line 99)
extension SwiftUISampleHost {
    @ViewBuilder var gettingStartedSample4: some View {
        Card()
            .tearable(cutDirection: .vertical) { broke in
                if broke { isGone = true }
            } onProgressChanged: { progress in
                tornFraction = progress
            }
    }
}

// Sources/TearKit/TearKit.docc/GettingStarted.md, sample 5 (line 120)
enum GettingStartedSample5 {
    struct TicketScreen: View {
        @State private var isTorn = false

        var body: some View {
            VStack {
                Ticket()
                    .tearable(cutDirection: .horizontal, isBroken: $isTorn)
                Button("Restore") { isTorn = false }
            }
        }
    }
}

// Sources/TearKit/TearKit.docc/GettingStarted.md, sample 6 (line 169)
extension SwiftUISampleHost {
    @ViewBuilder var gettingStartedSample6: some View {
        Poster()
            .tearable(configuration: TearConfiguration(maxGapWidth: 40, cutDirection: .vertical,
                                                       recoveryDuration: 0.5, breaksOnFling: true)) { broke in
                if broke { isGone = true }
            }
    }
}

// Sources/TearKit/TearKit.docc/GettingStarted.md, sample 7 (line 186)
extension SwiftUISampleHost {
    @ViewBuilder var gettingStartedSample7: some View {
        Receipt()
            .tearable(rimStrength: 0.8, rimLightness: 0.9, shadowStrength: 0.3)
    }
}
