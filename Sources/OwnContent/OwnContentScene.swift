import AppSupport
import Foundation
import SceneFormat

/// Own content as a scene: written as scene JSON (what `playground scene` prints) and read back
/// through the scene decoder, so a scene shown with `--images`/`--items` and the scene written
/// from the same options are one and the same. With a scene file, the content replaces its
/// sections and the scene keeps its own layout; without one, a folder's photos get
/// `OwnContentLayout.folder` and a list of items `OwnContentLayout.items`.
public enum OwnContentScene {
    /// The scene file the content is written as, standing in for one until it is saved: beside
    /// the items file (`items.csv` → `items.scene.json`), or in the folder (`DIR/DIR.scene.json`),
    /// so the pictures' relative paths are the same from it as from the folder or the items file.
    public static func documentPath(for content: OwnContent) -> String {
        switch content.source {
        case .folder(let path): (path as NSString).appendingPathComponent(content.name + ".scene.json")
        case .items(let path): (path as NSString).deletingPathExtension + ".scene.json"
        }
    }

    /// The whole scene as JSON, its pictures' paths relative to `folder` (the scene file's folder).
    public static func json(_ content: OwnContent, relativeTo folder: String) -> JSONWriter.Value {
        let isFolder = if case .folder = content.source { true } else { false }
        return .sceneObject([
            (.name, .string(content.name)),
            (.viewport, .sceneObject([(.width, .number(1024)), (.height, .number(768))])),
            (.contentSizeCategory, .string("L")),
            // A folder's pictures fill their cards; items with a picture show it above their text.
            (.cardStyle, .string(isFolder ? CardStyle.photo.rawValue : CardStyle.poster.rawValue)),
            (.layout, isFolder ? OwnContentLayout.folder : OwnContentLayout.items),
            (.sections, sections(content, relativeTo: folder)),
        ])
    }

    /// The scene `content` makes: over the scene file at `scenePath` (its sections replaced), or on its own.
    public static func scene(_ content: OwnContent, over scenePath: String? = nil) throws(InputError) -> Scene {
        var scene: Scene
        if let scenePath {
            let base = try SceneDecoder.load(path: scenePath)
            guard let document = base.document, case .object(let members) = document.root.value else {
                throw InputError(file: scenePath, "the scene must be a JSON object")
            }
            let folder = (PictureFolder.standardized(scenePath) as NSString).deletingLastPathComponent
            // A folder's pictures stay photos whatever the scene's own card style.
            let style: CardStyle? = if case .folder = content.source { .photo } else { nil }
            let sectionsNode = try parsed(sections(content, relativeTo: folder, itemStyle: style))
            // The content is the scene's data now: its sections (and any data sources over them) give way.
            var replaced = members.filter { $0.key != SceneKey.dataSource.rawValue }
            if let index = replaced.firstIndex(where: { $0.key == SceneKey.sections.rawValue }) { replaced[index].value = sectionsNode }
            let name = ((scenePath as NSString).lastPathComponent as NSString).deletingPathExtension
            scene = try SceneDecoder.decode(root: JSONNode(value: .object(replaced), location: document.root.location),
                                            file: scenePath, defaultName: name)
        } else {
            let file = documentPath(for: content)
            let folder = (PictureFolder.standardized(file) as NSString).deletingLastPathComponent
            let text = JSONWriter.write(json(content, relativeTo: folder))
            scene = try SceneDecoder.decode(text, file: file, defaultName: content.name)
        }
        placePictures(of: &scene, at: content)
        scene.ownContentSource = content.source
        return scene
    }

    /// One `warning:` line for each picture that cannot be read: at its row of the items file
    /// (`items.csv:4:1: missing.png: no such file`), or after the folder's name.
    public static func pictureWarnings(_ scene: Scene, source: OwnContentSource) -> [String] {
        switch source {
        case .items(let path):
            return scene.pictureWarnings(file: path)
        case .folder(let path):
            return scene.sections.flatMap(\.items).compactMap { item in
                item.picture?.problem.map { "warning: \(path): \($0)" }
            }
        }
    }

    /// The sections as scene JSON.
    private static func sections(_ content: OwnContent, relativeTo folder: String, itemStyle: CardStyle? = nil) -> JSONWriter.Value {
        .array(content.sections.map { section in
            var members: [(SceneKey, JSONWriter.Value)] = []
            if let title = section.title { members.append((.header, .sceneObject([(.text, .string(title))]))) }
            members.append((.items, .array(section.items.map { item(_: $0, relativeTo: folder, style: itemStyle) })))
            return .sceneObject(members)
        })
    }

    /// One item as scene JSON.
    private static func item(_ item: OwnContentItem, relativeTo folder: String, style: CardStyle?) -> JSONWriter.Value {
        var members: [(SceneKey, JSONWriter.Value)] = []
        if let id = item.id { members.append((.id, .string(id))) }
        if let title = item.title { members.append((.title, .string(title))) }
        if let subtitle = item.subtitle { members.append((.subtitle, .string(subtitle))) }
        if let path = item.imagePath { members.append((.image, .string(RelativePath.of(path, from: folder)))) }
        if let color = item.color { members.append((.color, .string(color))) }
        if item.favorite { members.append((.favorite, .bool(true))) }
        if let style { members.append((.cardStyle, .string(style.rawValue))) }
        return .sceneObject(members)
    }

    /// Written JSON parsed back into a tree (the writer's output always parses).
    private static func parsed(_ value: JSONWriter.Value) throws(InputError) -> JSONNode {
        do { return try JSONParser.parse(JSONWriter.write(value)) } catch { throw InputError(error.message) }
    }

    /// Each picture's place becomes its row in the items file, so a warning names the row.
    package static func placePictures(of scene: inout Scene, at content: OwnContent) {
        for (sectionIndex, section) in content.sections.enumerated() where scene.sections.indices.contains(sectionIndex) {
            for (itemIndex, item) in section.items.enumerated() where scene.sections[sectionIndex].items.indices.contains(itemIndex) {
                guard let location = item.location else { continue }
                scene.sections[sectionIndex].items[itemIndex].picture?.location = location
            }
        }
    }
}
