import AppSupport

/// What the JSON parser says of text it refuses, for the parser's tests.
enum JSONFailure {
    /// The error `text` gives, as `line:column: message` ("accepted" when it parses).
    static func of(_ text: String) -> String {
        do {
            _ = try JSONParser.parse(text)
            return "accepted"
        } catch {
            return "\(error.location): \(error.message)"
        }
    }
}
