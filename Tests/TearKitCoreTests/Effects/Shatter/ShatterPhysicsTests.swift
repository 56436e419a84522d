import Foundation
import Testing
@_spi(Internal) @testable import TearKitCore

/// The squares' physics, and the analytic terminal-speed clamp.
@Suite struct ShatterPhysicsTests {
    static let iPhone = CGSize(width: 393, height: 852)

    @Test(
        "default pieces fall with the squares' physics: no initial vertical speed, acceleration 3…4.5 and terminal speed 6 half-heights"
    )
    func defaultsAreTheSquaresPhysics() {
        let shatter = Shatter(viewSize: Self.iPhone, pattern: .pieces(size: 8), seed: 11)
        let unit = 852.0 / 2
        #expect(shatter.pieces.count == 50 * 107)
        for piece in shatter.pieces {
            #expect(piece.motion.initialVerticalSpeed == 0)
            #expect(piece.motion.acceleration >= 3 * unit && piece.motion.acceleration <= 4.5 * unit)
            #expect(piece.motion.terminalSpeed == 6 * unit)
            #expect(abs(piece.motion.sidewaysSpeed) <= 0.3 * unit)
            #expect(piece.motion.spin == 0)
        }
        // The draws really spread over the ranges (not one constant).
        let accelerations = shatter.pieces.map(\.motion.acceleration)
        #expect(accelerations.min()! < 3.05 * unit && accelerations.max()! > 4.45 * unit)
        let sideways = shatter.pieces.map(\.motion.sidewaysSpeed)
        #expect(sideways.min()! < -0.27 * unit && sideways.max()! > 0.27 * unit)
    }

    @Test(
        "the seed's duration: the slowest piece clears the screen after √(2·2/3) ≈ 1.154 s, before reaching terminal speed"
    )
    func seedDuration() {
        let shatter = Shatter(viewSize: Self.iPhone, pattern: .pieces(size: 8), seed: 11)
        let end = shatter.endTime(leaving: shatter.bounds)
        #expect(end <= (4.0 / 3.0).squareRoot() + 1e-9)
        #expect(end > 1.1)
        #expect(shatter.pieces.allSatisfy { $0.motion.timeToTerminalSpeed > end })
    }

