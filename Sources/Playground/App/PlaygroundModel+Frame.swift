import CardDrawing
import CollectionLayout
import CollectionView

/// The frame: each part of the app draws itself into the draw list in turn.
extension PlaygroundModel {
    /// The title the window shows: the scene's name — after a dot while anything is unsaved (its
    /// parameters differ from the file's, or its items were edited) —, a user's own layout, and the device with how it is shown.
    public var windowTitle: String {
        // A user's own layout names its class and file (the toolbar's segments are the built-in layouts).
        let ownLayout = layoutSource.map { " — \($0.build.name) (\($0.build.sourcePath.split(separator: "/").last.map(String.init) ?? $0.build.sourcePath))" } ?? ""
        return "\(hasUnsavedChanges ? "● " : "")\(document.scene.name)\(ownLayout)\(deviceDescription.map { " — \($0)" } ?? "") — Collection Playground"
    }

    /// The colours of this moment: the appearance's, or a moment of the crossfade into it.
    var palette: Palette { presentation.palette(at: time) }

    /// The colour behind everything: `shot --background`'s, or the appearance's background.
    var background: Color { presentation.backgroundOverride ?? palette.background }

    /// Everything the window shows now.
    public func drawList() -> DrawList {
        var list = DrawList(size: presentation.windowSize, background: background)
        // The audit judges the scene as drawn, without the overlays.
        let overlays = !presentation.isFindingAudit
        cells.painter.look = frameLook(overlays: overlays)
        // The collection, the device's furniture and the overlays are laid out on the device's
        // screen at one point a point and drawn where (and as large as) the screen is shown.
        if variantPanes != nil {
            // Variants: the panes take the collection's place.
            drawVariants(into: &list)
        } else {
            drawOnDeviceScreen(into: &list) { list in
                drawCircleLabel(into: &list)
                collectionView.draw(in: collectionFrame, painter: cells.painter, into: &list)
            }
            drawDesk(into: &list)
            drawOnDeviceScreen(into: &list) { list in
                drawDeviceScreen(into: &list)
                if presentation.showsDebugOverlay && overlays { drawOverlay(into: &list) }
                if presentation.showsRedlines && overlays { drawRedlines(into: &list) }
                if showsAudit { drawAuditFindings(into: &list) }
                if overlays { drawSelectedAuditFinding(into: &list) }
                if chrome.inspector.isOpen && overlays { drawInvalidationFlashes(into: &list) }
            }
        }
        if chrome.inspector.isOpen { drawInspector(into: &list) }
        drawSimulatedTouches(into: &list)
        if presentation.showsChrome { drawChrome(into: &list) }
        drawCommandPaletteAndHelp(into: &list)
        drawDialog(into: &list)
        return list
    }

    /// How this frame's cards look beyond their content, worked out from the state (changes nothing).
    func frameLook(overlays: Bool) -> FrameLook {
        var look = FrameLook()
        look.showsBaselines = presentation.showsDebugOverlay && overlays
        look.palette = palette
        look.reducesTransparency = presentation.accessibility.reduceTransparency
        look.differentiatesWithoutColor = presentation.accessibility.differentiateWithoutColor
        look.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection
        look.safeAreaSides = safeAreaSidesInContent
        look.drawsRows = presentation.layoutKind == .grid
        look.pixelScale = presentation.pixelScale
        look.time = time
        look.reflectsCovers = presentation.layoutKind == .coverflow
        look.editProgress = presentation.layoutKind == .grid ? editProgress : 0
        look.swipe = swipedItemID.map {
            SwipeDrawing(itemID: $0, revealed: interactions.swipe.revealed, actions: interactions.swipe.actions, widths: interactions.swipe.buttonWidths,
                         confirming: interactions.swipe.confirming, leading: interactions.swipe.leading)
        }
        look.grid = presentation.layoutKind == .grid || collectionView.layout is GridLayout ? grid.content : nil
        look.spinnerPhase = grid.content.placeholders.values.contains(where: \.showsActivityIndicator) ? Int(time * 12) % 12 : 0
        look.refusedItemID = isDropRefused ? collectionView.movingItemID : nil
        return look
    }

    /// Settles what the next frame shows that follows from the state rather than being kept in
    /// it — the circle's raised cards (the selected ones and the one under the pointer) — where the
    /// state changes (an event, a command, the clock, a selection); drawing never changes anything.
    package func settleFrameState() {
        updateRaisedCircleItems()
        settleVariants()
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

