/// A parsed JSON document, keeping booleans and numbers apart. Read by ``JSONReader``, which refuses
/// duplicate keys, so an object's keys are exactly the ones written.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}
