import AppSupport
import SceneFormat

/// The layouts a scene of own content gets when no scene file gives one.
package enum OwnContentLayout {
    /// A folder's photos: a self-sizing flow (`estimatedItemSize`) in columns at least 220
    /// points wide (`columns.minimumWidth`), so each `photo` card keeps its column's width and
    /// takes the height of its picture's aspect ratio (read from the file's header, nothing
    /// decoded) — portraits tall, panoramas short, a waterfall-like wall where no photo is
    /// cropped to a fixed cell — with tight 4-point gaps as Photos has, and each album's name as
    /// a header. A flow rather than a compositional mosaic because a mosaic's fixed tiles crop
    /// every photo to its tile, and the flow's columns follow the window's width at any size.
    package static var folder: JSONWriter.Value {
        .sceneObject([
            (.kind, .string("flow")),
            (.scrollDirection, .string("vertical")),
            (.itemSize, size(220, 220)),
            (.estimatedItemSize, size(220, 220)),
            (.columns, .sceneObject([(.minimumWidth, .number(220))])),
            (.minimumInteritemSpacing, .number(4)),
            (.minimumLineSpacing, .number(4)),
            // Each row's photos hang from its top, as on a wall, rather than centred on its middle.
            (.lineItemAlignment, .string("top")),
            (.sectionInset, insets(top: 4, left: 8, bottom: 16, right: 8)),
            (.sectionInsetReference, .string("safeArea")),
            (.headerReferenceSize, size(0, 44)),
        ])
    }

    /// A list of items: the built-in scene's self-sizing cards (columns at least 280 points
    /// wide, each card as tall as its text, or its picture and text as a poster), with headers
    /// for the sections the `section` column names.
    package static var items: JSONWriter.Value {
        .sceneObject([
            (.kind, .string("flow")),
            (.scrollDirection, .string("vertical")),
            (.itemSize, size(300, 128)),
            (.estimatedItemSize, size(300, 128)),
            (.columns, .sceneObject([(.minimumWidth, .number(280))])),
            (.minimumInteritemSpacing, .number(12)),
            (.minimumLineSpacing, .number(12)),
            (.sectionInset, insets(top: 8, left: 16, bottom: 24, right: 16)),
            (.sectionInsetReference, .string("safeArea")),
            (.headerReferenceSize, size(0, 44)),
        ])
    }

    private static func size(_ width: Double, _ height: Double) -> JSONWriter.Value {
        .sceneObject([(.width, .number(width)), (.height, .number(height))])
    }

    private static func insets(top: Double, left: Double, bottom: Double, right: Double) -> JSONWriter.Value {
        .sceneObject([(.top, .number(top)), (.left, .number(left)), (.bottom, .number(bottom)), (.right, .number(right))])
    }
}
