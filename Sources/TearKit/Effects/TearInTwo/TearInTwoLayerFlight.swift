#if canImport(SwiftUI)
import SwiftUI
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One tear in two drawn by an effects layer: the view's snapshot, the run's plan (the cut, the
/// fly-out; built once), when it started and how it ends.
struct TearInTwoLayerRun {
    /// The cut and the fly-out of the torn view.
    let plan: TearInTwoFlightPlan
    /// The view as it looked when it tore, at ``scale`` pixels per point.
    let snapshot: CGImage
    /// The snapshot's pixels per point (the display scale).
    let scale: CGFloat
    /// When the run started: its clock (time 0…1 of ``duration``) reads the frame's date against it.
    let start: Date
    /// The run's length in seconds (``TearKitCore/TearInTwoConfiguration/duration``).
    let duration: TimeInterval

    /// The time (0…1 of the run) at `date`: linear, since the plan eases the flight itself.
    func time(at date: Date) -> Double {
        let elapsed = date.timeIntervalSince(start)
        guard duration > 0, elapsed.isFinite else { return 1 }
        return min(max(elapsed / duration, 0), 1)
    }
}

/// The two halves of a view torn in two, flying from where it was, drawn in an effects layer.
///
/// Each half is the snapshot, the view's size, drawn by the `tearInTwo` shader as that half alone at
/// rest with the crack as it is at this moment (``TearKitCore/TearInTwoFlightPlan/uniforms(of:atTime:edgeWidth:)``:
/// the two add up to the whole cracked view), then turned about the middle of the bottom edge and
/// moved by SwiftUI's own transforms along the fly-out, as far as the window lets it
/// (``TearKitCore/TearInTwoFlightPlan/windowReach``: each half still shows half of itself when the
/// fade begins; the whole way in a window much larger than the view). So the shader's layer stays the view's size (the cost of the view
/// itself, twice), its `maxSampleOffset` one value for the run, and the halves cross the whole app.
/// Both fade over the last 30 % of their flight. A `TimelineView` drives the frames while the run is
/// in the layer; its end (and removal) comes from the run's timer, not from frames.
struct TearInTwoLayerFlight: View {
    let run: TearInTwoLayerRun

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: false)) { context in
            let time = run.time(at: context.date)
            // The halves are added, not laid one over the other: each is drawn with soft (anti-aliased)
            // edges that are complementary along the cut (a + (1 − a) = 1), and source-over would give
            // a + (1 − a) · (1 − a) there — 0.75 at a half-covered pixel — a see-through jagged seam one
            // device pixel wide until the crack opens, and below its tip. `.plusLighter` sums the two
            // premultiplied halves, which is exact where they meet (they never overlap elsewhere), and
            // `compositingGroup()` makes the sum first, so the group is then drawn over the app
            // source-over, as one view, and faded as one.
            ZStack(alignment: .topLeading) {
                half(.left, atTime: time).blendMode(.plusLighter)
                half(.right, atTime: time).blendMode(.plusLighter)
            }
            .compositingGroup()
            .opacity(TearInTwoConfiguration.opacity(atTime: time))
        }
        .frame(width: run.plan.viewSize.width, height: run.plan.viewSize.height, alignment: .topLeading)
        // The plan's offsets and turns are physical (the left half flies left on screen), and the
        // snapshot is already drawn as the view looked: a right-to-left layout must not mirror them.
        .environment(\.layoutDirection, .leftToRight)
    }

    /// `side` at `time` (0…1 of the run): the snapshot drawn as that half alone, cracked as at `time`,
    /// turned about the middle of the bottom edge and moved along the fly-out.
    private func half(_ side: TearInTwoFlightPlan.Half, atTime time: Double) -> some View {
        let plan = run.plan
        let edgeWidth = run.scale > 0 && run.scale.isFinite ? 1 / Double(run.scale) : 1
        let placement = plan.placement(of: side, atTime: time)
        // The snapshot's size in points is the view's (it was rendered at `scale` from the view's size).
        // Top-leading: a snapshot a fraction of a pixel off the view's size is not centred (a ½-px shift).
        return Image(decorative: run.snapshot, scale: run.scale)
            .frame(width: plan.viewSize.width, height: plan.viewSize.height, alignment: .topLeading)
            .modifier(
                ShaderEffectModifier(
                    effect: plan.uniforms(of: side, atTime: time, edgeWidth: edgeWidth), isEnabled: true)
            )
            // The hinge both halves turn about: the middle of the bottom edge (TearInTwoFlyOut.anchor).
            .rotationEffect(.radians(placement.rotation), anchor: .bottom)
            .offset(x: placement.offset.width, y: placement.offset.height)
    }
}
#endif
