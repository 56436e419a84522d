import Foundation
import TearKitGestureScripts

/// What a page asks of its session, one JSON text message each (`{"type": "set", …}`).
package enum PageMessage: Sendable, Equatable {
    /// Show `name`'s effect.
    case effect(String)
    /// Set an option (its flag, `--max-gap`) to a value, written as on the command line.
    case set(option: String, value: String)
    /// Every option back to its default.
    case reset
    /// A finger or the mouse, at a point of the last frame in its pixels.
    case pointer(PointerPhase, x: Double, y: Double)
    /// The `isBroken` toggle.
    case broken(Bool)
    /// Play, pause, loop or move the playhead (0…1) of an effect that plays.
    case play, pause
    case loop(Bool)
    case seek(Double)
    /// The page has drawn frame `n`: the next may come.
    case acknowledged(frame: Int)
    /// Render the animation of what is on screen, as `tearkit render` writes it.
    case save
    /// Back to the sample card.
    case sampleCard

    /// What a pointer did.
    package enum PointerPhase: String, Sendable {
        case down, move, up, cancel
    }

    /// The most bytes a text message may have: commands are small, a text option at most a few
    /// hundred characters.
    package static let maximumByteCount = 64 << 10

    /// Reads one message.
    /// - Throws: ``PlaygroundError`` naming what is wrong: not JSON, an unknown type, a missing or
    ///   mistyped field, a number that is not finite.
    package static func parse(_ text: String) throws(PlaygroundError) -> PageMessage {
        guard text.utf8.count <= maximumByteCount else {
            throw PlaygroundError("A message of \(text.utf8.count) bytes is over the limit of \(maximumByteCount).")
        }
        guard let data = text.data(using: .utf8),
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { throw PlaygroundError("A message is not a JSON object.") }
        guard let type = object["type"] as? String else { throw PlaygroundError("A message has no \"type\".") }

        func string(_ key: String) throws(PlaygroundError) -> String {
            guard let value = object[key] as? String else {
                throw PlaygroundError("\"\(type)\" needs a text \"\(key)\".")
            }
            return value
        }
        func number(_ key: String) throws(PlaygroundError) -> Double {
            guard let value = object[key] as? Double, value.isFinite
            else { throw PlaygroundError("\"\(type)\" needs a finite number \"\(key)\".") }
            return value
        }
        func flag(_ key: String) throws(PlaygroundError) -> Bool {
            guard let value = object[key] as? Bool else {
                throw PlaygroundError("\"\(type)\" needs true or false \"\(key)\".")
            }
            return value
        }

        switch type {
        case "effect": return .effect(try string("name"))
        case "set": return .set(option: try string("option"), value: try string("value"))
        case "reset": return .reset
        case "pointer":
            guard let phase = PointerPhase(rawValue: try string("phase")) else {
                throw PlaygroundError("\"pointer\" needs a \"phase\": down, move, up or cancel.")
            }
            return .pointer(phase, x: try number("x"), y: try number("y"))
        case "broken": return .broken(try flag("value"))
        case "play": return .play
        case "pause": return .pause
        case "loop": return .loop(try flag("value"))
        case "seek": return .seek(try number("progress"))
        case "ack":
            let frame = try number("frame")
            guard frame >= 0, frame <= Double(UInt32.max) else {
                throw PlaygroundError("\"ack\" needs a frame number 0...\(UInt32.max).")
            }
            return .acknowledged(frame: Int(frame))
        case "save": return .save
        case "card": return .sampleCard
        default: throw PlaygroundError("Unknown message type \"\(EchoedText(type).excerpt)\".")
        }
    }
}
