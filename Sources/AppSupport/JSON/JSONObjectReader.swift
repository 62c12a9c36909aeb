/// Reads the members of one JSON object for validation: typed accessors that fail with
/// `file:line:column` errors, and a final check that no unknown key was left over.
package struct JSONObjectReader {
    package let file: String
    /// Where the object starts (for a missing key).
    private let location: SourceLocation
    /// What the object is, as messages name it (`"layout"`, `item [0, 3]`).
    package var context: String { describeContext() }
    /// Made only when a message needs it: most objects have no error to report.
    private let describeContext: () -> String
    private let members: [JSONNode.Member]
    private var used = MemberMarks()
    /// A bit for each length (in UTF-8 bytes, 63 standing for 63 and more) some key has: a key
    /// of a length no member has is absent without a look at the members.
    private let keyLengths: UInt64

    /// Wraps `node`, which must be an object; `context` names it in messages (`"layout"`).
    package init(_ node: JSONNode, file: String, context: @escaping @autoclosure () -> String) throws(InputError) {
        guard case .object(let members) = node.value else {
            throw InputError(file: file, location: node.location, "\(context()) must be an object, got \(node.typeName)")
        }
        self.file = file
        location = node.location
        describeContext = context
        self.members = members
        keyLengths = members.reduce(0) { $0 | Self.lengthBit($1.key) }
    }

    private static func lengthBit(_ key: String) -> UInt64 { 1 << UInt64(min(key.utf8.count, 63)) }

    /// The value of `key`, or nil when absent.
    package mutating func optional(_ key: String) -> JSONNode? {
        // Keys are unique in an object (the parser refuses duplicates); comparing lengths first
        // spares most string comparisons, and most keys asked for are absent.
        guard keyLengths & Self.lengthBit(key) != 0 else { return nil }
        let length = key.utf8.count
        guard let index = members.firstIndex(where: { $0.key.utf8.count == length && $0.key == key }) else { return nil }
        used.mark(index)
        return members[index].value
    }

    /// The value of `key`; an error when absent.
    package mutating func required(_ key: String) throws(InputError) -> JSONNode {
        guard let value = optional(key) else {
            throw InputError(file: file, location: location, "\(context) is missing the key \"\(key)\"")
        }
        return value
    }

    /// Fails on the first key that no accessor asked for, listing the keys that are allowed (made
    /// only for the message: a caller may map its own key type to their names).
    package func rejectUnknownKeys(allowed: @autoclosure () -> [String]) throws(InputError) {
        for (index, member) in members.enumerated() where !used.isMarked(index) {
            throw InputError(file: file, location: member.keyLocation,
                             "unknown key \"\(member.key)\" in \(context); expected one of: \(allowed().joined(separator: ", "))")
        }
    }

    // MARK: Typed values

    package func error(_ node: JSONNode, _ key: String, _ expectation: String) -> InputError {
        InputError(file: file, location: node.location, "\"\(key)\" must be \(expectation), got \(node.snippet)")
    }

    /// The largest number any scene or script value may have (sizes, spacings, times, positions).
    package static let maximum = 1_000_000.0

    /// A number ≥ `minimum` (and, when `positive`, > 0), at most `maximum`.
    package func number(_ node: JSONNode, _ key: String, minimum: Double = 0, positive: Bool = false,
                maximum: Double = JSONObjectReader.maximum) throws(InputError) -> Double {
        let expectation = positive ? "a number > 0" : "a number ≥ \(JSONWriter.format(minimum))"
        guard case .number(let value) = node.value, value >= minimum, !positive || value > 0 else {
            throw error(node, key, expectation)
        }
        guard value <= maximum else { throw error(node, key, "a number ≤ \(JSONWriter.format(maximum))") }
        return value
    }

    /// A string.
    package func string(_ node: JSONNode, _ key: String) throws(InputError) -> String {
        guard case .string(let value) = node.value else { throw error(node, key, "a string") }
        return value
    }

    /// A boolean.
    package func bool(_ node: JSONNode, _ key: String) throws(InputError) -> Bool {
        guard case .bool(let value) = node.value else { throw error(node, key, "true or false") }
        return value
    }

    /// An array.
    package func array(_ node: JSONNode, _ key: String) throws(InputError) -> [JSONNode] {
        guard case .array(let value) = node.value else { throw error(node, key, "an array") }
        return value
    }
}
