/// A parsed JSON value that remembers where it stood in its file, so that validation errors
/// can say `file:line:column`. Objects keep their keys in file order.
public struct JSONNode: Sendable {
    /// The value itself.
    public enum Value: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// Any number.
        case number(Double)
        /// A string.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object, its members in file order.
        case object([Member])
    }

    /// One `"key": value` member of an object.
    public struct Member: Sendable {
        /// The key.
        public var key: String
        /// Where the key starts.
        public var keyLocation: SourceLocation
        /// The value.
        public var value: JSONNode

        /// A member: its key, where the key starts, and its value.
        package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    /// The value.
    public var value: Value
    /// Where the value starts.
    public var location: SourceLocation

    /// A value and where it starts.
    package init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The name of the value's JSON type, as error messages say it.
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A short rendering of the value for error messages: `"ten"`, `12`, `an object`.
    public var snippet: String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): JSONWriter.format(number)
        case .string(let text): "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
