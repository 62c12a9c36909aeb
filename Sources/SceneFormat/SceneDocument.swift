import AppSupport
import Foundation

/// The scene file as written: its JSON tree with every object's keys in file order, and where
/// it came from. A parameter the inspector or a script changes is set in this tree, so writing
/// it back keeps every other key, and the order of keys, as they were.
public struct SceneDocument: Sendable {
    /// The file the scene was read from.
    public var file: String
    /// The parsed JSON.
    public var root: JSONNode
    /// What the file held when it was read (nil: the scene was not read from its file, e.g. own
    /// content standing in for a file not yet saved).
    public var readFingerprint: FileFingerprint?

    /// A document for a parsed scene file.
    public init(file: String, root: JSONNode) {
        self.file = file
        self.root = root
    }

    /// The value at a path, if there is one.
    public func value(at path: ParameterPath) -> JSONNode? {
        var node = root
        for component in path.components {
            switch (component, node.value) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                node = member.value
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }

    /// The document with `value` at `path`: a missing key is added at the end of its object (and
    /// missing objects on the way are made); an array position must exist.
    public func setting(_ value: JSONNode.Value, at path: ParameterPath) throws(InputError) -> SceneDocument {
        var copy = self
        try Self.set(value, in: &copy.root, path: path.components[...], walked: [])
        return copy
    }

    private static func set(_ value: JSONNode.Value, in node: inout JSONNode, path: ArraySlice<ParameterPath.Component>,
                            walked: [ParameterPath.Component]) throws(InputError) {
        guard let first = path.first else {
            node.value = value
            return
        }
        let here = ParameterPath(components: walked + [first])
        switch (first, node.value) {
        case (.key(let key), .object(var members)):
            if let index = members.firstIndex(where: { $0.key == key }) {
                try set(value, in: &members[index].value, path: path.dropFirst(), walked: walked + [first])
            } else {
                // A new key: an empty object on the way, the value at the end; placed where its parent is.
                var child = JSONNode(value: .object([]), location: node.location)
                try set(value, in: &child, path: path.dropFirst(), walked: walked + [first])
                members.append(JSONNode.Member(key: key, keyLocation: node.location, value: child))
            }
            node.value = .object(members)
        case (.index(let index), .array(var elements)):
            guard elements.indices.contains(index) else {
                throw InputError("\(here) does not exist: the array has \(elements.count) elements")
            }
            try set(value, in: &elements[index], path: path.dropFirst(), walked: walked + [first])
            node.value = .array(elements)
        case (.key, _):
            throw InputError("\(ParameterPath(components: walked)) is \(node.typeName), not an object with \"\(here.components.last.map { "\($0)" } ?? "")\"")
        case (.index, _):
            throw InputError("\(ParameterPath(components: walked)) is \(node.typeName), not an array")
        }
    }

    /// The document as JSON text: two spaces an indent level, keys in the document's order,
    /// numbers to their last digit.
    public var text: String {
        JSONWriter.write(Self.writerValue(root)) + "\n"
    }

    /// A parsed value as the writer's value.
    package static func writerValue(_ node: JSONNode) -> JSONWriter.Value {
        switch node.value {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .literal(JSONWriter.exact(number))
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(writerValue))
        case .object(let members): .object(members.map { ($0.key, writerValue($0.value)) })
        }
    }
}
