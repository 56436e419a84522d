import Foundation
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A scripted sequence of drag gestures for a view of a given size: the input of `tearkit simulate`
/// and `tearkit render`, and a way to test gesture → outcome without a device.
///
/// The JSON form:
/// ```json
/// {
///   "view": {"width": 320, "height": 480},
///   "configuration": {"breakThreshold": 0.9, "cutDirection": "vertical"},
///   "events": [
///     {"phase": "changed", "startLocation": [160, 4], "location": [160, 30], "time": 0.05},
///     {"phase": "ended", "startLocation": [160, 4], "location": [160, 470],
///      "predictedEndLocation": [160, 520], "time": 0.6},
///     {"phase": "setBroken", "value": false, "time": 1.0}
///   ]
/// }
/// ```
/// Points are `[x, y]` arrays in points; times are seconds and must not decrease. Several gestures
/// may follow each other. See ``Event`` for every phase and its fields.
package struct GestureScript: Sendable, Equatable {
    /// One scripted event.
    package enum Event: Sendable, Equatable {
        /// A drag update (`"phase": "changed"`): needs `startLocation`, `location`, `time`;
        /// `predictedEndLocation` is optional.
        case changed(DragSample)
        /// The finger lifted (`"phase": "ended"`): same fields as `changed`.
        case ended(DragSample)
        /// The system cancelled the drag (`"phase": "cancelled"`): needs only `time`.
        case cancelled(time: TimeInterval)
        /// External control, like the `isBroken` binding (`"phase": "setBroken"`): needs `value`
        /// (`true`/`false`); `time` is optional (default: the previous event's time); `animated`
        /// (default `false`) runs a forced break as an animation.
        case setBroken(Bool, time: TimeInterval, animated: Bool = false)
        /// The view changed size (`"phase": "resize"`): needs `width`, `height` (points) and `time`.
        case resize(CGSize, time: TimeInterval)

        /// When the event happens, in seconds.
        package var time: TimeInterval {
            switch self {
            case .changed(let s), .ended(let s): s.time
            case .cancelled(let t), .setBroken(_, let t, _), .resize(_, let t): t
            }
        }

        /// The `phase` string of the event in JSON.
        package var phaseName: String {
            switch self {
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .setBroken: "setBroken"
            case .resize: "resize"
            }
        }
    }

    /// The view's size in points at the start.
    package var viewSize: CGSize
    /// The tear's configuration (defaults for the fields the script leaves out).
    package var configuration: TearConfiguration
    /// The events, in time order.
    package var events: [Event]

    /// Creates a script.
    package init(viewSize: CGSize, configuration: TearConfiguration = TearConfiguration(), events: [Event]) {
        self.viewSize = viewSize
        self.configuration = configuration
        self.events = events
    }
}

/// Why a gesture script could not be read. The message names the offending place, e.g.
/// `events[3].location: expected [x, y], an array of two numbers`.
package struct GestureScriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the script the problem is, as a JSON path (`view.width`, `events[2].time`, …);
    /// empty for the whole document.
    package var path: String
    /// What is wrong there.
    package var reason: String

    /// Creates an error.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    package var description: String { path.isEmpty ? reason : "\(path): \(reason)" }

    /// `text` as a quoted excerpt for a message: `"abc"`, or `"abc…"` when cut.
    static func quoted(_ text: String) -> String { "\"\(EchoedText.excerpt(text))\"" }
}

extension GestureScript {
    /// The largest script accepted, in bytes: 64 MiB.
    package static let maximumByteCount = 64 << 20

    /// The deepest nesting of arrays and objects accepted: 4, what the format needs (the script, its
    /// `events` array, an event, a point). Deeper nesting is refused where it starts.
    package static let maximumNestingDepth = 4

    /// The most events a script may hold: 100 000 (a script's work and memory grow with its events;
    /// the JSON reader refuses the next one where it starts, before reading it).
    package static let maximumEventCount = 100_000

