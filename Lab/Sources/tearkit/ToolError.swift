import TearKitGestureScripts

/// A failure reported to the user as `Error: <message>` with exit status 1: one line. The user's paths
/// and values in it come as their display forms (``EchoedText``); the whole message is escaped once
/// more, so text from elsewhere in it (a system's reason for a failure) cannot drive the terminal either.
struct ToolError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = EchoedText.escapingControlCharacters(description) }
}