    @Test("speed never exceeds the terminal speed; position is continuous and its derivative is the speed")
    func terminalSpeedClamp() {
        let motion = ShatterMotion(sidewaysSpeed: 12, acceleration: 900, terminalSpeed: 300)
        #expect(motion.timeToTerminalSpeed == 300.0 / 900)
        var previous = motion.displacement(at: 0).dy
        #expect(previous == 0 && motion.verticalSpeed(at: 0) == 0)
        let step = 1e-4
        for i in 1...20_000 {
            let t = Double(i) * step
            let d = motion.displacement(at: t)
            let v = motion.verticalSpeed(at: t)
            #expect(v <= 300)
            #expect(d.dy >= previous)
            // Central difference of the closed form ≈ speed (the kink at t* is only one-sided).
            let numeric = (motion.displacement(at: t + step / 2).dy - motion.displacement(at: t - step / 2).dy) / step
            if abs(t - motion.timeToTerminalSpeed) > step { #expect(abs(numeric - v) < 1e-6 * max(1, v)) }
            // Straight down for the clearance, then drifting in step with the fall.
            #expect(abs(d.dx - 12 * max(d.dy - ShatterMotion.clearance, 0) / 300) < 1e-9)
            previous = d.dy
        }
        // After t*: ½·a·t*² + vT·(t − t*).
        #expect(abs(motion.displacement(at: 2).dy - (0.5 * 900 / 9 + 300 * (2 - 1.0 / 3))) < 1e-9)
        #expect(motion.verticalSpeed(at: 2) == 300)
    }

    @Test(
        "glass: shards wait for the break, longer the farther above the impact and never before one they rest on, at most breakDelay; squares never wait"
    )
    func breakTravels() {
        let impact = CGPoint(x: 150, y: 250)
        let shatter = Shatter(
            viewSize: CGSize(width: 300, height: 400), pattern: .shards(size: 30, impact: impact),
            physics: .glass(fallHeight: 800), seed: 8)
        let delays = shatter.pieces.map(\.motion.delay)
        #expect(delays.allSatisfy { $0 >= 0.08 - 1e-12 && $0 <= 0.2 + 1e-12 })
        #expect(delays.max()! > 0.19)
        // A shard never starts before a neighbour it rests on (one sharing an edge that faces down
        // from it), else it would fall into it.
        func corners(_ p: CGPoint, _ q: CGPoint) -> [CGPoint] { [p, q].sorted { ($0.x, $0.y) < ($1.x, $1.y) } }
        for a in shatter.pieces {
            for b in shatter.pieces where b != a {
                for k in a.polygon.indices {
                    let p = a.polygon[k], q = a.polygon[(k + 1) % a.polygon.count]
                    let shared = b.polygon.indices.contains {
                        corners(b.polygon[$0], b.polygon[($0 + 1) % b.polygon.count]) == corners(p, q)
                    }
                    // The outward normal of a's edge p → q is (dy, −dx): it faces down when −dx > 0.
                    let down = -(q.x - p.x) / hypot(q.x - p.x, q.y - p.y)
                    if shared && down > 0.02 { #expect(a.motion.delay >= b.motion.delay - 1e-12) }
                }
            }
            // It stays exactly in place until the shards part, has not fallen at all by its delay,
            // and falls after.
            #expect(a.polygon(at: a.motion.partingStart) == a.polygon)
            #expect(a.motion.fall(at: a.motion.delay) == 0)
            #expect(a.motion.fall(at: a.motion.delay + 0.05) > 0)
        }
        // The cracks reach the farthest corner in a fifth of the break delay, before any shard moves.
        let farthest = [CGPoint(x: 0, y: 0), CGPoint(x: 300, y: 0), CGPoint(x: 0, y: 400), CGPoint(x: 300, y: 400)]
            .map { hypot($0.x - impact.x, $0.y - impact.y) }.max()!
        #expect(abs(farthest / shatter.crackSpeed - 0.04) < 1e-9)
        // The end time counts the delay: the last shard leaves later than without it.
        var noDelay = ShatterPhysics.glass(fallHeight: 800)
        noDelay.breakDelay = 0
        let undelayed = Shatter(
            viewSize: CGSize(width: 300, height: 400), pattern: .shards(size: 30, impact: impact), physics: noDelay,
            seed: 8)
        #expect(shatter.endTime(leaving: shatter.bounds) > undelayed.endTime(leaving: undelayed.bounds) + 0.04)
        let squares = Shatter(
            viewSize: CGSize(width: 300, height: 400), pattern: .pieces(size: 20), physics: .glass(fallHeight: 800),
            seed: 8)
        #expect(squares.pieces.allSatisfy { $0.motion.delay == 0 } && squares.crackSpeed == 0)
    }

    @Test(
        "a parting start or delay out of 0…10⁴ s is clamped into it: a shard told to part after 20,000 s has parted by 10,000.2 s"
    )
    func thePartingStartAndTheDelayAreClamped() {
        let late = ShatterMotion(
            sidewaysSpeed: 0, acceleration: 900, terminalSpeed: 300, delay: 2e4, contraction: 0.03, partingStart: 2e4)
        #expect(late.partingStart == 1e4 && late.delay == 1e4)
        #expect(late.partingProgress(at: 1e4) == 0)
        #expect(late.partingProgress(at: 1e4 + ShatterMotion.partingDuration + 0.05) == 1)
        let early = ShatterMotion(
            sidewaysSpeed: 0, acceleration: 900, terminalSpeed: 300, delay: -5, contraction: 0.03, partingStart: -5)
        #expect(early.partingStart == 0 && early.delay == 0)
        let undefined = ShatterMotion(
            sidewaysSpeed: 0, acceleration: 900, terminalSpeed: 300, delay: .nan, contraction: 0.03,
            partingStart: .infinity)
        #expect(undefined.partingStart == 0 && undefined.delay == 0)
    }

    @Test("the shards part from rest and come to rest: no 60 Hz frame jolts the picture wider")
    func thePartingEasesInAndOut() {
        let motion = ShatterMotion(
            sidewaysSpeed: 0, acceleration: 900, terminalSpeed: 300, contraction: 0.03,
            partingStart: 0.1)
        let frames = (0...30).map { motion.partingProgress(at: 0.1 + Double($0) / 60) }
        let steps = zip(frames, frames.dropFirst()).map { $1 - $0 }
        #expect(frames[0] == 0 && frames[30] == 1)
        // From rest: the first frame moves the shards a small part of the way, as does the last.
        #expect(steps[0] < 0.05 && steps.last(where: { $0 > 0 })! < 0.05, "\(steps)")
        // Never more than a fifth of the way in one frame, and always onward.
        #expect(steps.allSatisfy { $0 >= 0 && $0 <= 0.2 }, "\(steps)")
    }

    @Test("a motion given a contraction and no parting start parts at once: wholly shrunk after the parting's duration")
    func aMotionWithoutAPartingStartPartsAtOnce() {
        let motion = ShatterMotion(sidewaysSpeed: 0, acceleration: 900, terminalSpeed: 300, contraction: 0.03)
        let square = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let piece = ShatterPiece(polygon: square, pivot: CGPoint(x: 5, y: 5), motion: motion)
        let parted = ShatterMotion.partingDuration
        let corner = piece.position(of: CGPoint(x: 0, y: 0), at: parted)
        // The corner 5 pt from the pivot has moved in by 3 % of that, and fallen as the motion says.
        let fall = motion.displacement(at: parted).dy
        #expect(abs(Double(corner.x) - (5 - 5 * 0.97)) < 1e-9, "\(corner)")
        #expect(abs(Double(corner.y) - (5 - 5 * 0.97 + fall)) < 1e-9, "\(corner), fallen \(fall)")
    }

    @Test(
        "the shards part by shrinking toward their centres: every corner moves inward, none leaves its shard's outline or the view",
        arguments: [ShatterPattern.glass, .shards(size: 24, impact: CGPoint(x: 250, y: 30))])
    func thePartingShrinksEveryShard(pattern: ShatterPattern) {
        // Almost no fall, so what moves the shards while they part is the parting alone.
        var physics = ShatterPhysics.glass(fallHeight: 800)
        physics.acceleration = 1e-6...1e-6
        let size = CGSize(width: 300, height: 200)
        let shatter = Shatter(viewSize: size, pattern: pattern, physics: physics, seed: 4)
        let parted = shatter.partingStart + ShatterMotion.partingDuration
        #expect(shatter.contraction == Shatter.partingContraction && shatter.partingStart > 0)
        var outside = 0
        for piece in shatter.pieces {
            let pivot = piece.pivot
            for (rest, moved) in zip(piece.polygon, piece.polygon(at: parted)) {
                // 3 % of the way toward the shard's centre, so its neighbours' copies of the corner part.
                let toward = CGPoint(x: pivot.x + 0.97 * (rest.x - pivot.x), y: pivot.y + 0.97 * (rest.y - pivot.y))
                #expect(hypot(moved.x - toward.x, moved.y - toward.y) < 1e-6, "\(rest) → \(moved)")
                if moved.x < 0 || moved.y < 0 || moved.x > size.width || moved.y > size.height { outside += 1 }
            }
            // Half way through, part of the way.
            let half = piece.polygon(at: shatter.partingStart + ShatterMotion.partingDuration / 2)
            for (rest, moved) in zip(piece.polygon, half) {
                let before = hypot(rest.x - pivot.x, rest.y - pivot.y),
                    now = hypot(moved.x - pivot.x, moved.y - pivot.y)
                #expect(now <= before && now > 0.97 * before - 1e-9 || before == 0)
            }
        }
        #expect(outside == 0, "\(outside) corners left the view")
    }

    @Test(
        "a view that does not crack falls as one piece that keeps its size: it does not shrink while the shards would part",
        arguments: [CGSize(width: 40, height: 40), CGSize(width: 70, height: 46)])
    func aViewThatDoesNotCrackKeepsItsSize(size: CGSize) throws {
        // Shards of 100 pt on a view whose farthest corner lies within the first ring: no crack, one piece.
        let shatter = Shatter(
            viewSize: size, pattern: .shards(size: 100, impact: nil), physics: .glass(fallHeight: 800), seed: 4)
        let piece = try #require(
            shatter.pieces.count == 1 ? shatter.pieces.first : nil, "\(shatter.pieces.count) pieces")
        // Nothing to part from: neither the GPU's uniform nor the piece's own motion shrinks it.
        #expect(shatter.contraction == 0)
        #expect(piece.motion.contraction == 0)
        let parted = shatter.partingStart + ShatterMotion.partingDuration
        for t in [parted - ShatterMotion.partingDuration / 2, parted, parted + 0.5] {
            Self.expectDistances(of: piece, at: t, scaledBy: 1)
        }
    }

    @Test(
        "a view that breaks into just two shards parts them: the GPU's uniform shrinks both as their own motion does, and a gap opens along their crack"
    )
    func aViewOfTwoShardsPartsThem() throws {
        // A hairline (150 × 1/512 pt) hit on its left edge: corners snap to 1/256 pt, so every spoke leaves
        // only slivers without area and the first ring cuts the view into exactly two shards.
        let impact = CGPoint(x: 0, y: 1.0 / 512 - 1.0 / 262_144)
        let shatter = Shatter(
            viewSize: CGSize(width: 150, height: 1.0 / 512), pattern: .shards(size: 100, impact: impact),
            physics: .glass(fallHeight: 800), seed: 4)
        try #require(shatter.pieces.count == 2, "\(shatter.pieces.count) pieces")
        let parted = shatter.partingStart + ShatterMotion.partingDuration
        let uniforms = ShatterUniforms(shatter: shatter, time: parted, scale: 3)
        #expect(uniforms.contraction == Shatter.partingContraction)
        // The GPU shrinks each shard as the model moves it.
        for piece in shatter.pieces { #expect(piece.motion.contraction == uniforms.contraction) }
        let pieces = shatter.pieces.sorted { $0.pivot.x < $1.pivot.x }
        let gap = pieces[1].polygon(at: parted).map(\.x).min()! - pieces[0].polygon(at: parted).map(\.x).max()!
        #expect(gap > 1, "the two shards' outlines are \(gap) pt apart once parted")
    }

    /// Expects every distance between two corners of `piece` at `t` seconds to be its resting length
    /// times `scale`: the shard moves and turns as a rigid shape, shrunk by `scale`.
    static func expectDistances(
        of piece: ShatterPiece, at t: Double, scaledBy scale: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let moved = piece.polygon(at: t)
        for i in piece.polygon.indices {
            for j in piece.polygon.indices where j > i {
                let (a, b) = (piece.polygon[i], piece.polygon[j])
                let rest = hypot(a.x - b.x, a.y - b.y)
                let now = hypot(moved[i].x - moved[j].x, moved[i].y - moved[j].y)
                #expect(
                    abs(now - rest * scale) < 1e-6 * max(rest, 1), "t \(t): \(rest) × \(scale) → \(now)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    @Test(
        "a shard keeps its shape as it turns and falls: every side is its resting length times the parting's shrink",
        arguments: [ShatterPattern.glass, .shards(size: 24, impact: CGPoint(x: 250, y: 30))])
    func aTurningShardKeepsItsShape(pattern: ShatterPattern) {
        let shatter = Shatter(
            viewSize: CGSize(width: 300, height: 200), pattern: pattern, physics: .glass(fallHeight: 800), seed: 4)
        var turned = 0
        for piece in shatter.pieces {
            // Half way through the parting, then falling (and turning as they fall) for up to a second.
            let parted = shatter.partingStart + ShatterMotion.partingDuration
            for t in [parted - ShatterMotion.partingDuration / 2, parted + 0.3, parted + 0.6, parted + 1] {
                let scale = 1 - piece.motion.contraction * piece.motion.partingProgress(at: t)
                if abs(sin(piece.motion.angle(at: t))) > 0.05 { turned += 1 }
                Self.expectDistances(of: piece, at: t, scaledBy: scale)
            }
        }
        // The check means something only if shards turn while they are shrunk.
        #expect(turned > shatter.pieces.count, "\(turned) turned of \(shatter.pieces.count) pieces at 4 times")
    }

    @Test("time(toFall:) inverts the displacement on both sides of the clamp")
    func fallTimeInvertsDisplacement() {
        let motion = ShatterMotion(sidewaysSpeed: 0, initialVerticalSpeed: 40, acceleration: 700, terminalSpeed: 250)
        for t in stride(from: 0.0, through: 3, by: 0.0371) {
            let d = motion.displacement(at: t).dy
            #expect(abs(motion.time(toFall: d) - t) < 1e-9)
        }
        #expect(motion.time(toFall: -5) == 0)
        #expect(motion.time(toFall: .infinity) == .infinity)
        // With a delay: the same fall, later.
        let waiting = ShatterMotion(
            sidewaysSpeed: 0, initialVerticalSpeed: 40, acceleration: 700, terminalSpeed: 250, delay: 0.15)
        for t in stride(from: 0.16, through: 3, by: 0.0371) {
            #expect(abs(waiting.displacement(at: t).dy - motion.displacement(at: t - 0.15).dy) < 1e-9)
            #expect(abs(waiting.time(toFall: waiting.displacement(at: t).dy) - t) < 1e-9)
        }
    }

    @Test("shards turn at the physics' spin (small splinters up to 2.5× faster), both ways; squares never turn")
    func shardsSpin() {
        let shards = Shatter(
            viewSize: CGSize(width: 300, height: 400), pattern: .glass, physics: .glass(fallHeight: 400), seed: 5)
        let spins = shards.pieces.map(\.motion.spin)
        #expect(spins.allSatisfy { abs($0) >= 2 && abs($0) <= 4.5 * 2.5 })
        #expect(spins.contains { abs($0) > 4.5 })
        #expect(spins.contains { $0 > 0 } && spins.contains { $0 < 0 })
        let squares = Shatter(
            viewSize: CGSize(width: 300, height: 400), pattern: .pieces(size: 20), physics: .glass(fallHeight: 400),
            seed: 5)
        #expect(squares.pieces.allSatisfy { $0.motion.spin == 0 })
    }

    @Test("a fade hides the pieces linearly and ends the effect early")
    func fade() {
        var physics = ShatterPhysics.squares(fallHeight: 100)
        physics.fadeStart = 0.2
        physics.fadeDuration = 0.4
        #expect(physics.opacity(at: 0.1) == 1)
        #expect(abs(physics.opacity(at: 0.3) - 0.75) < 1e-12)
        #expect(physics.opacity(at: 0.7) == 0)
        let shatter = Shatter(viewSize: CGSize(width: 100, height: 100), pattern: .pieces(size: 10), physics: physics)
        #expect(abs(shatter.endTime(leaving: shatter.bounds) - 0.6) < 1e-12)
    }
}
