import AppSupport
import CardDrawing
import CollectionLayout
import Pictures

/// `dump`'s `"image"` on a cell with a picture (contract.md "Pictures"): the file as the scene
/// names it, its pixel size, whether it is decoded, and where its pixels land in the cell after
/// the content mode, before clipping.
extension StateDump {
    static func picture(_ model: PlaygroundModel, itemID: String, size: Size) -> JSONWriter.Value? {
        guard let item = model.data.content.item(itemID), let picture = item.picture, item.shownStyle != .text else { return nil }
        let painter = model.cells.painter
        let layout = painter.pictureLayout(for: item, size: size)
        let state: String
        if picture.header == nil {
            state = "failed"
        } else if let key = PictureStore.key(for: picture, area: layout.pictureArea.size, scale: painter.pixelScale) {
            state = switch model.cells.pictures.state(of: key, request: false) {
            case .pending, .preview: "pending"
            case .loaded: "loaded"
            case .failed: "failed"
            }
        } else {
            state = "pending"
        }
        let drawn = picture.drawnRect(in: layout.pictureArea.size)
        return .object([
            ("path", .string(picture.written)),
            ("pixelWidth", .number(Double(picture.header?.pixelWidth ?? 0))),
            ("pixelHeight", .number(Double(picture.header?.pixelHeight ?? 0))),
            ("state", .string(state)),
            ("drawnRect", .object([("x", .number(layout.pictureArea.minX + drawn.x)), ("y", .number(layout.pictureArea.minY + drawn.y)),
                                   ("width", .number(drawn.width)), ("height", .number(drawn.height))])),
        ])
    }
}
