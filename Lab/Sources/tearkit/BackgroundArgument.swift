import ArgumentParser
import TearKitRender

/// `--background`: what shows through the tear in rendered frames, a `RRGGBB` hex colour or `none`.
struct BackgroundArgument: ExpressibleByArgument, Equatable {
    /// The colour, or `nil` for `none` (frames keep their transparency).
    var color: RGBAColor?

    /// iOS's dark system background, #1C1C1E: the default, so the tear reads on light content.
    static let standard = BackgroundArgument(color: RGBAColor(hex: 0x1C1C1E))

    init(color: RGBAColor?) { self.color = color }

    init?(argument: String) {
        if argument.lowercased() == "none" {
            color = nil
            return
        }
        var hex = Substring(argument)
        if hex.hasPrefix("#") { hex = hex.dropFirst() }
        guard hex.count == 6, let value = UInt32(hex, radix: 16) else { return nil }
        color = RGBAColor(hex: value)
    }

    /// No colour: frames keep their transparency.
    static let none = BackgroundArgument(color: nil)

    var defaultValueDescription: String {
        guard let color else { return "none" }
        let hex = [color.red, color.green, color.blue].map { String(format: "%02X", Int(($0 * 255).rounded())) }
        return hex.joined()
    }
}
