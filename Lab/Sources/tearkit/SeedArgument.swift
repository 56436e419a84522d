import ArgumentParser
import TearKitGestureScripts

/// A random seed flag (`--seed`, `--tear-seed`): a whole number in `0...UInt64.max`, read even when it
/// starts with `-`, so a negative one is refused with the range rather than as a missing value.
enum SeedArgument {
    static func parser(_ name: String) -> @Sendable (String) throws -> UInt64 {
        { text in
            guard let value = UInt64(text) else {
                throw ValidationError(
                    "\(name) must be a whole number between 0 and \(UInt64.max) (got \(EchoedText(text).excerpt)).")
            }
            return value
        }
    }
}
