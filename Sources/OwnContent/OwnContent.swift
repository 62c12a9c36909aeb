import AppSupport
import Foundation
import SceneFormat

/// The designer's own content, read from a folder of pictures (`--images DIR`) or a list of
/// items (`--items FILE.csv|FILE.json`), before it becomes a scene (`OwnContentScene`).
public struct OwnContent: Sendable {
    /// Where the content came from: the folder or the items file, as given.
    public var source: OwnContentSource
    /// The scene's name: the folder's name, or the items file's name without its extension.
    public var name: String
    /// The sections, in order.
    public var sections: [OwnContentSection]

    /// Reads the content `source` names (a folder's pictures, or an items file).
    public static func read(_ source: OwnContentSource) throws(InputError) -> OwnContent {
        switch source {
        case .folder(let path): try PictureFolder.read(path: path)
        case .items(let path): try ItemsFile.read(path: path)
        }
    }
}

/// One section of own content: a sub-folder (an album) or the items sharing a `section` value.
public struct OwnContentSection: Sendable {
    /// The header's text; nil: no header.
    public var title: String?
    /// The items, in order.
    public var items: [OwnContentItem]
}

/// One item of own content, with where each value stood in its file (for errors and warnings).
public struct OwnContentItem: Sendable {
    /// The item's id (scene key `id`); nil: the scene decoder's `s<section>-i<item>`.
    public var id: String?
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// The picture's absolute path (resolved against the folder or the items file's folder).
    public var imagePath: String?
    /// The accent colour as written (`#RRGGBB` or `#RRGGBBAA`, checked when read).
    public var color: String?
    /// Marked a favourite.
    public var favorite = false
    /// Where the item's row (or object) starts in its items file; nil for a folder's picture.
    public var location: SourceLocation?
}
