/// How a `tearInTwo(isBroken:)` run is drawn, chosen once when it starts.
@_spi(Internal) public enum TearInTwoDrawing: Equatable, Sendable {
    /// The view fades out over the run's duration: with Reduce Motion, and when the compiled shaders
    /// are missing (without them each "half" would be the whole view, and two whole copies would fly
    /// apart).
    case fade
    /// The view's own layer is drawn as two halves by the shader, in a bounded room around it.
    case inPlace
    /// A snapshot's halves fly over the window in the effects layer above the view.
    case effectsLayer

    /// The drawing for a run of `flight` (the configuration's choice). The window-wide flight draws a
    /// snapshot of a new instance of the view, so it is used only when asked for and possible (an
    /// effects layer is above the view); an effects layer alone never switches a view to it.
    @_spi(Internal) public init(
        flight: TearInTwoConfiguration.Flight, hasEffectsLayer: Bool, reduceMotion: Bool, shadersAvailable: Bool
    ) {
        if reduceMotion || !shadersAvailable {
            self = .fade
        } else if flight == .snapshotInEffectsLayer && hasEffectsLayer {
            self = .effectsLayer
        } else {
            self = .inPlace
        }
    }
}
