#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Tearable rows in a scrolling `List`, with the default cut direction: the feed a tearable card
/// lives in. Up and down drags scroll the list, also when they start at a row's top or bottom edge;
/// a drag from a row's left or right edge tears it at once; resting a finger on a row's top or bottom
/// edge for a moment, then pulling, tears it along the list (iOS 18 and later; on iOS 17 the list
/// scrolls). The first row says so. A double tap shatters a row; its pieces fall over the whole
/// app, not inside the row, because `DemoView` applies `.effectsLayer()` at the root (without it the
/// `List` would clip them to the row).
struct TicketListView: View {
    var settings: TearSettings
    @State private var tickets = Array(1...20)
    /// Rows breaking: removed from the list when their pieces are gone.
    @State private var shattering: Set<Int> = []

    var body: some View {
        List {
            // How the rows share a touch with the list, at the top of the list.
            Text(
                "Scroll from anywhere. Tear a ticket from its left or right edge; to tear it from the top or bottom, rest your finger on that edge for a moment, then pull. Double-tap to shatter."
            )
            .font(.footnote)
            .foregroundStyle(.secondary)
            rows
        }
    }

    /// The tickets, each tearable and shattered by a double tap.
    private var rows: some View {
        ForEach(tickets, id: \.self) { ticket in
            TicketRow(number: ticket)
                .tearable(
                    maxGapWidth: 18,
                    hapticsEnabled: settings.hapticsEnabled,
                    onCompletion: { broke in
                        guard broke else { return }
                        withAnimation(.snappy) {
                            tickets.removeAll { $0 == ticket }
                        }
                    }
                )
                .shatter(
                    isBroken: shattering.contains(ticket), configuration: ShatterConfiguration(seed: UInt64(ticket))
                ) { broke in
                    guard broke else { return }
                    shattering.remove(ticket)
                    withAnimation(.snappy) {
                        tickets.removeAll { $0 == ticket }
                    }
                }
                .onTapGesture(count: 2) { _ in shattering.insert(ticket) }
        }
    }
}

/// How a ticket looks.
struct TicketRow: View {
    var number: Int

    var body: some View {
        HStack {
            Image(systemName: "ticket.fill")
            Text("Ticket #\(number)")
                .font(.headline)
            Spacer()
            Text("Tear me, or double-tap")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.yellow.opacity(0.3), in: RoundedRectangle(cornerRadius: 10))
    }
}

#Preview("Tickets") {
    TicketListView(settings: TearSettings())
}
#endif
