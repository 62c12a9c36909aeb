import CollectionLayout

/// Reading what is shown and painting it into a DrawList.
extension CollectionView {
    /// The attributes of every element in the visible bounds, in painting order
    /// (ascending zIndex, then category, kind and index path).
    public func visibleAttributes() -> [LayoutAttributes] {
        calls(layout).layoutAttributesForElements(in: bounds)
            .filter { !$0.isHidden }
            .sorted { ($0.zIndex, $0.elementKey) < ($1.zIndex, $1.elementKey) }
    }

    /// The attributes of every element of the whole content, ordered as `dump --all` lists them.
    public func allAttributes() -> [LayoutAttributes] {
        let everything = Rect(x: -1e9, y: -1e9, width: 2e9 + contentSize.width, height: 2e9 + contentSize.height)
        return calls(layout).layoutAttributesForElements(in: everything).sorted { $0.elementKey < $1.elementKey }
    }

    /// The state a cell of `itemID` is shown in now, as a `configurationUpdateHandler` receives it
    /// (every field false for supplementary and decoration views).
    public func cellState(of itemID: String?, at indexPath: IndexPath) -> CellState {
        guard let itemID else { return CellState() }
        return CellState(isSelected: selectedItemIDs.contains(itemID), isHighlighted: itemID == highlightedItemID,
                         isDisabled: !(delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true),
                         isEditing: isEditing, isSwiped: itemID == swipedItemID)
    }

    /// Paints what is on screen now — animations interpolated — into `list`, the collection
    /// shown at `frame` in the window. Each element's live view keeps the drawing it was
    /// configured with while it shows the same; only views showing something new are painted.
    public func draw(in frame: Rect, painter: any ElementPainter, into list: inout DrawList) {
        layoutIfNeeded()
        updateLiveViews()
        list.append(.pushClip(frame))
        for element in presentationElements() {
            let attributes = effectiveAttributes(element.attributes)
            let origin = windowFrame(for: element.attributes, collectionFrame: frame).origin
            let itemID: String? = if case .cell(let id) = element.identity { id } else { nil }
            let state = cellState(of: itemID, at: attributes.indexPath)
            if attributes.transform3D.isIdentity {
                let drawing = configuredCommands(element.identity, attributes, itemID: itemID, state: state, painter: painter)
                // A soft shadow reaches past the element: drawn before its layer, not in it.
                let shadows = drawing.prefix { if case .shadow = $0 { true } else { false } }
                for shadow in shadows { list.append(shadow.translated(by: origin)) }
                let commands = drawing.dropFirst(shadows.count)
                if groupsFlatElementsIntoLayers {
                    // One layer an element, keyed by what it shows, so a window keeps its texture
                    // while it only moves (scrolling draws only what came into view).
                    var key = Hasher()
                    key.combine(ViewConfiguration.Key(identity: element.identity, size: attributes.size, alpha: attributes.alpha,
                                                      state: state, contentGeneration: layerContentGeneration,
                                                      painter: ObjectIdentifier(painter as AnyObject), appearance: painter.appearanceKey,
                                                      attributes: painter.attributesKey(attributes)))
                    let margin = Self.layerMargin
                    list.append(.flatLayer(frame: Rect(origin: origin, size: attributes.size).insetBy(dx: -margin, dy: -margin),
                                           contentKey: key.finalize(), commands: commands.map { $0.translated(by: origin) }))
                } else {
                    for command in commands { list.append(command.translated(by: origin)) }
                }
            } else {
                // Painted flat into a layer (opaque), which the renderer shows through the transform.
                var flat = attributes
                flat.alpha = 1
                let commands = configuredCommands(element.identity, flat, itemID: itemID, state: state, painter: painter)
                var key = Hasher()
                key.combine(element.identity)
                key.combine(state)
                key.combine(layerContentGeneration)
                key.combine(ObjectIdentifier(painter as AnyObject))
                key.combine(painter.appearanceKey)
                key.combine(painter.attributesKey(flat))
                // The layer reaches a little past the cell, so what a cell draws just outside its
                // frame (a hairline, a selection ring) is kept; the transform keeps the same centre.
                let margin = Self.transformedLayerMargin
                let windowFrame = Rect(origin: origin, size: attributes.size)
                list.append(.transformed(frame: windowFrame.insetBy(dx: -margin, dy: -margin), transform: attributes.transform3D,
                                         alpha: attributes.alpha, contentKey: key.finalize(),
                                         commands: commands.map { $0.translated(by: origin) }))
            }
        }
        list.append(.popClip)
    }

    /// The drawing of an element in its own points: its live view's configured drawing when the
    /// view was configured for the same content, else painted now (and kept by the view).
    private func configuredCommands(_ identity: ElementIdentity, _ attributes: LayoutAttributes, itemID: String?,
                                    state: CellState, painter: any ElementPainter) -> [DrawCommand] {
        let key = ViewConfiguration.Key(identity: identity, size: attributes.size, alpha: attributes.alpha, state: state,
                                        contentGeneration: layerContentGeneration,
                                        painter: ObjectIdentifier(painter as AnyObject), appearance: painter.appearanceKey,
                                        attributes: painter.attributesKey(attributes))
        let view = reusesConfiguredContent ? reuse.liveViews[identity] : nil
        if let configuration = view?.configuration, configuration.key == key { return configuration.commands }
        var drawing = DrawList(size: attributes.size, background: Color(hex: 0))
        painter.paint(attributes, itemID: itemID, state: state, frame: Rect(origin: .zero, size: attributes.size), into: &drawing)
        if itemID != nil { configuredCellCount += 1 }
        view?.configuration = ViewConfiguration(key: key, commands: drawing.commands)
        return drawing.commands
    }

    /// Converts a content point (the layout's coordinates) to window points: collectionFrame.origin
    /// + point − contentOffset, the x mirrored when the layout is shown flipped (right-to-left).
    public func windowPoint(forContentPoint point: Point, collectionFrame: Rect) -> Point {
        let x = isFlippedHorizontally ? viewportSize.width - (point.x - contentOffset.x) : point.x - contentOffset.x
        return Point(x: collectionFrame.minX + x, y: collectionFrame.minY + point.y - contentOffset.y)
    }
}
