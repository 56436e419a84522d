#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// The text tab: a headline that breaks glyph by glyph with `textGlyphs(isBroken:)` — shattering,
/// turning to dust or tearing in two, its duration and stagger adjustable — a sentence whose marked
/// words (`breaksGlyphByGlyph()`) break while the rest stays, and a caption removed and inserted with
/// `.transition(.textGlyphs)`. On iOS 17 / macOS 14 each cross-fades instead.
struct TextGlyphsDemoScreen: View {
    @State private var style = TextGlyphsConfiguration.Style.shatter
    @State private var duration = 1.2
    @State private var stagger = 0.5
    @State private var headlineBroken = false
    @State private var markedBroken = false
    @State private var captionShown = true
    @State private var log = "–"

    private var configuration: TextGlyphsConfiguration {
        TextGlyphsConfiguration(style: style, duration: duration, stagger: stagger, seed: 7)
    }

    var body: some View {
        ScrollView {
            content
        }
    }

    private var content: some View {
        VStack(spacing: 20) {
            Text("Goodbye, glyphs")
                .font(.title)
                .textGlyphs(isBroken: headlineBroken, configuration: configuration) { broke in
                    log = broke ? "every glyph gone" : "whole again"
                }
            Button(headlineBroken ? "Restore" : "Break") { headlineBroken.toggle() }
            HStack {
                Button("Shatter") { style = .shatter }
                Button("Dust") { style = .dust }
                Button("Tear in two") { style = .tearInTwo }
            }
            VStack(alignment: .leading, spacing: 6) {
                Text(String(format: "Duration: %.1f s", duration))
                Slider(value: $duration, in: 0.2...3) { Text("Duration") }
                Text(String(format: "Stagger: %.2f of the duration", stagger))
                Slider(value: $stagger, in: 0...0.9) { Text("Stagger") }
            }
            .font(.footnote)
            Text("Create \(Text("Visual Effects").breaksGlyphByGlyph()) with TearKit")
                .textGlyphs(isBroken: markedBroken, configuration: configuration)
            Button(markedBroken ? "Restore the marked words" : "Break the marked words") { markedBroken.toggle() }
            ZStack {
                if captionShown {
                    Text("A caption that comes and goes").transition(.textGlyphs(configuration))
                }
            }
            .frame(height: 40)
            Button(captionShown ? "Remove (transition)" : "Insert (transition)") {
                // The transition paces itself over the configuration's duration, whatever the animation.
                withAnimation { captionShown.toggle() }
            }
            Text("Last: \(log)").font(.footnote)
        }
        .padding()
    }
}
#endif
