import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(Internal) import TearKitCore
import TearKitGestureScripts

/// A tearable view shown the way an app shows it: its layer composited over a page that never
/// moves, with the view's drop shadow under it — and, once it breaks, falling away and fading as the
/// README's `onCompletion(true)` example does (`.offset(y:)` and `.opacity` animated), then fading
/// back in when it is restored. After the break the torn layer is split along the cut into its two
/// halves, which drift apart sideways, drop, turn slightly in opposite directions and shrink as they
/// fall away from the page, so the card reads as torn in two rather than as one rigid piece falling,
/// and both halves stay inside the frame until they have faded. Each half carries only its paper: its
/// drop shadow is cut clear of the opening (never a strip of shadow beyond the torn edge), and the
/// shadow the sheets cast into the gap fades as they start to part (``Presentation/gapShadow``, see
/// ``TearFrameRenderer/frame(for:gapShadow:)``).
///
/// `tearkit demo` draws ``SampleCard`` this way: the card is the view that tears, the gap shows the
/// page behind it, and the page's border stays put.
package struct PageScene: Sendable {
    /// How the view is placed in one frame: moved down by `offset` points and drawn at `opacity`.
    package struct Presentation: Sendable, Hashable {
        /// How far the view has fallen, in points (0 in place).
        package var offset: Double
        /// The view's opacity, 0…1.
        package var opacity: Double
        /// How far each half has drifted sideways away from the cut, in points (0: the view moves as
        /// one piece).
        package var apart: Double
        /// How far each half has turned, in radians, in opposite directions: each half's end at the
        /// start of the cut leans away from it (0: no turn).
        package var turn: Double
        /// How large each half is drawn, as a fraction of its size, shrunk about the cut's middle as
        /// it falls away from the page (1: its own size; used only when the halves move separately).
        package var size: Double
        /// The line along which the view splits into the halves that drift and turn (`nil`: it moves
        /// as one piece).
        package var cut: Cut?
        /// How strongly the sheets still cast their shadow into the gap, 0…1 (the shader's
        /// `shadowStrength` is multiplied by it): 1 in place, fading to 0 as the halves start to part
        /// (``gapShadowFadeDuration``), so the shadow leaves with them instead of vanishing in one frame.
        package var gapShadow: Double

        /// The view in place, fully visible.
        package static let inPlace = Presentation(offset: 0, opacity: 1)

        /// A presentation; values are used as given (the compositor clamps opacity).
        package init(
            offset: Double, opacity: Double, apart: Double = 0, turn: Double = 0, size: Double = 1, cut: Cut? = nil,
            gapShadow: Double = 1
        ) {
            self.offset = offset
            self.opacity = opacity
            self.apart = apart
            self.turn = turn
            self.size = size
            self.cut = cut
            self.gapShadow = gapShadow
        }

        /// The cut when the halves move separately (they have drifted apart, turned or shrunk), else `nil`.
        package var splitCut: Cut? { apart != 0 || turn != 0 || size != 1 ? cut : nil }
    }

    /// The line along which a torn layer splits into its two halves, in points of the layer: from the
    /// tear's start towards its end (the line is extended past both), with the opening around it.
    package struct Cut: Sendable, Hashable {
        package var start: CGPoint
        package var end: CGPoint
        /// The full width of the opening at `start`, in points, closing linearly to nothing at `end`
        /// (the tear's wedge, ``TearUniforms/maxGap``); 0 for a bare line.
        package var maxGap: Double

        package init(start: CGPoint, end: CGPoint, maxGap: Double = 0) {
            self.start = start
            self.end = end
            self.maxGap = maxGap.isFinite ? min(max(maxGap, 0), 1e6) : 0
        }

        /// How far beyond the opening's edge a half's drop shadow is cut away, in points: past the
        /// deepest fibre (5 pt, twice that below 2×), so nothing of it shows beyond the torn edge.
        package static let shadowClearance = 10.0
        /// Over how many points beyond ``shadowClearance`` a half's drop shadow fades in: under the
        /// paper this is hidden, and where the shadow reaches past the view (below its bottom edge)
        /// it tapers softly towards the tear instead of ending in a straight line.
        package static let shadowTaper = 16.0

        /// The cut of `state`'s tear for a view whose top-left corner lies at `viewOrigin` in the
        /// layer (points); `nil` while the tear has no direction.
        package init?(_ state: TearState, viewOrigin: CGPoint) {
            let u = state.uniforms(pixelSize: 1)
            let start = CGPoint(x: u.tearStart.x + viewOrigin.x, y: u.tearStart.y + viewOrigin.y)
            let end = CGPoint(x: u.tearEnd.x + viewOrigin.x, y: u.tearEnd.y + viewOrigin.y)
            guard hypot(end.x - start.x, end.y - start.y) > 1e-6 else { return nil }
            self.init(start: start, end: end, maxGap: u.maxGap)
        }
    }

    /// The page behind the view, opaque, the size of every frame.
    package let page: RGBAImage
    /// The view's drop shadow on a transparent page-sized layer; it falls and fades with the view.
    package let shadow: RGBAImage?
    /// Pixels per point of the page, the shadow and the view's layer.
    package let scale: Double

    /// How long the broken view takes to fall out of sight, in seconds (gravity-like: slow, then
    /// fast): about as long as the demo leaves it broken, so the page is never empty for long.
    package static let fallDuration = 0.85
    /// How far it drops in that time, in points: little, since it falls away from the page (it
    /// shrinks to ``fallSize``) rather than out of the frame.
    package static let fallDistance = 20.0
    /// How far each half drifts sideways from the cut in that time, in points (from rest, speeding up
    /// as it drops).
    package static let driftDistance = 20.0
    /// How far each half turns in that time, in radians (7°, from rest, speeding up as it drops).
    package static let turnAngle = 7.0 * Double.pi / 180
    /// How large the halves are at the end of the fall, as a fraction of their size (shrinking from
    /// rest, faster as they drop).
    package static let fallSize = 0.6
    /// How long the shadow the sheets cast into the gap takes to fade once the halves start to part,
    /// in seconds: gone before they have drifted a point apart.
    package static let gapShadowFadeDuration = 0.15
    /// How long a restored view takes to fade back in, in seconds.
    package static let fadeInDuration = 0.3

    /// The page with the shadow in place, composed once (most frames show the view in place).
    private let backdrop: RGBAImage

    /// A scene over `page` with an optional `shadow`, both at `scale` pixels per point.
    package init(page: RGBAImage, shadow: RGBAImage? = nil, scale: Double) {
        self.page = page
        self.shadow = shadow
        self.scale = scale
        var backdrop = page
        if let shadow { backdrop.composite(shadow, x: 0, y: 0) }
        self.backdrop = backdrop
    }

    /// The frame: the page, then the shadow and the view's (already shaded) `layer` moved down and
    /// faded as `presentation` says. `layer` is page-sized and aligned with the page.
    ///
    /// When the presentation has a cut and its halves have drifted or turned, the layer (and its
    /// shadow) is cut along that line and each half moves on its own: shrunk to `size` and turned by
    /// `turn` about the cut's middle (in opposite directions), then down by `offset` and `apart` points
    /// away from the cut. A half's shadow is cut clear of the opening (``Cut/shadowClearance`` beyond
    /// its edge, fading in over ``Cut/shadowTaper``), so nothing but its paper shows beyond its torn edge.
    package func compose(_ layer: RGBAImage, _ presentation: Presentation) -> RGBAImage {
        if presentation == .inPlace {
            var frame = backdrop
            frame.composite(layer, x: 0, y: 0)
            return frame
        }
        var frame = page
        if let cut = presentation.splitCut {
            // As the halves start to part, the view's whole drop shadow (under the opening too) gives way
            // to the halves' own, cut clear of it, while the gap's shadow fades (``Presentation/gapShadow``).
            let whole = min(max(presentation.gapShadow, 0), 1)
            if let shadow, whole > 0 {
                let dy = Int((presentation.offset * scale).rounded())
                frame.composite(shadow, x: 0, y: dy, opacity: presentation.opacity * whole)
            }
            for side in [-1.0, 1.0] where whole < 1 {
                let motion = HalfMotion(cut: cut, side: side, presentation: presentation, scale: scale)
                if let shadow {
                    motion.draw(shadow, onto: &frame, opacity: presentation.opacity * (1 - whole), clearOfOpening: true)
                }
            }
            for side in [-1.0, 1.0] {
                let motion = HalfMotion(cut: cut, side: side, presentation: presentation, scale: scale)
                motion.draw(layer, onto: &frame, opacity: presentation.opacity)
            }
            return frame
        }
        let dy = Int((presentation.offset * scale).rounded())
        if let shadow { frame.composite(shadow, x: 0, y: dy, opacity: presentation.opacity) }
        frame.composite(layer, x: 0, y: dy, opacity: presentation.opacity)
        return frame
    }

    /// One half's motion, in pixels: the layer's pixels on `side` of the cut (−1 or +1 along the
    /// cut's normal), shrunk and turned about the cut's middle and moved.
    private struct HalfMotion {
        /// The cut's start and unit direction and normal, in pixels; a pixel is on this half when
        /// `side × n·(p − start) > 0`.
        let start: SIMD2<Double>, direction: SIMD2<Double>, normal: SIMD2<Double>, side: Double
        /// The opening's half width at `start` and how much it narrows per pixel along the cut, how
        /// far beyond its edge the shadow is cut away and over how much it fades in, in pixels.
        let halfGap: Double, closingRate: Double, clearance: Double, taper: Double
        /// Forward: p' = size · R (p − pivot) + pivot + shift; `cos`, `sin` of the turn.
        let pivot: SIMD2<Double>, shift: SIMD2<Double>, cosA: Double, sinA: Double, size: Double

        init(cut: Cut, side: Double, presentation: Presentation, scale: Double) {
            let s = SIMD2(cut.start.x, cut.start.y) * scale, e = SIMD2(cut.end.x, cut.end.y) * scale
            let length = max(((e - s) * (e - s)).sum().squareRoot(), 1e-9)
            let d = (e - s) / length
            start = s
            direction = d
            normal = SIMD2(-d.y, d.x)
            self.side = side
            halfGap = cut.maxGap / 2 * scale
            closingRate = halfGap / length
            clearance = Cut.shadowClearance * scale
            taper = max(Cut.shadowTaper * scale, 1e-9)
            pivot = (s + e) / 2
            shift = normal * (side * presentation.apart * scale) + SIMD2(0, presentation.offset * scale)
            // The start of the cut (at −length/2 · d from the pivot) moves along side × normal.
            let angle = -side * presentation.turn
            cosA = cos(angle)
            sinA = sin(angle)
            // Never drawn smaller than a tenth, or (NaN) other than at its size.
            size = presentation.size >= 0.1 ? min(presentation.size, 1) : (presentation.size.isNaN ? 1 : 0.1)
        }

        func forward(_ p: SIMD2<Double>) -> SIMD2<Double> {
            let v = (p - pivot) * size
            return SIMD2(cosA * v.x - sinA * v.y, sinA * v.x + cosA * v.y) + pivot + shift
        }

        func inverse(_ q: SIMD2<Double>) -> SIMD2<Double> {
            let v = q - pivot - shift
            return SIMD2(cosA * v.x + sinA * v.y, -sinA * v.x + cosA * v.y) / size + pivot
        }

        /// How much of the layer's point `p` (pixels) this half draws, 0…1: all of it on this half;
        /// with `clearOfOpening`, none within the clearance beyond the opening's edge (the tear's
        /// wedge, widest at the cut's start), fading in over the taper beyond that.
        func weight(_ p: SIMD2<Double>, clearOfOpening: Bool) -> Double {
            let across = side * ((p - start) * normal).sum()
            guard clearOfOpening else { return across > 0 ? 1 : 0 }
            let along = ((p - start) * direction).sum()
            let opening = min(max(halfGap - along * closingRate, 0), halfGap)
            return min(max((across - opening - clearance) / taper, 0), 1)
        }

        /// Draws `source`'s pixels on this half, moved, over `frame` at `opacity` (bilinear,
        /// premultiplied); with `clearOfOpening`, only those beyond the opening's edge by the
        /// clearance, fading in over the taper.
        func draw(_ source: RGBAImage, onto frame: inout RGBAImage, opacity: Double, clearOfOpening: Bool = false) {
            guard opacity > 0, source.width > 1, source.height > 1 else { return }
            // Where the source's visible pixels land: the bounds of their moved corners.
            guard let bounds = Self.opaqueBounds(source) else { return }
            let corners = [
                SIMD2(bounds.minX, bounds.minY), SIMD2(bounds.maxX, bounds.minY),
                SIMD2(bounds.minX, bounds.maxY), SIMD2(bounds.maxX, bounds.maxY),
            ].map(forward)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let x0 = max(Int((xs.min() ?? 0).rounded(.down)) - 1, 0)
            let y0 = max(Int((ys.min() ?? 0).rounded(.down)) - 1, 0)
            let x1 = min(Int((xs.max() ?? 0).rounded(.up)) + 1, frame.width)
            let y1 = min(Int((ys.max() ?? 0).rounded(.up)) + 1, frame.height)
            guard x0 < x1, y0 < y1 else { return }
            var piece = RGBAImage(width: x1 - x0, height: y1 - y0)
            let w = source.width, h = source.height, pw = piece.width
            piece.pixels.withUnsafeMutableBufferPointer { out in
                source.pixels.withUnsafeBufferPointer { src in
                    for y in y0..<y1 {
                        for x in x0..<x1 {
                            // The pixel's centre, back in the source, and whether it lies on this half.
                            let p = inverse(SIMD2(Double(x) + 0.5, Double(y) + 0.5))
                            let drawn = weight(p, clearOfOpening: clearOfOpening)
                            guard drawn > 0 else { continue }
                            let fx = p.x - 0.5, fy = p.y - 0.5
                            let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
                            guard ix >= -1, iy >= -1, ix < w, iy < h else { continue }
                            let tx = fx - Double(ix), ty = fy - Double(iy)
                            var sum = SIMD4<Double>(repeating: 0)
                            for (dx, dy, share) in [
                                (0, 0, (1 - tx) * (1 - ty)), (1, 0, tx * (1 - ty)),
                                (0, 1, (1 - tx) * ty), (1, 1, tx * ty),
                            ] {
                                let sx = ix + dx, sy = iy + dy
                                guard share > 0, sx >= 0, sy >= 0, sx < w, sy < h else { continue }
                                let i = (sy * w + sx) * 4
                                sum +=
                                    SIMD4(Double(src[i]), Double(src[i + 1]), Double(src[i + 2]), Double(src[i + 3]))
                                    * share
                            }
                            sum *= drawn
                            let o = ((y - y0) * pw + (x - x0)) * 4
                            let a = min(max(sum.w.rounded(), 0), 255)
                            for c in 0..<3 { out[o + c] = UInt8(min(max(sum[c].rounded(), 0), a)) }
                            out[o + 3] = UInt8(a)
                        }
                    }
                }
            }
            frame.composite(piece, x: x0, y: y0, opacity: opacity)
        }

        /// The pixel rectangle holding every non-transparent pixel of `image`, `nil` when there is none.
        static func opaqueBounds(_ image: RGBAImage) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
            var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
            image.pixels.withUnsafeBufferPointer { p in
                for y in 0..<image.height {
                    let row = y * image.width * 4
                    for x in 0..<image.width where p[row + x * 4 + 3] != 0 {
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
            guard maxX >= 0 else { return nil }
            return (Double(minX), Double(minY), Double(maxX + 1), Double(maxY + 1))
        }
    }

    /// Where the view is in each frame of a playback: in place while it is whole or tearing; from the
    /// first frame of a break, falling ``fallDistance`` points over ``fallDuration`` seconds while
    /// fading out (slowly at first, so the halves are seen falling), its halves drifting
    /// ``driftDistance`` points apart, turning by ``turnAngle`` and shrinking to ``fallSize``; after a
    /// restore, back in place and fading in over ``fadeInDuration``.
    /// `viewOrigin` is where the view's top-left corner lies in the layer, in points (the cut is in
    /// the layer's points).
    package static func presentations(for frames: [TearPlayback.Frame], viewOrigin: CGPoint = .zero) -> [Presentation] {
        var brokeAt: TimeInterval?
        var restoredAt: TimeInterval?
        return frames.map { frame in
            if frame.state.phase == .broken {
                let start = brokeAt ?? frame.time
                brokeAt = start
                restoredAt = nil
                // Everything starts from rest and speeds up as the view drops (f², as gravity): no frame
                // sets the halves moving at full pace.
                let f = min(max((frame.time - start) / fallDuration, 0), 1), eased = f * f
                let shadowLeft = min(max(1 - (frame.time - start) / gapShadowFadeDuration, 0), 1)
                return Presentation(
                    offset: fallDistance * eased, opacity: 1 - eased,
                    apart: driftDistance * eased, turn: turnAngle * eased, size: 1 - (1 - fallSize) * eased,
                    cut: f > 0 ? Cut(frame.state, viewOrigin: viewOrigin) : nil,
                    gapShadow: shadowLeft * shadowLeft * (3 - 2 * shadowLeft))
            }
            if brokeAt != nil {
                brokeAt = nil
                restoredAt = frame.time
            }
            guard let restoredAt else { return .inPlace }
            let f = min(max((frame.time - restoredAt) / fadeInDuration, 0), 1)
            return Presentation(offset: 0, opacity: f)
        }
    }
}
