import Foundation
@_spi(Internal) import TearKitCore
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Formats ``TearSimulator`` steps as JSON Lines: one object per step, keys in a fixed order.
///
/// Each line holds `time`, `event` (the scripted phase, or `"recovery"` / `"break"` for a frame of a
/// closing or breaking animation),
/// `index` (the scripted event's index; absent on animation frames), `phase` (``TearPhase``),
/// `isActive`, `directionLocked`, `tearProgress`, `gapWidth`, `edgePoint`, `fingerPoint`,
/// `fixedDirection`, `hasFullyTorn`, `effectEnabled`, and `completion` (`true`/`false`) on the line
/// where the completion fires (never for a drag whose direction did not lock: a tap, a sideways
/// scroll). Points are `[x, y]` arrays in points; numbers are rounded to 6 decimals.
package enum SimulationTrace {
    /// The JSON line (without a trailing newline) for one step.
    package static func line(for step: TearSimulator.Step) -> String {
        let s = step.state
        var fields: [(String, String)] = [("time", number(step.time))]
        switch step.cause {
        case .event(let index, let phase):
            fields.append(("event", "\"\(phase)\""))
            fields.append(("index", "\(index)"))
        case .recoveryFrame:
            fields.append(("event", "\"recovery\""))
        case .breakFrame:
            fields.append(("event", "\"break\""))
        }
        fields += [
            ("phase", "\"\(s.phase.rawValue)\""),
            ("isActive", "\(s.isActive)"),
            ("directionLocked", "\(s.directionLocked)"),
            ("tearProgress", number(s.tearProgress)),
            ("gapWidth", number(s.gapWidth)),
            ("edgePoint", point(s.edgePoint)),
            ("fingerPoint", point(s.fingerPoint)),
            ("fixedDirection", point(s.fixedDirection)),
            ("hasFullyTorn", "\(s.hasFullyTorn)"),
            ("effectEnabled", "\(s.isEffectEnabled)"),
        ]
        if let completion = step.completion { fields.append(("completion", "\(completion)")) }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// Every step's line, each followed by a newline.
    package static func text(for steps: [TearSimulator.Step]) -> String {
        steps.map { line(for: $0) + "\n" }.joined()
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    static func point(_ p: CGPoint) -> String { "[\(number(Double(p.x))), \(number(Double(p.y)))]" }
}
