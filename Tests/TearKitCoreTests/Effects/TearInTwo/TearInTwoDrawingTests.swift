import Testing
@_spi(Internal) @testable import TearKitCore

@Suite("How a tear in two is drawn")
struct TearInTwoDrawingTests {
    @Test("an effects layer alone keeps the live view tearing in place: the snapshot flight is opt-in")
    func effectsLayerAloneTearsInPlace() {
        let drawing = TearInTwoDrawing(
            flight: TearInTwoConfiguration().flight, hasEffectsLayer: true, reduceMotion: false, shadersAvailable: true)
        #expect(drawing == .inPlace)
    }

    @Test("the snapshot flight runs only when asked for and an effects layer is above")
    func snapshotFlightNeedsLayer() {
        let asked = TearInTwoConfiguration(flight: .snapshotInEffectsLayer).flight
        #expect(
            TearInTwoDrawing(flight: asked, hasEffectsLayer: true, reduceMotion: false, shadersAvailable: true)
                == .effectsLayer)
        #expect(
            TearInTwoDrawing(flight: asked, hasEffectsLayer: false, reduceMotion: false, shadersAvailable: true)
                == .inPlace)
    }

    @Test("without the compiled shaders the view fades: two whole copies never fly apart")
    func missingShadersFade() {
        for flight in [TearInTwoConfiguration.Flight.inPlace, .snapshotInEffectsLayer] {
            for layer in [false, true] {
                #expect(
                    TearInTwoDrawing(
                        flight: flight, hasEffectsLayer: layer, reduceMotion: false, shadersAvailable: false) == .fade)
            }
        }
    }

    @Test("Reduce Motion fades, whatever the flight")
    func reduceMotionFades() {
        for flight in [TearInTwoConfiguration.Flight.inPlace, .snapshotInEffectsLayer] {
            #expect(
                TearInTwoDrawing(flight: flight, hasEffectsLayer: true, reduceMotion: true, shadersAvailable: true)
                    == .fade)
        }
    }
}
