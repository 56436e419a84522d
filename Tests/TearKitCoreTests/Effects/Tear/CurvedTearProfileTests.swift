import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The curved tear's path as the shader reads it: 32 knots evenly spaced along the start direction, on
/// the smooth curve through the path's points, with the arc length to each, and spans whose cubics meet
/// with the same value and slope, so the drawn curve has no seam.
@Suite struct CurvedTearProfileTests {
    /// `count` points on a circle of `radius` around (100 + radius, 0), from (100, 0) turning `angle`
    /// radians toward +x as the path runs down +y.
    static func arc(radius: Double, angle: Double, count: Int) -> [CGPoint] {
        (0..<count).map { k in
            let a = angle * Double(k) / Double(count - 1)
            return CGPoint(x: 100 + radius - radius * cos(a), y: radius * sin(a))
        }
    }

    /// The circle's x at height `y` (the arc's v, negated: +x is to the right of a path heading down).
    static func arcX(radius: Double, y: Double) -> Double {
        100 + radius - (radius * radius - y * y).squareRoot()
    }

    static let down = CGPoint(x: 0, y: 1)

    /// The value of span `span`'s cubic at `t`, and its change per span width, from the shader's floats.
    static func cubic(_ floats: [Float], span: Int, at t: Double) -> (value: Double, rise: Double) {
        let k = CurvedTearProfile.headerFloats + CurvedTearProfile.floatsPerSpan * span
        let c = (0..<4).map { Double(floats[k + $0]) }
        return (c[0] + t * (c[1] + t * (c[2] + t * c[3])), c[1] + t * (2 * c[2] + 3 * t * c[3]))
    }

