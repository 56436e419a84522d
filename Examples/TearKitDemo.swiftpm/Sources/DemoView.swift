#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// The demo's root: the card deck next to (macOS) or above (iOS, visionOS) its settings, a second
/// tab with tearable rows in a scrolling list, a third with the shatter, a fourth with the dust, a
/// fifth with text that breaks glyph by glyph and a sixth with the effects playground. `.effectsLayer()` on the tabs draws every shatter's pieces and
/// every view's dust above the whole app, so a row of the list or a card in the scrolling shatter and
/// dust screens breaks over everything, unclipped.
struct DemoView: View {
    @State private var settings = TearSettings()
    @State private var progress = 0.0
    @State private var lastResult = "–"
    @State private var topCardBroken = false

    var body: some View {
        TabView {
            deck
                .tabItem { Label("Cards", systemImage: "rectangle.stack") }
            TicketListView(settings: settings)
                .tabItem { Label("In a list", systemImage: "list.bullet") }
            ShatterDemoScreen()
                .tabItem { Label("Shatter", systemImage: "burst") }
            DustDemoScreen()
                .tabItem { Label("Dust", systemImage: "aqi.medium") }
            TextGlyphsDemoScreen()
                .tabItem { Label("Text", systemImage: "textformat") }
            EffectPlaygroundView()
                .tabItem { Label("Effects", systemImage: "slider.horizontal.3") }
        }
        .effectsLayer()
    }

    @ViewBuilder
    private var deck: some View {
        #if os(macOS)
        HStack(spacing: 0) {
            cards
            settingsPanel
                .frame(width: 340)
        }
        .frame(minWidth: 760, minHeight: 560)
        #else
        VStack(spacing: 0) {
            cards
                .frame(minHeight: 420)
            settingsPanel
        }
        #endif
    }

    private var cards: some View {
        CardStackView(
            settings: settings,
            progress: $progress,
            lastResult: $lastResult,
            topCardBroken: $topCardBroken
        )
        .padding()
    }

    private var settingsPanel: some View {
        SettingsPanel(
            settings: $settings,
            progress: progress,
            lastResult: lastResult,
            topCardBroken: $topCardBroken
        )
    }
}

#Preview("Demo") {
    DemoView()
}
#endif
