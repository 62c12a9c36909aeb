import AppSupport
import CollectionLayout
import Foundation
import Pictures
import SceneFormat

/// What a recovery copy holds: enough to put an unsaved document back exactly as it was — the
/// scene's JSON as tuned (its parameters), every section's items in their order and with their
/// edits (pictures by absolute path, card styles, swipe actions, outlines), which scene file it
/// belongs to, where its content and layout came from (absolute paths) and when it was written.
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
    /// The designer's own content the scene was made from (`--images`, `--items`), if any.
    public var contentSource: ContentSource?
    /// The layout source file the scene was laid out by (`--layout-source`), absolute; nil: none.
    public var layoutSourcePath: String?
    /// The layout class of that file the scene was laid out by.
    public var layoutClassName: String?
    /// The function of that file that made the layout (`--layout-function`), when not a class.
    public var layoutFunctionName: String?

    /// A copy of `sceneName` (read from `scenePath`) written at `writtenAt`, with its JSON and the sections shown.
    package init(scenePath: String, sceneName: String, isBuiltInScene: Bool, writtenAt: Double, sceneJSON: String, sections: [Section]) {
        self.scenePath = scenePath
        self.sceneName = sceneName
        self.isBuiltInScene = isBuiltInScene
        self.writtenAt = writtenAt
        self.sceneJSON = sceneJSON
        self.sections = sections
    }

    /// Own content's origin, by absolute path.
    public struct ContentSource: Codable, Equatable, Sendable {
        /// `folder` (`--images`) or `items` (`--items`).
        public var kind: String
        /// The folder or the items file, absolute.
        public var path: String

        /// The origin of `kind` at `path`.
        package init(kind: String, path: String) {
            self.kind = kind
            self.path = path
        }
    }

    /// One section's items as they were.
    public struct Section: Codable, Equatable, Sendable {
        /// The section's id.
        public var id: String
        /// Its items, in order.
        public var items: [Item]

        /// The section `id` with `items`.
        package init(id: String, items: [Item]) {
            self.id = id
            self.items = items
        }
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
        /// Its picture; nil: none (or a copy written before pictures were kept).
        public var picture: Picture?
        /// How its card shows it (a `CardStyle` name); nil: text.
        public var cardStyle: String?
        /// The actions a swipe uncovers on the leading side.
        public var leadingSwipeActions: [Action]?
        /// The actions a swipe uncovers on the trailing side.
        public var trailingSwipeActions: [Action]?
        /// The items under it in an outline.
        public var children: [Item]?
        /// Whether its children are shown.
        public var isExpanded: Bool?

        /// The copy of `item`.
        package init(_ item: SceneItem) {
            id = item.id
            title = item.title
            subtitle = item.subtitle
            size = item.size.map { [$0.width, $0.height] }
            color = item.color.map { [$0.red, $0.green, $0.blue, $0.alpha] }
            movable = item.movable
            fontName = item.fontName
            selectable = item.selectable
            isFavorite = item.isFavorite
            picture = item.picture.map(Picture.init)
            cardStyle = item.cardStyle == .text ? nil : item.cardStyle.rawValue
            leadingSwipeActions = item.leadingSwipeActions.isEmpty ? nil : item.leadingSwipeActions.map(Action.init)
            trailingSwipeActions = item.trailingSwipeActions.isEmpty ? nil : item.trailingSwipeActions.map(Action.init)
            children = item.children.isEmpty ? nil : item.children.map(Item.init)
            isExpanded = item.isExpanded ? true : nil
        }

        /// The item again.
        package var sceneItem: SceneItem {
            var item = SceneItem(id: id, title: title, subtitle: subtitle,
                                 size: size.flatMap { $0.count == 2 ? Size(width: $0[0], height: $0[1]) : nil },
                                 color: color.flatMap { $0.count == 4 ? Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]) : nil })
            item.movable = movable
            item.fontName = fontName
            item.selectable = selectable
            item.isFavorite = isFavorite
            item.picture = picture?.scenePicture
            item.cardStyle = cardStyle.flatMap(CardStyle.init(rawValue:)) ?? .text
            item.leadingSwipeActions = (leadingSwipeActions ?? []).compactMap(\.editAction)
            item.trailingSwipeActions = (trailingSwipeActions ?? []).compactMap(\.editAction)
            item.children = (children ?? []).map(\.sceneItem)
            item.isExpanded = isExpanded ?? false
            return item
        }

        /// The pictures of this item and its children, in order.
        package var pictures: [Picture] { (picture.map { [$0] } ?? []) + (children ?? []).flatMap(\.pictures) }
    }

    /// An item's picture: its file by absolute path, the path as its scene writes it, and how it shows.
    public struct Picture: Codable, Equatable, Sendable {
        /// The picture's file, absolute.
        public var path: String
        /// The path as the scene writes it (what `dump` shows).
        public var written: String
        /// How it is placed in its frame (an `ImageContentMode` name).
        public var contentMode: String
        /// Its own corner radius in points; nil: the card's.
        public var cornerRadius: Double?

        /// The copy of `picture`.
        package init(_ picture: ScenePicture) {
            path = RecoveryStore.absolutePath(picture.path)
            written = picture.written
            contentMode = picture.contentMode.rawValue
            cornerRadius = picture.cornerRadius
        }

        /// The picture again, its header read from its file now (a file no longer there shows as a broken picture).
        package var scenePicture: ScenePicture {
            var picture = ScenePicture(path: path, written: written, location: SourceLocation(line: 1, column: 1))
            picture.contentMode = ImageContentMode(rawValue: contentMode) ?? .default
            picture.cornerRadius = cornerRadius
            SceneDecoder.readHeader(of: &picture)
            return picture
        }
    }

    /// A swipe action as it was (`EditAction`'s fields).
    public struct Action: Codable, Equatable, Sendable {
        /// The button's title.
        public var title: String
        /// What it does (an `EditAction.Kind` name).
        public var kind: String
        /// Drawn in red.
        public var isDestructive: Bool
        /// Asks to be confirmed.
        public var requiresConfirmation: Bool

        /// The copy of `action`.
        package init(_ action: EditAction) {
            title = action.title
            kind = action.kind.rawValue
            isDestructive = action.isDestructive
            requiresConfirmation = action.requiresConfirmation
        }

        /// The action again; nil for a kind this app does not know.
        package var editAction: EditAction? {
            EditAction.Kind(rawValue: kind).map { EditAction(title: title, kind: $0, isDestructive: isDestructive, requiresConfirmation: requiresConfirmation) }
        }
    }

    /// One line naming the pictures no longer where the copy says they were, or nil when all are
    /// there: `3 pictures are no longer at /x/y; the cards keep their place`.
    public var missingPicturesLine: String? {
        let missing = sections.flatMap(\.items).flatMap(\.pictures).map(\.path)
            .filter { !FileManager.default.fileExists(atPath: $0) }
        guard let first = missing.first else { return nil }
        let folders = Set(missing.map { ($0 as NSString).deletingLastPathComponent })
        let place = folders.count == 1 ? (first as NSString).deletingLastPathComponent : "\((first as NSString).deletingLastPathComponent) and \(folders.count - 1) other folder\(folders.count == 2 ? "" : "s")"
        let count = missing.count == 1 ? "1 picture is" : "\(missing.count) pictures are"
        return "\(count) no longer at \(place); the cards keep their place"
    }

    /// Sources the copy names that are no longer there, one line each (the content folder or file, the layout source).
    public var missingSourceLines: [String] {
        var lines: [String] = []
        if let contentSource, !FileManager.default.fileExists(atPath: contentSource.path) {
            lines.append("\(contentSource.path) is no longer there; its cards are restored from the recovery copy")
        }
        if let layoutSourcePath, !FileManager.default.fileExists(atPath: layoutSourcePath) {
            lines.append("the layout source \(layoutSourcePath) is no longer there")
        }
        return lines
    }

    /// When it was written, as a date.
    public var writtenDate: Date { Date(timeIntervalSince1970: writtenAt) }

    /// The copy as JSON text (keys sorted, so the same copy is the same bytes).
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// The copy in `data`; throws a one-line reason when it is not a recovery copy this app reads.
    package static func decode(_ data: Data) throws(PlaygroundError) -> RecoveryCopy {
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
    package static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "\"\(key.stringValue)\" is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        case DecodingError.dataCorrupted: "not JSON"
        default: "\(error)"
        }
    }
}
