#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension TextGlyphs {
    /// The share of a shattering glyph's own time it spends cracking loose (jolted a little off its
    /// place, tipped) before it falls: 8 %.
    static let crackShare = 0.08
    /// The share of a shattering glyph's own time after which it fades, linearly to 0 at its end: 50 %.
    static let shatterFadeStart = 0.5

    /// A glyph that cracks loose at its start and falls with the shatter's physics, turning in step with
    /// its fall (as a glass shard does) and fading over the second half of its time.
    func shatterPlacement(index: Int, glyph: CGRect, line: CGRect, time t: Double) -> TextGlyphPlacement {
        var random = random(index: index, stream: 1)
        let lineHeight = max(Double(line.height), Double(glyph.height), 1)
        let physics = configuration.physics ?? .glass(fallHeight: 8 * lineHeight)
        let startJitter = random.uniform(0...1)
        let begin = start(position: readingPosition(glyph: glyph, line: line), jitter: startJitter)
        let life = glyphDuration
        // The crack: a jolt of up to 6 % of the line's height (at most 3 pt) in a random direction,
        // and a tip of up to 0.12 rad either way.
        let joltAngle = random.uniform(0...(2 * Double.pi))
        let jolt = min(0.06 * lineHeight, 3)
        let tip = random.uniform(-0.12...0.12)
        let spinSign: Double = random.uniform(0...1) < 0.5 ? -1 : 1
        let motion = ShatterMotion(
            sidewaysSpeed: random.uniform(physics.sidewaysSpeed), initialVerticalSpeed: physics.initialVerticalSpeed,
            acceleration: random.uniform(physics.acceleration), terminalSpeed: physics.terminalSpeed,
            spin: spinSign * random.uniform(physics.spin), delay: begin + Self.crackShare * life, partingStart: begin)
        guard t > begin else { return .identity }
        let own = life > 0 ? min((t - begin) / life, 1) : 1
        let cracked = min(own / Self.crackShare, 1)
        // The jolt eases in and out as a shard's parting does, from the glyph's start.
        let jolted = jolt * motion.partingProgress(at: t)
        let (fallX, fallY) = motion.displacement(at: t)
        let (dx, dy) = (fallX + jolted * cos(joltAngle), fallY + jolted * sin(joltAngle))
        // Turning in step with the fall from the first point down (a glyph has no neighbour to clear).
        let turn = motion.spin * motion.fall(at: t) / motion.terminalSpeed + tip * cracked * (2 - cracked)
        let fade =
            own <= Self.shatterFadeStart ? 1 : max(0, 1 - (own - Self.shatterFadeStart) / (1 - Self.shatterFadeStart))
        return TextGlyphPlacement(
            offsetX: dx, offsetY: dy, rotation: turn, scale: 1, alpha: own >= 1 ? 0 : fade * physics.opacity(at: t))
    }
}
