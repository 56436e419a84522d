/// The registration: every effect the tool renders, benchmarks and tests, in the order `--help` lists
/// them. Adding an effect is one line here (and its `RenderableEffect` value, next to this file).
extension RenderableEffect {
    package static let all: [RenderableEffect] = [.tear, .ripple, .shift, .dust, .tearInTwo, .shatter, .textGlyphs]
}
