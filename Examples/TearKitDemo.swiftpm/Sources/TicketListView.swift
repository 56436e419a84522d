#if canImport(SwiftUI)
import SwiftUI
import TearKit

/// Tearable rows in a scrolling `List`: vertical drags that start inside a row scroll the list;
/// horizontal drags from a row's left or right edge tear it off. `cutDirection: .horizontal`
/// keeps a vertical scroll that starts at a row's top edge from starting a tear, and a vertical
/// scroll that starts near a row's left or right edge never locks a tear either. A double tap
/// shatters a row; its pieces fall over the whole app, not inside the row, because `DemoView`
/// applies `.effectsLayer()` at the root (without it the `List` would clip them to the row).
struct TicketListView: View {
    var settings: TearSettings
    @State private var tickets = Array(1...20)
    /// Rows breaking: removed from the list when their pieces are gone.
    @State private var shattering: Set<Int> = []

    var body: some View {
        List {
            ForEach(tickets, id: \.self) { ticket in
                TicketRow(number: ticket)
                    .tearable(
                        maxGapWidth: 18,
                        cutDirection: .horizontal,
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
            Text("Tear from the side, or double-tap")
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
