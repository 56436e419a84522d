import Foundation
import TearKitRender

/// What a page is told first: every registered effect with its options (range, default, help), from
/// the one registration the tool and the tests read (``RenderableEffect/all``), and the upload limits.
/// The page builds every control from this, so a newly registered effect appears without touching it.
package enum PlaygroundCatalog {
    /// The `hello` message's JSON object.
    package static func hello() -> [String: Any] {
        [
            "type": "hello",
            "effects": RenderableEffect.all.map(effect),
            "limits": [
                "uploadBytes": PlaygroundPicture.maximumByteCount, "uploadPixels": PlaygroundPicture.maximumPixelCount,
            ],
        ]
    }

    /// The options the playground offers for `effect`: every one whose values it describes (a flag the
    /// command reads for files and output, `--script` or `--crop-to-input`, is left out).
    package static func options(of effect: RenderableEffect) -> [EffectOption] {
        effect.options.filter {
            if case .declaredByCommand = $0.kind { return false }
            return true
        }
    }

    /// Whether `effect` is driven by a finger (the tear) rather than played over time.
    package static func isDragged(_ effect: RenderableEffect) -> Bool {
        if case .gesture = effect.animation { return true }
        return false
    }

    static func effect(_ effect: RenderableEffect) -> [String: Any] {
        [
            "name": effect.name, "title": effect.displayName, "summary": effect.summary,
            "interaction": isDragged(effect) ? "drag" : "play",
            "options": options(of: effect).map(option),
        ]
    }

    static func option(_ option: EffectOption) -> [String: Any] {
        var entry: [String: Any] = [
            "name": option.name, "label": option.name.dropFirst(2).replacingOccurrences(of: "-", with: " "),
            "help": option.help,
        ]
        switch option.kind {
        case .number(let range, let defaultValue, let unit):
            entry["kind"] = "number"
            entry["min"] = range.lowerBound
            entry["max"] = range.upperBound
            entry["default"] = defaultValue.map { $0 as Any } ?? NSNull()
            entry["unit"] = unit.map { $0 as Any } ?? NSNull()
        case .seed(let defaultValue):
            entry["kind"] = "seed"
            entry["default"] = String(defaultValue)
        case .point:
            entry["kind"] = "point"
        case .choice(let choices, let defaultValue):
            entry["kind"] = "choice"
            entry["choices"] = choices
            entry["default"] = defaultValue
        case .text(let defaultValue, let maxLength, _):
            entry["kind"] = "text"
            entry["default"] = defaultValue
            entry["maxLength"] = maxLength
        case .declaredByCommand:
            entry["kind"] = "none"
        }
        return entry
    }
}
