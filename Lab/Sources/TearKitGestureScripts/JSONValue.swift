/// A parsed JSON document, keeping booleans and numbers apart. Read by ``JSONReader``.
enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// A JSON object's members in document order. Keys are unique (``JSONReader`` refuses repeats).
/// One small array rather than a dictionary: a script's millions of two-key event objects take a
/// third of the memory, and the few lookups per object stay cheap.
struct JSONObject: Sendable {
    /// The members, in document order.
    var members: [(key: String, value: JSONValue)] = []

    /// The value for `key`, if the object has it.
    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The keys, in document order.
    var keys: [String] { members.map(\.key) }
}
