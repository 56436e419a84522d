/// Why the playground refused something a page sent (a value out of range, a picture it cannot read, a
/// malformed message): a sentence the page shows as it is. The session goes on serving.
package struct PlaygroundError: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
