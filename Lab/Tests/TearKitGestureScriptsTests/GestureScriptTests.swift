import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts

@Suite struct GestureScriptTests {
    func parse(_ json: String) throws -> GestureScript { try GestureScript(json: Data(json.utf8)) }

    func error(_ json: String) -> GestureScriptError? {
        do {
            _ = try parse(json)
            return nil
        } catch let e as GestureScriptError {
            return e
        } catch {
            return GestureScriptError(path: "?", reason: "\(error)")
        }
    }

    @Test func parsesEveryPhase() throws {
        let script = try parse(
            """
            {"view": {"width": 320, "height": 480},
             "configuration": {"breakThreshold": 0.8, "cutDirection": "horizontal", "maxGapWidth": 30,
                               "edgeRoughness": 0.2, "recoveryEasing": "linear", "breaksOnFling": true,
                               "tearNeverMendsWhileHeld": true},
             "events": [
              {"phase": "changed", "startLocation": [2, 100], "location": [30, 100], "time": 0.1},
              {"phase": "ended", "startLocation": [2, 100], "location": [60, 100], "predictedEndLocation": [90, 100], "time": 0.2},
              {"phase": "cancelled", "time": 0.3},
              {"phase": "setBroken", "value": true},
              {"phase": "resize", "width": 100, "height": 50, "time": 0.5}
             ]}
            """)
        #expect(script.viewSize == CGSize(width: 320, height: 480))
        #expect(script.configuration.breakThreshold == 0.8)
        #expect(script.configuration.cutDirection == .horizontal)
        #expect(script.configuration.breaksOnFling)
        #expect(script.configuration.tearNeverMendsWhileHeld)
        #expect(script.configuration.recoveryEasing == .linear)
        #expect(script.events.map(\.phaseName) == ["changed", "ended", "cancelled", "setBroken", "resize"])
        #expect(
            script.events[1]
                == .ended(
                    DragSample(
                        startLocation: pt(2, 100), location: pt(60, 100),
                        predictedEndLocation: pt(90, 100), time: 0.2)))
        // setBroken without a time happens at the previous event's time.
        #expect(script.events[3] == .setBroken(true, time: 0.3))
    }

    @Test func configurationValuesOutsideTheirRangeAreRefusedNotClamped() throws {
        #expect(
            throws: GestureScriptError(path: "configuration.breakThreshold", reason: "must be between 0 and 1 (got 4)")
        ) {
            try parse(#"{"view": {"width": 10, "height": 10}, "configuration": {"breakThreshold": 4}, "events": []}"#)
        }
    }

    @Test func configurationSetsTheLook() throws {
        let script = try parse(
            #"{"view": {"width": 10, "height": 10}, "configuration": {"rimStrength": 0.2, "rimLightness": 0.7, "shadowStrength": 1}, "events": []}"#
        )
        #expect(script.configuration.rimStrength == 0.2)
        #expect(script.configuration.rimLightness == 0.7)
        #expect(script.configuration.shadowStrength == 1)
    }

    @Test(arguments: [
        (#"[1, 2]"#, ""),
        (#"{"events": []}"#, "view"),
        (#"{"view": {"width": "wide", "height": 3}, "events": []}"#, "view.width"),
        (#"{"view": {"width": 3, "height": 3}}"#, "events"),
        (
            #"{"view": {"width": 3, "height": 3}, "events": [{"phase": "changed", "startLocation": [1, 2], "location": [1], "time": 0}]}"#,
            "events[0].location"
        ),
        (
            #"{"view": {"width": 3, "height": 3}, "events": [{"phase": "changed", "startLocation": [1, 2], "location": [1, 2], "time": 0}, {"phase": "ended", "location": [1, 2], "time": 1}]}"#,
            "events[1].startLocation"
        ),
        (
            #"{"view": {"width": 3, "height": 3}, "events": [{"phase": "changed", "startLocation": [1, 2], "location": [1, true], "time": 0}]}"#,
            "events[0].location[1]"
        ),
        (#"{"view": {"width": 3, "height": 3}, "events": [{"phase": "wiggle", "time": 0}]}"#, "events[0].phase"),
        (
            #"{"view": {"width": 3, "height": 3}, "events": [{"phase": "changed", "startLocation": [1, 2], "location": [1, 2]}]}"#,
            "events[0].time"
        ),
        (
            #"{"view": {"width": 3, "height": 3}, "events": [{"phase": "cancelled", "time": 2}, {"phase": "cancelled", "time": 1}]}"#,
            "events[1].time"
        ),
        (#"{"view": {"width": 3, "height": 3}, "events": [{"phase": "setBroken", "value": 1}]}"#, "events[0].value"),
        (
            #"{"view": {"width": 3, "height": 3}, "events": [{"phase": "cancelled", "time": 0, "locaton": [1, 2]}]}"#,
            "events[0].locaton"
        ),
        (
            #"{"view": {"width": 3, "height": 3}, "configuration": {"cutDirection": "diagonal"}, "events": []}"#,
            "configuration.cutDirection"
        ),
        (#"{"view": {"width": 3, "height": 3}, "configuration": {"maxGap": 3}, "events": []}"#, "configuration.maxGap"),
        (#"{"view": {"width": 3, "height": 3}, "events": [{"phase": "cancelled", "time": -1}]}"#, "events[0].time"),
    ])
    func malformedScriptsNameTheField(json: String, path: String) {
        let e = error(json)
        #expect(e?.path == path, "\(String(describing: e))")
        #expect(e.map { !$0.reason.isEmpty } == true)
    }

    @Test func invalidJSONIsReportedNotCrashed() {
        for text in ["", "{", "nul", "{\"view\": }", String(repeating: "[", count: 100_000)] {
            let e = error(text)
            #expect(e != nil)
        }
    }

    /// The view's side limit is inclusive: 100,000 points is a view, for the script's view and a
    /// resize alike; half a point more is refused, naming the limit and the value.
    @Test func aViewOfExactlyTheLargestSideIsAccepted() throws {
        let script = try parse(
            #"{"view": {"width": 100000, "height": 100000}, "events": [{"phase": "resize", "width": 100000, "height": 1, "time": 0.5}]}"#
        )
        #expect(script.viewSize == CGSize(width: 100_000, height: 100_000))
        #expect(script.events.map(\.phaseName) == ["resize"])
        let over = try #require(error(#"{"view": {"width": 100000.5, "height": 10}, "events": []}"#))
        #expect(over.description == "view.width: must be at most 100000 points (got 100000.5)")
    }
}
