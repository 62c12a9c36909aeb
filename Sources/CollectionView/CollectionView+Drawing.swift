import CollectionLayout

/// Reading what is shown and painting it into a DrawList.
extension CollectionView {
    /// The attributes of every element in the visible bounds, in painting order
    /// (ascending zIndex, then category, kind and index path).
    public func visibleAttributes() -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: bounds)
            .filter { !$0.isHidden }
            .sorted { ($0.zIndex, $0.elementKey) < ($1.zIndex, $1.elementKey) }
    }

    /// The attributes of every element of the whole content, ordered as `dump --all` lists them.
    public func allAttributes() -> [LayoutAttributes] {
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9 + contentSize.width, height: 2e9 + contentSize.height)
        return layout.layoutAttributesForElements(in: everything).sorted { $0.elementKey < $1.elementKey }
    }

    /// Paints what is on screen now — animations interpolated — into `list`, the collection
    /// shown at `frame` in the window.
    public func draw(in frame: Rect, painter: any ElementPainter, into list: inout DrawList) {
        layoutIfNeeded()
        updateLiveViews()
        list.append(.pushClip(frame))
        for element in presentationElements() {
            let attributes = element.attributes
            let origin = windowPoint(forContentPoint: attributes.frame.origin, collectionFrame: frame)
            let windowFrame = Rect(origin: origin, size: attributes.size)
            let itemID: String? = if case .cell(let id) = element.identity { id } else { nil }
            let state = CellState(isSelected: itemID.map(selectedItemIDs.contains) ?? false,
                                  isHighlighted: itemID != nil && itemID == highlightedItemID)
            if attributes.transform3D.isIdentity {
                painter.paint(attributes, itemID: itemID, state: state, frame: windowFrame, into: &list)
            } else {
                // Painted flat into a layer (opaque), which the renderer shows through the transform.
                var layer = DrawList(size: list.size, background: list.background)
                var flat = attributes
                flat.alpha = 1
                painter.paint(flat, itemID: itemID, state: state, frame: windowFrame, into: &layer)
                var key = Hasher()
                key.combine(element.identity)
                key.combine(state)
                key.combine(layerContentGeneration)
                key.combine(ObjectIdentifier(painter as AnyObject))
                // The layer reaches a little past the cell, so what a cell draws just outside its
                // frame (a hairline, a selection ring) is kept; the transform keeps the same centre.
                let margin = Self.layerMargin
                list.append(.transformed(frame: windowFrame.insetBy(dx: -margin, dy: -margin), transform: attributes.transform3D,
                                         alpha: attributes.alpha, contentKey: key.finalize(), commands: layer.commands))
            }
        }
        list.append(.popClip)
    }

    /// Converts a content point to window points: collectionFrame.origin + point − contentOffset.
    public func windowPoint(forContentPoint point: Point, collectionFrame: Rect) -> Point {
        Point(x: collectionFrame.minX + point.x - contentOffset.x, y: collectionFrame.minY + point.y - contentOffset.y)
    }
}
