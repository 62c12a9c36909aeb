import CollectionLayout
import CollectionView
import Typography

/// The circle made readable at any count: cards shrink so neighbours overlap at most a little,
/// the selected or hovered card is raised at a readable size, and a label in the middle says
/// what the ring holds.
extension PlaygroundModel {
    /// The items the circle shows raised: the selected ones, and the one under the pointer.
    func raisedCircleItems() -> Set<IndexPath> {
        var raised = Set(collectionView.indexPathsForSelectedItems)
        if let pointer = interactions.lastPointer.map(devicePoint(forWindowPoint:)), !interactions.press.isDown, collectionFrame.contains(pointer),
           let hovered = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: pointer)) {
            raised.insert(hovered)
        }
        return raised
    }

    /// Raises the selected and hovered cards of the circle on screen (when they changed).
    func updateRaisedCircleItems() {
        guard let circle = collectionView.layout as? CircleLayout, !collectionView.isAnimating else { return }
        let raised = raisedCircleItems()
        guard raised != circle.raisedItems else { return }
        circle.raisedItems = raised
        collectionView.invalidateLayoutNow()
    }

    /// In the circle, the scene's name and what the ring holds, in the middle, when there is room.
    func drawCircleLabel(into list: inout DrawList) {
        // Not while cards fly in or out (a switch, an update): they would cross it.
        guard let circle = collectionView.layout as? CircleLayout, !collectionView.isAnimating, let bold = try? fonts.contentFace(.bold),
              let regular = try? fonts.contentFace(.regular) else { return }
        let side = max(circle.ringItemSize.width, circle.ringItemSize.height)
        let room = 2 * (circle.effectiveRadius - side * 0.75)
        guard room > 80 else { return }
        let count = data.content.sections.reduce(0) { $0 + $1.items.count }
        let sections = data.content.sections.count
        let title = measurer.measure(document.scene.name, font: bold, pointSize: TextStyle.title2.pointSize(for: presentation.category), width: room, maxLines: 2)
        let detail = measurer.measure("\(count) item\(count == 1 ? "" : "s") in \(sections) section\(sections == 1 ? "" : "s")",
                                      font: regular, pointSize: TextStyle.subheadline.pointSize(for: presentation.category), width: room, maxLines: 2)
        let height = title.height + 4 + detail.height
        guard height < room else { return }
        let centre = Point(x: collectionFrame.minX + circle.center.x, y: collectionFrame.minY + circle.center.y)
        let top = centre.y - height / 2
        for run in title.glyphRuns(at: Point(x: centre.x - room / 2, y: top), color: palette.label, boxWidth: room, centred: true) {
            list.append(.text(run))
        }
        for run in detail.glyphRuns(at: Point(x: centre.x - room / 2, y: top + title.height + 4), color: palette.secondaryLabel,
                                    boxWidth: room, centred: true) {
            list.append(.text(run))
        }
    }
}
