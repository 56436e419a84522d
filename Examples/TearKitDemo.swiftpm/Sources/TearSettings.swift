#if canImport(SwiftUI)
import TearKit

/// Everything the settings panel can change, in one value the card stack reads.
struct TearSettings: Equatable {
    /// The tear's parameters, passed to `tearable(configuration:...)` as they are.
    var configuration = TearConfiguration()
    /// Whether TearKit plays haptics.
    var hapticsEnabled = true
}
#endif