    @Test func theKnotsAreEvenlySpacedAlongTheStartDirectionAndLieOnTheCurve() throws {
        // Six points on a 1.1 rad arc: the knots between them follow the circle, not the chords.
        let radius = 80.0
        let profile = try #require(
            CurvedTearProfile(path: Self.arc(radius: radius, angle: 1.1, count: 6), direction: Self.down))
        #expect(profile.knots.count == CurvedTearUniforms.maximumPathPoints)
        let tipY = radius * sin(1.1)
        #expect(abs(profile.spacing * 31 - tipY) < 1e-9)
        for (k, knot) in profile.knots.enumerated() {
            let y = profile.spacing * Double(k)
            // Heading down (+y), "across" (to the left of the heading) is −x.
            let x = 100 - knot.offset
            #expect(abs(x - Self.arcX(radius: radius, y: y)) < 0.35, "knot \(k) at y \(y): x \(x)")
        }
        #expect(profile.knots[0].tangent == 0)
        #expect(profile.start == CGPoint(x: 100, y: 0))
    }

    @Test func theKnotsTangentsAreTheSlopeOfTheCurveAndTheDrawnSpansFollowIt() throws {
        // Six points on a 1.1 rad arc, all to one side of the start line: most knots fall inside the
        // path's spans, where the tangent the shader's cubics use must be the slope of the curve the
        // offsets lie on, or the drawn curve bulges away from the path between knots.
        let radius = 80.0
        let profile = try #require(
            CurvedTearProfile(path: Self.arc(radius: radius, angle: 1.1, count: 6), direction: Self.down))
        let knots = profile.knots
        for k in 1..<(knots.count - 1) {
            // The rise over one spacing, from the neighbouring knots' offsets.
            let rise = (knots[k + 1].offset - knots[k - 1].offset) / 2
            #expect(abs(knots[k].tangent - rise) < 0.05, "knot \(k): tangent \(knots[k].tangent), rise \(rise)")
        }
        // Half way between two knots, the shader's curve is still on the circle.
        let floats = profile.floats
        for span in 0..<(knots.count - 1) {
            let y = profile.spacing * (Double(span) + 0.5)
            let x = 100 - Self.cubic(floats, span: span, at: 0.5).value
            #expect(abs(x - Self.arcX(radius: radius, y: y)) < 0.35, "span \(span) at y \(y): x \(x)")
        }
    }

    @Test func theArcLengthsAddUpAlongTheCurve() throws {
        let radius = 80.0, angle = 1.1
        let profile = try #require(
            CurvedTearProfile(path: Self.arc(radius: radius, angle: angle, count: 32), direction: Self.down))
        let lengths = profile.knots.map(\.arcLength)
        #expect(lengths[0] == 0)
        for (a, b) in zip(lengths, lengths.dropFirst()) { #expect(b > a) }
        // The circle's arc is radius × angle; the curve through 32 of its points is within 0.2 % of it.
        #expect(abs(profile.length - radius * angle) < radius * angle * 0.002, "length \(profile.length)")
        // Each span's arc is at least its width along the start direction.
        for (a, b) in zip(lengths, lengths.dropFirst()) { #expect(b - a >= profile.spacing * (1 - 1e-12)) }
    }

    @Test func theSpansMeetWithTheSameValueAndSlope() throws {
        let path = (0..<20).map { k in CGPoint(x: 150 + 40 * sin(Double(k) / 3), y: Double(k) * 12) }
        let profile = try #require(CurvedTearProfile(path: path, direction: Self.down))
        let floats = profile.floats
        #expect(floats.count == CurvedTearProfile.maximumFloats)
        for span in 0..<30 {
            let end = Self.cubic(floats, span: span, at: 1)
            let next = Self.cubic(floats, span: span + 1, at: 0)
            #expect(abs(end.value - next.value) < 1e-3, "span \(span)")
            #expect(abs(end.rise - next.rise) < 1e-3, "span \(span)")
        }
        // Each span starts at its knot, with its tangent, and carries the arc length to it and along it.
        for (span, knot) in profile.knots.dropLast().enumerated() {
            let start = Self.cubic(floats, span: span, at: 0)
            #expect(abs(start.value - knot.offset) < 1e-3)
            #expect(abs(start.rise - knot.tangent) < 1e-3)
            let k = CurvedTearProfile.headerFloats + CurvedTearProfile.floatsPerSpan * span
            #expect(abs(Double(floats[k + 4]) - knot.arcLength) < 1e-3)
            #expect(abs(Double(floats[k + 4] + floats[k + 5]) - profile.knots[span + 1].arcLength) < 1e-3)
        }
    }

    @Test func theHeaderHoldsTheStartSpacingLengthAndTheTipsHeading() throws {
        let radius = 80.0, angle = 1.0
        let path = Self.arc(radius: radius, angle: angle, count: 32)
        let profile = try #require(CurvedTearProfile(path: path, direction: Self.down))
        let floats = profile.floats
        #expect(floats[0] == 100 && floats[1] == 0)
        #expect(Double(floats[2]) == Double(Float(profile.spacing)))
        #expect(Double(floats[3]) == Double(Float(profile.length)))
        // The tip is the path's last point, and the heading there is the circle's tangent.
        let tip = path[path.count - 1]
        #expect(abs(Double(floats[4]) - tip.x) < 1e-3 && abs(Double(floats[5]) - tip.y) < 1e-3)
        let heading = (x: Double(floats[6]), y: Double(floats[7]))
        #expect(abs(hypot(heading.x, heading.y) - 1) < 1e-6)
        #expect(abs(heading.x - sin(angle)) < 0.02 && abs(heading.y - cos(angle)) < 0.02, "\(heading)")
    }

    @Test func aStraightPathIsFlat() throws {
        let path = [CGPoint(x: 10, y: 20), CGPoint(x: 10, y: 120)]
        let profile = try #require(CurvedTearProfile(path: path, direction: Self.down))
        #expect(profile.knots.allSatisfy { $0.offset == 0 && $0.tangent == 0 })
        #expect(abs(profile.length - 100) < 1e-9)
        #expect(Array(profile.floats[4..<8]) == [10, 120, 0, 1])
    }

    @Test func aPathThatDoesNotAdvanceHasNoProfile() {
        #expect(CurvedTearProfile(path: [CGPoint(x: 0, y: 0)], direction: Self.down) == nil)
        #expect(CurvedTearProfile(path: [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)], direction: Self.down) == nil)
        #expect(
            CurvedTearProfile(
                path: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 9), CGPoint(x: 0, y: 4)], direction: Self.down)
                == nil)
        #expect(CurvedTearProfile(path: [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 9)], direction: .zero) == nil)
    }

    @Test func uniformsWithoutAPathGiveAProfileTheShaderDrawsAsNoTear() {
        let identity = CurvedTearUniforms.identity(viewSize: CGSize(width: 100, height: 100))
        #expect(identity.profile == nil)
        // One span at zero spacing: the shader's spacing test fails and every pixel is left as it is.
        #expect(identity.profileFloats == [Float](repeating: 0, count: 14))
        let layout = CurvedTearDistortionPipelineLayout.floats(identity, scale: 2)
        #expect(layout.count == CurvedTearDistortionPipelineLayout.floatsPerUniforms)
        #expect(layout.count == 210)
    }
}
