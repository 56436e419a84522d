// TearKit: tear SwiftUI views apart with a finger.
//
// The SwiftUI adapter (`View.tearable(...)`, `TearModifier`) lives in this target and is compiled
// only where SwiftUI exists. On Linux this module is intentionally empty apart from the re-export;
// all behaviour lives in TearKitCore, which `import TearKit` brings along (`TearConfiguration`,
// `CutDirection`, `TearState`, ...).
@_exported import TearKitCore
