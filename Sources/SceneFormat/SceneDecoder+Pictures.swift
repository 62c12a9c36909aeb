import AppSupport
import Foundation
import Pictures

/// Decodes pictures in scenes (contract.md "Pictures"): an item's `image`, `imageContentMode`
/// and `imageCornerRadius`, and `cardStyle` on an item, a section or the scene. A picture's
/// header is read as the scene loads (its size, without decoding); a picture that cannot be
/// read is no error — its cell shows a broken-picture glyph, and the scene's `pictureWarnings`
/// name it with its place in the file.
extension SceneDecoder {
    /// The item keys of pictures.
    package static let pictureItemKeys: [SceneKey] = [.image, .imageContentMode, .imageCornerRadius, .cardStyle, .cell]
    /// The keys that say how an item's picture shows, only allowed beside an `image`.
    package static let picturePropertyKeys: [SceneKey] = [.imageContentMode, .imageCornerRadius]

    /// A `cardStyle` value.
    package static func cardStyle(_ node: JSONNode, in reader: JSONObjectReader) throws(InputError) -> CardStyle {
        guard case .string(let name) = node.value, let style = CardStyle(rawValue: name) else {
            throw reader.error(node, .cardStyle, "one of: \(CardStyle.allNames)")
        }
        return style
    }

    /// Reads an item's picture keys into `item` (its `cardStyle` is read with `cell`, by `cellChoice`).
    package static func pictureKeys(of item: inout SceneItem, reader: inout JSONObjectReader, file: String) throws(InputError) {
        guard let imageNode = reader.optional(.image) else {
            for key in picturePropertyKeys {
                if let node = reader.optional(key) { throw reader.error(node, key, "given with an \"image\"") }
            }
            return
        }
        let written = try reader.string(imageNode, .image)
        guard !written.isEmpty else { throw reader.error(imageNode, .image, "a picture's path") }
        var picture = ScenePicture(path: resolvedPicturePath(written, sceneFile: file), written: written,
                                   location: imageNode.location)
        if let node = reader.optional(.imageContentMode) {
            guard case .string(let name) = node.value, let mode = ImageContentMode(rawValue: name) else {
                throw reader.error(node, .imageContentMode, "one of: \(ImageContentMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            picture.contentMode = mode
        }
        if let node = reader.optional(.imageCornerRadius) {
            picture.cornerRadius = try reader.number(node, .imageCornerRadius, maximum: 16384)
        }
        readHeader(of: &picture)
        item.picture = picture
    }

    /// A picture's path: absolute as written, or relative to the scene file's folder.
    package static func resolvedPicturePath(_ written: String, sceneFile: String) -> String {
        if written.hasPrefix("/") { return written }
        let folder = (sceneFile as NSString).deletingLastPathComponent
        return folder.isEmpty ? written : (folder as NSString).appendingPathComponent(written)
    }

    /// Reads the picture's header (only a regular file, or a symbolic link to one, is opened:
    /// never a pipe or a device).
    package static func readHeader(of picture: inout ScenePicture) {
        switch FileKind(path: picture.path) {
        case .regular: break
        case .missing:
            picture.problem = PictureError.missingFile(path: picture.written).description
            return
        case .folder, .other:
            picture.problem = "\(picture.written): not a picture file"
            return
        }
        do {
            picture.header = try PictureHeader.read(path: picture.path)
        } catch {
            // The message names the file as the scene writes it.
            picture.problem = error.description.replacingOccurrences(of: picture.path, with: picture.written)
        }
    }
}

extension Scene {
    /// One `warning: FILE:LINE:COLUMN: …` line for each picture that cannot be read, in the
    /// scene's order (the exit status is not changed by them; the window shows them as a toast).
    public func pictureWarnings(file: String) -> [String] {
        sections.flatMap(\.items).compactMap { item in
            guard let picture = item.picture, let problem = picture.problem else { return nil }
            return "warning: \(file):\(picture.location.line):\(picture.location.column): \(problem)"
        }
    }
}
