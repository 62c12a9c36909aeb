/// JSON values made in code and read back by key, for values the app writes and reads itself.
extension JSONNode {
    /// An object value made in code, its members in the given order.
    package static func objectValue(_ members: [(String, JSONNode.Value)]) -> JSONNode.Value {
        .object(members.map { Member(key: $0.0, keyLocation: SourceLocation(line: 0, column: 0),
                                     value: JSONNode(value: $0.1, location: SourceLocation(line: 0, column: 0))) })
    }

    /// The number, when the value is one.
    package var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The member with a key, when the value is an object that has it.
    package subscript(key: String) -> JSONNode? {
        if case .object(let members) = value { return members.first { $0.key == key }?.value }
        return nil
    }
}