    /// The latest time an event may have, in seconds: 3600 (an hour). A script's frames are counted
    /// from its times, so they are bounded before anything is converted or sized.
    package static let maximumDuration: TimeInterval = 3600

    /// The longest side a view (`view`, a `resize` event) may have, in points: 100 000. A view needs
    /// an area, so each side must also be greater than 0.
    package static let maximumViewSide = 100_000.0

    /// The range of each numeric `configuration` field: a value outside it is refused, not clamped.
    package static let configurationRanges: KeyValuePairs<String, ClosedRange<Double>> = [
        "edgeRoughness": TearConfiguration.Limits.edgeRoughness.range,
        "maxGapWidth": TearConfiguration.Limits.maxGapWidth.range,
        "breakThreshold": TearConfiguration.Limits.breakThreshold.range,
        "edgeActivationDistance": TearConfiguration.Limits.edgeActivationDistance.range,
        "directionLockDistance": TearConfiguration.Limits.directionLockDistance.range,
        "recoveryDuration": TearConfiguration.Limits.recoveryDuration.range,
        "breakDuration": TearConfiguration.Limits.breakDuration.range,
        "rimStrength": TearConfiguration.Limits.rimStrength.range,
        "rimLightness": TearConfiguration.Limits.rimLightness.range,
        "shadowStrength": TearConfiguration.Limits.shadowStrength.range,
        "maximumTurnRate": TearConfiguration.Limits.maximumTurnRate.range,
    ]

    /// Parses a script from JSON. Every field is checked; unknown fields and repeated keys are rejected
    /// (they are usually typos). Throws ``GestureScriptError`` naming the event index and field, or
    /// the line and column of a JSON syntax error. Time and memory stay linear in the script's size.
    package init(json data: Data) throws {
        guard data.count <= Self.maximumByteCount else {
            throw GestureScriptError(path: "", reason: "the script is larger than \(Self.maximumByteCount >> 20) MiB")
        }
        let root: JSONValue
        do {
            root = try JSONReader.parse(
                data, maximumDepth: Self.maximumNestingDepth, maximumArrayCount: Self.maximumEventCount)
        } catch {
            throw GestureScriptError(path: "", reason: "invalid JSON at \(error)")
        }
        let object = try Field.object(root, at: "")
        try Field.rejectUnknownKeys(object, allowed: ["view", "configuration", "events"], at: "")

        let view = try Field.object(Field.required(object, "view", at: ""), at: "view")
        try Field.rejectUnknownKeys(view, allowed: ["width", "height"], at: "view")
        let width = try Self.side(
            Field.number(Field.required(view, "width", at: "view"), at: "view.width"), at: "view.width")
        let height = try Self.side(
            Field.number(Field.required(view, "height", at: "view"), at: "view.height"), at: "view.height")
        viewSize = CGSize(width: width, height: height)

        configuration = TearConfiguration()
        if let raw = object["configuration"] {
            configuration = try Self.parseConfiguration(Field.object(raw, at: "configuration"))
        }

        guard case .array(let rawEvents)? = object["events"] else {
            throw GestureScriptError(
                path: "events", reason: object["events"] == nil ? "missing" : "expected an array of events")
        }
        var events: [Event] = []
        events.reserveCapacity(rawEvents.count)
        var previousTime: TimeInterval = 0
        for (index, raw) in rawEvents.enumerated() {
            let event = try Self.parseEvent(raw, index: index, previousTime: previousTime)
            guard event.time >= previousTime else {
                throw GestureScriptError(
                    path: "events[\(index)].time", reason: "times must not decrease (\(event.time) < \(previousTime))")
            }
            previousTime = event.time
            events.append(event)
        }
        self.events = events
    }

