import CardDrawing
import CollectionLayout
import CollectionView

/// The frame: each part of the app draws itself into the draw list in turn.
extension PlaygroundModel {
    /// The title the window shows: the scene's name — after a dot while anything is unsaved (its
    /// parameters differ from the file's, or its items were edited) —, a user's own layout, and the device with how it is shown.
    public var windowTitle: String {
        // A user's own layout names its class and file (the toolbar's segments are the built-in layouts).
        let ownLayout = layoutSource.map { " — \($0.build.className) (\($0.build.sourcePath.split(separator: "/").last.map(String.init) ?? $0.build.sourcePath))" } ?? ""
        return "\(hasUnsavedChanges ? "● " : "")\(scene.name)\(ownLayout)\(deviceDescription.map { " — \($0)" } ?? "") — Collection Playground"
    }

    /// Everything the window shows now.
    public func drawList() -> DrawList {
        var list = DrawList(size: windowSize, background: background)
        // The audit judges the scene as drawn, without the overlays.
        let overlays = !presentation.isFindingAudit
        painter.showsBaselines = debugOverlay && overlays
        painter.palette = palette
        painter.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
        painter.safeAreaSides = safeAreaSidesInContent
        painter.drawsRows = layoutKind == .grid
        painter.pixelScale = pixelScale
        painter.time = time
        painter.reflectsCovers = layoutKind == .coverflow
        // A picture fading in changes its cell's drawing every frame.
        if isFadingPictures { collectionView.cellContentsChanged() }
        painter.editProgress = layoutKind == .grid ? editProgress : 0
        painter.swipe = swipedItemID.map {
            SwipeDrawing(itemID: $0, revealed: interactions.swipe.revealed, actions: interactions.swipe.actions, widths: interactions.swipe.buttonWidths,
                         confirming: interactions.swipe.confirming, leading: interactions.swipe.leading)
        }
        painter.grid = layoutKind == .grid || collectionView.layout is GridLayout ? gridContent : nil
        // Each cell's state says what a configurationUpdateHandler would hear: editing, swiped.
        collectionView.isEditing = isEditing
        collectionView.swipedItemID = swipedItemID
        painter.spinnerPhase = gridContent.placeholders.values.contains(where: \.showsActivityIndicator) ? Int(time * 12) % 12 : 0
        markRefusedDrop()
        updateRaisedCircleItems()
        // The collection, the device's furniture and the overlays are laid out on the device's
        // screen at one point a point and drawn where (and as large as) the screen is shown.
        drawOnDeviceScreen(into: &list) { list in
            drawCircleLabel(into: &list)
            collectionView.draw(in: collectionFrame, painter: painter, into: &list)
        }
        drawDesk(into: &list)
        drawOnDeviceScreen(into: &list) { list in
            drawDeviceScreen(into: &list)
            if debugOverlay && overlays { drawOverlay(into: &list) }
            if showsRedlines && overlays { drawRedlines(into: &list) }
            if showsAudit { drawAuditFindings(into: &list) }
            if overlays { drawSelectedAuditFinding(into: &list) }
            if chrome.inspector.isOpen && overlays { drawInvalidationFlashes(into: &list) }
        }
        if chrome.inspector.isOpen { drawInspector(into: &list) }
        drawSimulatedTouches(into: &list)
        if showsChrome { drawChrome(into: &list) }
        drawCommandPaletteAndHelp(into: &list)
        drawDialog(into: &list)
        return list
    }

    /// Where the safe area's sides lie in content coordinates, when content that does not scroll
    /// sideways reaches under them (a landscape phone); none otherwise.
    var safeAreaSidesInContent: SafeAreaSides {
        let safe = collectionView.safeAreaInsets
        guard safe.left > 0 || safe.right > 0, collectionView.adjustedContentInset.left == collectionView.contentInset.left else {
            return SafeAreaSides()
        }
        let x = collectionView.contentOffset.x
        return SafeAreaSides(leftEdge: x + safe.left, rightEdge: x + collectionView.viewportSize.width - safe.right)
    }
}

