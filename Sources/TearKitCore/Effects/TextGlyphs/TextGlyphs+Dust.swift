#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Foundation

extension TextGlyphs {
    /// A glyph turned to dust: when the dust's front reaches it (in reading order) it lifts and drifts
    /// with the wind along the line and upwards, accelerating, swirled by the turbulence, shrinking to
    /// 60 % and fading to nothing by its end.
    func dustPlacement(index: Int, glyph: CGRect, line: CGRect, time t: Double) -> TextGlyphPlacement {
        var random = random(index: index, stream: 2)
        let begin = start(position: readingPosition(glyph: glyph, line: line), jitter: random.uniform(0...1))
        let life = glyphDuration
        guard t > begin else { return .identity }
        let p = life > 0 ? min((t - begin) / life, 1) : 1
        let wind = configuration.wind, turbulence = configuration.turbulence
        // The wind blows in reading order: to the right, or to the left for right-to-left text.
        let along = (configuration.isRightToLeft ? -1.0 : 1.0) * wind * random.uniform(30...140)
        let up = wind * random.uniform(20...100)
        let phase = random.uniform(0...1), turnDirection = random.uniform(-1...1)
        let carried = p * p  // the wind takes it slowly, then faster
        let swirl = turbulence * 12 * p
        let angle = 2 * Double.pi * (1.3 * p + phase)
        return TextGlyphPlacement(
            offsetX: along * carried + swirl * sin(angle), offsetY: -up * carried + swirl * cos(angle),
            rotation: turnDirection * 0.8 * turbulence * p, scale: 1 - 0.4 * p, alpha: pow(1 - p, 1.5))
    }
}