    private static func parseConfiguration(_ object: JSONObject) throws -> TearConfiguration {
        let path = "configuration"
        let numeric = configurationRanges.map(\.key)
        try Field.rejectUnknownKeys(
            object,
            allowed: Set(numeric + ["cutDirection", "recoveryEasing", "breaksOnFling", "tearNeverMendsWhileHeld"]),
            at: path)
        var c = TearConfiguration()
        func number(_ key: String) throws -> Double? {
            guard let raw = object[key] else { return nil }
            let value = try Field.number(raw, at: "\(path).\(key)")
            // Refused, not clamped: a script says what it means.
            if let range = configurationRanges.first(where: { $0.key == key })?.value, !range.contains(value) {
                throw GestureScriptError(
                    path: "\(path).\(key)",
                    reason:
                        "must be between \(Self.short(range.lowerBound)) and \(Self.short(range.upperBound)) (got \(Self.short(value)))"
                )
            }
            return value
        }
        if let v = try number("edgeRoughness") { c.edgeRoughness = v }
        if let v = try number("maxGapWidth") { c.maxGapWidth = v }
        if let v = try number("breakThreshold") { c.breakThreshold = v }
        if let v = try number("edgeActivationDistance") { c.edgeActivationDistance = v }
        if let v = try number("directionLockDistance") { c.directionLockDistance = v }
        if let v = try number("recoveryDuration") { c.recoveryDuration = v }
        if let v = try number("breakDuration") { c.breakDuration = v }
        if let v = try number("rimStrength") { c.rimStrength = v }
        if let v = try number("rimLightness") { c.rimLightness = v }
        if let v = try number("shadowStrength") { c.shadowStrength = v }
        if let v = try number("maximumTurnRate") { c.maximumTurnRate = v }
        if let raw = object["cutDirection"] {
            c.cutDirection = try Field.enumeration(raw, at: "\(path).cutDirection")
        }
        if let raw = object["recoveryEasing"] {
            c.recoveryEasing = try Field.enumeration(raw, at: "\(path).recoveryEasing")
        }
        if let raw = object["breaksOnFling"] {
            c.breaksOnFling = try Field.bool(raw, at: "\(path).breaksOnFling")
        }
        if let raw = object["tearNeverMendsWhileHeld"] {
            c.tearNeverMendsWhileHeld = try Field.bool(raw, at: "\(path).tearNeverMendsWhileHeld")
        }
        return c
    }

    /// `value` when it can be a side of a view: greater than 0 and at most ``maximumViewSide`` points.
    private static func side(_ value: Double, at path: String) throws -> Double {
        guard value > 0 else {
            throw GestureScriptError(path: path, reason: "must be greater than 0 points (got \(short(value)))")
        }
        guard value <= maximumViewSide else {
            throw GestureScriptError(
                path: path, reason: "must be at most \(short(maximumViewSide)) points (got \(short(value)))")
        }
        return value
    }

