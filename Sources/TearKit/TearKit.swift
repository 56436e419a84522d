// The SwiftUI adapter lives in this target and is compiled only where SwiftUI exists.
// On Linux this module is intentionally empty; all behaviour lives in TearKitCore.
@_exported import TearKitCore
