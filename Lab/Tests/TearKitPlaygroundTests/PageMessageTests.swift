import Testing
@testable import TearKitPlayground

/// A page's messages are read strictly: every field checked, anything malformed refused with a sentence.
struct PageMessageTests {
    @Test func everyMessageTypeIsRead() throws {
        #expect(try PageMessage.parse(#"{"type":"effect","name":"dust"}"#) == .effect("dust"))
        #expect(
            try PageMessage.parse(#"{"type":"set","option":"--max-gap","value":"40"}"#)
                == .set(option: "--max-gap", value: "40"))
        #expect(try PageMessage.parse(#"{"type":"reset"}"#) == .reset)
        #expect(
            try PageMessage.parse(#"{"type":"pointer","phase":"move","x":10.5,"y":3,"t":9}"#)
                == .pointer(.move, x: 10.5, y: 3))
        #expect(try PageMessage.parse(#"{"type":"broken","value":true}"#) == .broken(true))
        #expect(try PageMessage.parse(#"{"type":"play"}"#) == .play)
        #expect(try PageMessage.parse(#"{"type":"pause"}"#) == .pause)
        #expect(try PageMessage.parse(#"{"type":"loop","value":false}"#) == .loop(false))
        #expect(try PageMessage.parse(#"{"type":"seek","progress":0.25}"#) == .seek(0.25))
        #expect(try PageMessage.parse(#"{"type":"ack","frame":7}"#) == .acknowledged(frame: 7))
        #expect(try PageMessage.parse(#"{"type":"save"}"#) == .save)
        #expect(try PageMessage.parse(#"{"type":"card"}"#) == .sampleCard)
    }

    @Test func anAcknowledgementTakesEveryFrameNumberOfItsRange() throws {
        // 0...UInt32.max, as the refusal names it: the session numbers its frames up to UInt32.max before
        // it starts again at 1, so the last of them must be acknowledged like any other.
        #expect(try PageMessage.parse(#"{"type":"ack","frame":0}"#) == .acknowledged(frame: 0))
        #expect(
            try PageMessage.parse(#"{"type":"ack","frame":4294967295}"#) == .acknowledged(frame: 4_294_967_295))
        #expect(throws: PlaygroundError.self) { _ = try PageMessage.parse(#"{"type":"ack","frame":4294967296}"#) }
    }

    @Test(arguments: [
        "", "nonsense", "[1,2]", #"{"name":"dust"}"#, #"{"type":"explode"}"#, #"{"type":"effect"}"#,
        #"{"type":"effect","name":3}"#, #"{"type":"pointer","phase":"hover","x":1,"y":1}"#,
        #"{"type":"pointer","phase":"move","x":"1","y":1}"#, #"{"type":"pointer","phase":"move","x":1e999,"y":1}"#,
        #"{"type":"broken","value":"yes"}"#, #"{"type":"ack","frame":-1}"#, #"{"type":"ack","frame":1e12}"#,
        #"{"type":"seek"}"#,
    ])
    func aMalformedMessageIsRefusedWithASentence(_ text: String) {
        #expect(throws: PlaygroundError.self) { _ = try PageMessage.parse(text) }
    }

    @Test func anOversizedMessageIsRefusedBeforeItIsParsed() {
        let text =
            #"{"type":"set","option":"--text","value":""# + String(repeating: "a", count: PageMessage.maximumByteCount)
            + #""}"#
        #expect { _ = try PageMessage.parse(text) } throws: { "\($0)".contains("over the limit") }
    }

    @Test func anUnknownTypeIsEchoedWithoutItsControlCharacters() {
        #expect { _ = try PageMessage.parse("{\"type\":\"a\\u001b[2Jb\"}") } throws: { !"\($0)".contains("\u{1B}") }
    }
}
