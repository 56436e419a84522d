import Foundation
import Testing
@_spi(Internal) import TearKitCore
@testable import TearKitGestureScripts

/// Gesture scripts written to hurt: deep nesting, repeated keys, enormous strings, JSON syntax errors.
/// Each one is refused with a message that says where, in time and memory linear in its size.
@Suite struct GestureScriptHostileInputTests {
    func error(_ json: String) -> String {
        do {
            _ = try GestureScript(json: Data(json.utf8))
            return "accepted"
        } catch {
            return "\(error)"
        }
    }

    let view = #""view": {"width": 100, "height": 100}"#

    @Test func deepNestingIsRefusedWhereItStartsWithLineAndColumn() {
        // 20 sibling events, each nested 509 deep: the old reader took half a minute on this.
        let deep = String(repeating: "[", count: 509) + String(repeating: "]", count: 509)
        let json = "{\(view),\n \"events\": [" + Array(repeating: deep, count: 20).joined(separator: ",") + "]}"
        let message = error(json)
        // The third '[' (column 15 of line 2) is the first that goes deeper than script → events → event → point.
        #expect(message == "invalid JSON at line 2, column 15: nested deeper than 4 levels of arrays and objects")
    }

    @Test func theNestingAScriptNeedsIsAccepted() throws {
        let script = try GestureScript(
            json: Data(
                #"""
                {"view": {"width": 100, "height": 100},
                 "events": [{"phase": "changed", "startLocation": [50, 2], "location": [50, 30], "time": 0.1}]}
                """#.utf8))
        #expect(script.events.count == 1)
    }

    @Test func aRepeatedKeyIsRefused() {
        let json = """
            {"view": {"width": 100, "height": 100},
             "view": {"width": 200, "height": 200}, "events": []}
            """
        #expect(error(json) == #"invalid JSON at line 2, column 2: duplicate key "view""#)
        let inEvent = #"{"view": {"width": 1, "height": 1}, "events": [{"phase": "cancelled", "time": 1, "time": 2}]}"#
        #expect(error(inEvent).contains(#"duplicate key "time""#))
    }

    @Test func aRepeatedKeyAmongManyIsRefused() {
        let keys = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(error("{\(keys), \"k3\": 1}").hasSuffix(#"duplicate key "k3""#))
        #expect(error("{\(keys), \"k39x\": 1}").hasPrefix("k0: unknown field"))
    }

    @Test func echoedValuesAreCutToEightyCharacters() {
        let long = String(repeating: "x", count: 100_000)
        let phase = error(#"{\#(view), "events": [{"phase": "\#(long)", "time": 0}]}"#)
        #expect(
            phase
                == "events[0].phase: unknown phase \"\(String(repeating: "x", count: 80))…\"; expected changed, ended, cancelled, setBroken or resize"
        )
        let direction = error(#"{\#(view), "configuration": {"cutDirection": "\#(long)"}, "events": []}"#)
        #expect(direction.count < 200 && direction.contains("x…\";"), "\(direction.prefix(300))")
        let key = error(#"{\#(view), "\#(long)": 1, "events": []}"#)
        #expect(
            key.count < 200 && key.hasPrefix(String(repeating: "x", count: 80) + "…: unknown field"),
            "\(key.prefix(300))")
        // Short values are echoed whole.
        #expect(error(#"{\#(view), "events": [{"phase": "tap", "time": 0}]}"#).contains(#"unknown phase "tap";"#))
    }

    /// Every kind of syntax error a script can have, with the line and column of the culprit.
    @Test(arguments: [
        ("", "line 1, column 1: the document ends where a value was expected"),
        (
            "{\"view\": {\"width\": 1 \"height\": 1}}",
            "line 1, column 22: '\"' where ',' or '}' after an object member was expected"
        ),
        ("{\n  \"events\": [1 2]}", "line 2, column 16: '2' where ',' or ']' after an array element was expected"),
        ("{\"events\": [1, ]}", "line 1, column 16: a trailing comma before ']'"),
        ("{\"view\": 1, }", "line 1, column 13: a trailing comma before '}'"),
        ("{view: 1}", "line 1, column 2: 'v' where a key (a string in double quotes) was expected"),
        ("{\"view\" 1}", "line 1, column 9: '1' where ':' after the key was expected"),
        ("{\"view\": tru}", "line 1, column 10: 't' where a value was expected (true, false and null are lower case)"),
        ("{\"view\": True}", "line 1, column 10: 'T' where a value was expected"),
        ("{\"view\": 01}", "line 1, column 10: a number with a leading zero"),
        ("{\"view\": 1.}", "line 1, column 12: '}' where a digit after '.' was expected in a number"),
        ("{\"view\": 1e}", "line 1, column 12: '}' where a digit in the exponent was expected in a number"),
        ("{\"view\": -}", "line 1, column 11: '}' where a digit was expected in a number"),
        ("{\"view\": \"abc}", "line 1, column 10: a string that is never closed (missing '\"')"),
        (
            "{\"view\": \"a\u{1}b\"}",
            "line 1, column 12: U+0001 inside a string (control characters must be escaped, e.g. \\n)"
        ),
        ("{\"view\": \"\\x\"}", "line 1, column 11: an unknown escape \\x in a string"),
        ("{\"view\": \"\\u12G4\"}", "line 1, column 11: \\u must be followed by four hex digits"),
        ("{\"view\": \"\\uD800\"}", "line 1, column 11: a lone surrogate \\uD800 (not followed by a low surrogate)"),
        ("{\"view\": \"\\uDC00\"}", "line 1, column 11: a lone surrogate \\uDC00 (not preceded by a high surrogate)"),
        ("{\"view\": 1", "line 1, column 11: the document ends inside an object (missing '}')"),
        ("[1, 2", "line 1, column 6: the document ends inside an array (missing ']')"),
        ("{} {}", "line 1, column 4: '{' after the end of the document"),
        ("{\"a\": 1} // note", "line 1, column 10: '/' after the end of the document"),
        ("{\n\t\"é\": 1,\n\t\"é\": 2}", "line 3, column 2: duplicate key \"é\""),
        ("{\"é\": ü}", "line 1, column 7: 'ü' where a value was expected"),
        ("{\"view\": \(String(repeating: "1", count: 101))}", "line 1, column 10: a number longer than 100 characters"),
    ])
    func syntaxErrorsGiveLineAndColumn(_ json: String, _ expected: String) {
        #expect(error(json) == "invalid JSON at \(expected)")
    }

    @Test func bytesThatAreNotUTF8AreRefusedWithTheirPlace() {
        var bytes = Array(#"{"view": "ab"#.utf8)
        bytes += [0xC3, 0x28]  // a lead byte without its continuation
        bytes += Array(#""}"#.utf8)
        #expect(
            throws: GestureScriptError(
                path: "", reason: "invalid JSON at line 1, column 13: a byte (0xC3) that is not UTF-8 text")
        ) {
            try GestureScript(json: Data(bytes))
        }
    }

    @Test func escapesAreDecoded() {
        let json = #"{"view": {"width": 1, "height": 1}, "events": [{"phase": "tap\n\u00e9\ud83d\ude00\"\\\/"}]}"#
        // Decoded, then echoed with the newline written out (the message stays one line).
        #expect(
            error(json)
                == "events[0].phase: unknown phase \"tap\\u{A}é😀\"\\/\"; expected changed, ended, cancelled, setBroken or resize"
        )
    }

    @Test func timesBeyondTheDurationCapAreRefused() {
        let message = error("{\(view), \"events\": [{\"phase\": \"cancelled\", \"time\": 1e18}]}")
        #expect(message == "events[0].time: must be at most 3600 seconds (got 1e+18)")
        #expect(error("{\(view), \"events\": [{\"phase\": \"cancelled\", \"time\": 3600}]}") == "accepted")
    }

    @Test func moreEventsThanTheCapAreRefusedBeforeTheyAreRead() {
        let events = Array(repeating: #"{"phase":"cancelled","time":0}"#, count: GestureScript.maximumEventCount + 1)
        let message = error("{\(view), \"events\": [\(events.joined(separator: ","))]}")
        #expect(message.hasSuffix("more than 100000 elements in an array"), "\(message)")
    }

    @Test func configurationNumbersOutsideTheirRangeAreRefused() {
        #expect(
            error("{\(view), \"configuration\": {\"maxGapWidth\": 1e4}, \"events\": []}")
                == "configuration.maxGapWidth: must be between 0 and 200 (got 10000)")
        #expect(
            error("{\(view), \"configuration\": {\"recoveryDuration\": -1}, \"events\": []}")
                == "configuration.recoveryDuration: must be between 0 and 5 (got -1)")
        #expect(
            error("{\(view), \"configuration\": {\"maxGapWidth\": 200, \"breakThreshold\": 0}, \"events\": []}")
                == "accepted")
    }

    @Test func aPlaybackOfALongScriptCountsItsFramesWithoutCrashing() throws {
        let script = GestureScript(
            viewSize: CGSize(width: 10, height: 10), events: [.cancelled(time: 0), .cancelled(time: 1e18)])
        #expect(TearPlayback.frameCount(script: script, framesPerSecond: 60) > TearPlayback.maximumFrameCount)
        #expect(TearPlayback(script: script, framesPerSecond: 60).frames.count == TearPlayback.maximumFrameCount)
        let short = GestureScript(viewSize: CGSize(width: 10, height: 10), events: [.cancelled(time: 1)])
        #expect(
            TearPlayback.frameCount(script: short, framesPerSecond: 10)
                == TearPlayback(script: short, framesPerSecond: 10).frames.count)
    }

    @Test func aFrameRateThatIsNotANumberPlaysAt60AndOneOutsideItsRangeAtTheNearerEnd() {
        // 1 s of script plus the 0.6 s hold: 97 frames at 60 fps, 385 at 240, 2 at 1.
        let script = GestureScript(viewSize: CGSize(width: 10, height: 10), events: [.cancelled(time: 1)])
        #expect(TearPlayback(script: script, framesPerSecond: .nan).frames.count == 97)
        #expect(TearPlayback.frameCount(script: script, framesPerSecond: .nan) == 97)
        #expect(TearPlayback(script: script, framesPerSecond: 1e6).frames.count == 385)
        #expect(TearPlayback(script: script, framesPerSecond: 0).frames.count == 2)
    }
}