    /// `3600` for whole numbers that fit, `0.5` or `1e+18` otherwise: for messages.
    static func short(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func parseEvent(_ raw: JSONValue, index: Int, previousTime: TimeInterval) throws -> Event {
        let path = "events[\(index)]"
        let object = try Field.object(raw, at: path)
        let phase = try Field.string(Field.required(object, "phase", at: path), at: "\(path).phase")
        func time(optional: Bool) throws -> TimeInterval {
            if optional, object["time"] == nil { return previousTime }
            let t = try Field.number(Field.required(object, "time", at: path), at: "\(path).time")
            guard t >= 0 else { throw GestureScriptError(path: "\(path).time", reason: "must be ≥ 0 seconds") }
            guard t <= maximumDuration else {
                throw GestureScriptError(
                    path: "\(path).time", reason: "must be at most \(Self.short(maximumDuration)) seconds (got \(t))")
            }
            return t
        }
        func point(_ key: String) throws -> CGPoint {
            try Field.point(Field.required(object, key, at: path), at: "\(path).\(key)")
        }
        switch phase {
        case "changed", "ended":
            try Field.rejectUnknownKeys(
                object, allowed: ["phase", "startLocation", "location", "predictedEndLocation", "time"], at: path)
            let predicted = try object["predictedEndLocation"].map {
                try Field.point($0, at: "\(path).predictedEndLocation")
            }
            let sample = DragSample(
                startLocation: try point("startLocation"), location: try point("location"),
                predictedEndLocation: predicted, time: try time(optional: false))
            return phase == "changed" ? .changed(sample) : .ended(sample)
        case "cancelled":
            try Field.rejectUnknownKeys(object, allowed: ["phase", "time", "startLocation", "location"], at: path)
            return .cancelled(time: try time(optional: false))
        case "setBroken":
            try Field.rejectUnknownKeys(object, allowed: ["phase", "value", "time", "animated"], at: path)
            let value = try Field.bool(Field.required(object, "value", at: path), at: "\(path).value")
            let animated = try object["animated"].map { try Field.bool($0, at: "\(path).animated") } ?? false
            return .setBroken(value, time: try time(optional: true), animated: animated)
        case "resize":
            try Field.rejectUnknownKeys(object, allowed: ["phase", "width", "height", "time"], at: path)
            let w = try side(
                Field.number(Field.required(object, "width", at: path), at: "\(path).width"), at: "\(path).width")
            let h = try side(
                Field.number(Field.required(object, "height", at: path), at: "\(path).height"), at: "\(path).height")
            return .resize(CGSize(width: w, height: h), time: try time(optional: false))
        default:
            throw GestureScriptError(
                path: "\(path).phase",
                reason:
                    "unknown phase \(GestureScriptError.quoted(phase)); expected changed, ended, cancelled, setBroken or resize"
            )
        }
    }
}

/// Typed access to a parsed document with path-naming errors.
private enum Field {
    static func required(_ object: JSONObject, _ key: String, at path: String) throws -> JSONValue {
        guard let value = object[key] else {
            throw GestureScriptError(path: path.isEmpty ? key : "\(path).\(key)", reason: "missing")
        }
        return value
    }

    static func object(_ value: JSONValue, at path: String) throws -> JSONObject {
        guard case .object(let object) = value else {
            throw GestureScriptError(path: path, reason: "expected an object")
        }
        return object
    }

    static func rejectUnknownKeys(_ object: JSONObject, allowed: Set<String>, at path: String) throws {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            let name = EchoedText.excerpt(unknown)
            let guess = NearestName.nearest(to: unknown, among: allowed).map { "did you mean \($0)? " } ?? ""
            throw GestureScriptError(
                path: path.isEmpty ? name : "\(path).\(name)",
                reason: "unknown field (\(guess)expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    static func number(_ value: JSONValue, at path: String) throws -> Double {
        guard case .number(let d) = value else { throw GestureScriptError(path: path, reason: "expected a number") }
        guard d.isFinite else { throw GestureScriptError(path: path, reason: "expected a finite number") }
        return d
    }

    static func bool(_ value: JSONValue, at path: String) throws -> Bool {
        guard case .bool(let b) = value else { throw GestureScriptError(path: path, reason: "expected true or false") }
        return b
    }

    static func string(_ value: JSONValue, at path: String) throws -> String {
        guard case .string(let string) = value else {
            throw GestureScriptError(path: path, reason: "expected a string")
        }
        return string
    }

    static func point(_ value: JSONValue, at path: String) throws -> CGPoint {
        guard case .array(let array) = value, array.count == 2 else {
            throw GestureScriptError(path: path, reason: "expected [x, y], an array of two numbers")
        }
        return CGPoint(x: try number(array[0], at: "\(path)[0]"), y: try number(array[1], at: "\(path)[1]"))
    }

    static func enumeration<T: RawRepresentable & CaseIterable>(_ value: JSONValue, at path: String) throws -> T
    where T.RawValue == String {
        let raw = try string(value, at: path)
        guard let result = T(rawValue: raw) else {
            throw GestureScriptError(
                path: path,
                reason:
                    "unknown value \(GestureScriptError.quoted(raw)); expected one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return result
    }
}
