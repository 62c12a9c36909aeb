import CollectionLayout
import Foundation

/// What a recovery copy holds: enough to put an unsaved document back exactly as it was — the
/// scene's JSON as tuned (its parameters), every section's items in their order and with their
/// edits, which scene file it belongs to and when it was written.
public struct RecoveryCopy: Codable, Equatable, Sendable {
    /// The format's version; a copy of another version is not read.
    public static let currentVersion = 1

    /// The format's version (`currentVersion` when written).
    public var version = RecoveryCopy.currentVersion
    /// The scene file's absolute path (a built-in scene's too).
    public var scenePath: String
    /// The scene's name, as the window's title and the restore question show it.
    public var sceneName: String
    /// Whether the scene is one of the app's own.
    public var isBuiltInScene: Bool
    /// When the copy was written, in seconds since 1970.
    public var writtenAt: Double
    /// The scene's JSON with its parameters as tuned, as Save would write it.
    public var sceneJSON: String
    /// The sections shown and their items, in order.
    public var sections: [Section]

    /// One section's items as they were.
    public struct Section: Codable, Equatable, Sendable {
        /// The section's id.
        public var id: String
        /// Its items, in order.
        public var items: [Item]
    }

    /// One item as it was (`SceneItem`'s fields).
    public struct Item: Codable, Equatable, Sendable {
        /// The item's id.
        public var id: String
        /// The card's title.
        public var title: String?
        /// The card's subtitle.
        public var subtitle: String?
        /// Its own size: width and height.
        public var size: [Double]?
        /// Its accent colour: red, green, blue, alpha.
        public var color: [UInt8]?
        /// Whether it may be lifted and moved.
        public var movable: Bool
        /// The face its title is drawn in.
        public var fontName: String?
        /// Whether it can be selected.
        public var selectable: Bool
        /// Whether it is a favourite.
        public var isFavorite: Bool

        /// The copy of `item`.
        init(_ item: SceneItem) {
            id = item.id
            title = item.title
            subtitle = item.subtitle
            size = item.size.map { [$0.width, $0.height] }
            color = item.color.map { [$0.red, $0.green, $0.blue, $0.alpha] }
            movable = item.movable
            fontName = item.fontName
            selectable = item.selectable
            isFavorite = item.isFavorite
        }

        /// The item again.
        var sceneItem: SceneItem {
            var item = SceneItem(id: id, title: title, subtitle: subtitle,
                                 size: size.flatMap { $0.count == 2 ? Size(width: $0[0], height: $0[1]) : nil },
                                 color: color.flatMap { $0.count == 4 ? Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) : nil })
            item.movable = movable
            item.fontName = fontName
            item.selectable = selectable
            item.isFavorite = isFavorite
            return item
        }
    }

    /// When it was written, as a date.
    public var writtenDate: Date { Date(timeIntervalSince1970: writtenAt) }

    /// The copy as JSON text (keys sorted, so the same copy is the same bytes).
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// The copy in `data`; throws a one-line reason when it is not a recovery copy this app reads.
    static func decode(_ data: Data) throws(PlaygroundError) -> RecoveryCopy {
        let copy: RecoveryCopy
        do {
            copy = try JSONDecoder().decode(RecoveryCopy.self, from: data)
        } catch {
            throw PlaygroundError("not a recovery copy (\(Self.reason(error)))")
        }
        guard copy.version == currentVersion else { throw PlaygroundError("a recovery copy of version \(copy.version), not \(currentVersion)") }
        return copy
    }

    /// A decoding error in a few words.
    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case DecodingError.dataCorrupted: "not JSON"
        default: "\(error)"
        }
    }
}
