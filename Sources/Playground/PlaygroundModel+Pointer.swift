import CollectionLayout
import CollectionView
import AppInput
import Typography

/// Input from the window: events dispatched, presses, drags, clicks and double-clicks on the collection.
extension PlaygroundModel {
    /// Applies one input event; returns false when the user asked to quit.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .quit:
            return false
        case .resized(let size):
            resize(to: size)
        case .wheel(let dx, let dy, let modifiers):
            if modifiers.contains(.ctrl) {
                wheelPinch(dy: dy)
            } else {
                // The wheel scrolls what is under the pointer (a band, or the content); with
                // Shift, a vertical wheel scrolls sideways, as on the desktop.
                let pointer = interactions.lastPointer ?? Point(x: collectionFrame.midX, y: collectionFrame.midY)
                // Two fingers sideways over a row with actions swipe it; anything else scrolls (and shuts an open row).
                if inspectorWheel(dy: dy, at: pointer) { break }
                if wheelSwipe(dx: dx, dy: dy, at: pointer) { break }
                shutSwipe(animated: true)
                var delta = Point(x: dx, y: dy)
                if modifiers.contains(.shift), delta.x == 0 { delta = Point(x: delta.y, y: 0) }
                collectionView.scrollWheel(by: delta, at: Point(x: pointer.x - collectionFrame.minX, y: pointer.y - collectionFrame.minY))
                collectionView.layoutIfNeeded()
            }
        case .key(let key, let modifiers):
            if key == "q" && modifiers.contains(.ctrl) { return false }
            handleKey(key, modifiers: modifiers)
        case .redraw:
            break
        case .pointerDown(let point, let modifiers):
            if contextMenuClick(at: point) || deviceMenuClick(at: point) || overflowMenuClick(at: point) || inspectorPointerDown(at: point) {
                break
            } else if point.y < chromeHeight {
                toolbarPointerDown(at: point)
            } else if modifiers.contains(.alt) {
                beginSimulatedPinch(at: point)
            } else {
                pointerDown(at: point)
                interactions.press.extendsSelection = modifiers.contains(.ctrl) || modifiers.contains(.shift)
            }
        case .pointerMove(let point):
            interactions.lastPointer = point
            if chrome.inspector.isPressed { inspectorPointerMoved(to: point) } else if interactions.pinch.simulated != nil { moveSimulatedPinch(to: point) } else if chrome.toolbar.pressed != nil { toolbarPointerMoved(to: point) } else {
                pointerMoved(to: point)
                updateHover(at: point)
            }
        case .pointerUp(let point):
            if chrome.inspector.isPressed { inspectorPointerUp() } else if interactions.pinch.simulated != nil { endSimulatedPinch(at: point) } else if chrome.toolbar.pressed != nil { toolbarPointerUp(at: point) } else {
                pointerUp(at: point)
            }
        case .secondaryClick(let point):
            interactions.lastPointer = point
            openContextMenu(at: point)
        case .pinch(let center, let scale, let phase):
            handlePinch(center: center, scale: scale, phase: phase)
        }
        return true
    }

    /// A window point in the collection's content coordinates.
    public func contentPoint(forWindowPoint point: Point) -> Point {
        collectionView.contentPoint(forViewPoint: Point(x: point.x - collectionFrame.minX, y: point.y - collectionFrame.minY))
    }

    func pointerDown(at point: Point) {
        guard collectionFrame.contains(point) else { return }
        // An open cell takes the press: its buttons act, anywhere else shuts it.
        if swipePress(at: point) { return }
        if editControlPress(at: point) { return }
        interactions.press.begin(at: point, time: time)
        collectionView.touchDown(at: contentPoint(forWindowPoint: point))
    }

    func pointerMoved(to point: Point) {
        guard let start = interactions.press.start else { return }
        interactions.press.pointer = point
        if collectionView.movingItemID != nil {
            collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
            return
        }
        if swipeState == .tracking {
            trackSwipe(to: point)
            return
        }
        if !collectionView.isDragging {
            guard abs(point.x - start.x) > PressInteraction.dragThreshold || abs(point.y - start.y) > PressInteraction.dragThreshold else { return }
            // Held still long enough on a cell: the cell lifts and follows (reordering).
            if time - interactions.press.startTime >= PressInteraction.liftDelay,
               let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: start)),
               collectionView.beginInteractiveMovementForItem(at: indexPath) {
                collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
                return
            }
            // Sideways on a cell with actions (not held): a swipe; otherwise the content scrolls.
            if time - interactions.press.startTime < PressInteraction.liftDelay, beginSwipeIfHorizontal(from: start, to: point) { return }
            collectionView.unhighlight()
            shutSwipe(animated: true)
            collectionView.beginDrag(at: start, over: Point(x: start.x - collectionFrame.minX, y: start.y - collectionFrame.minY),
                                     movingTo: point)
        }
        collectionView.drag(to: point)
    }

    func pointerUp(at point: Point) {
        guard interactions.press.isDown else { return }
        interactions.press.end()
        if swipeState == .tracking {
            endSwipe()
            return
        }
        if collectionView.movingItemID != nil {
            // A drop outside the collection cancels; inside it commits the new order.
            if collectionFrame.contains(point) { commitMove() } else { collectionView.cancelInteractiveMovement() }
            collectionView.layoutIfNeeded()
            return
        }
        if collectionView.isDragging {
            collectionView.endDrag()
        } else {
            let contentPoint = contentPoint(forWindowPoint: point)
            // A click on a segment of a segmented control shows that segment.
            if let hit = segmentHit(at: contentPoint) {
                collectionView.unhighlight()
                do { try selectSegment(hit.segment, inSection: hit.section) } catch { showToast("error: \(error)") }
                collectionView.layoutIfNeeded()
                return
            }
            // In cover flow and the line a click on a side item brings it to the centre.
            if let row = collectionView.layout as? any ItemCenteringLayout,
               let indexPath = collectionView.indexPathForItem(at: contentPoint),
               let offset = row.contentOffset(centering: indexPath), offset != collectionView.contentOffset {
                collectionView.unhighlight()
                collectionView.setContentOffset(offset, animated: true)
            } else if interactions.press.isDoubleClick(at: point, time: time) {
                interactions.press.lastClick = nil
                collectionView.unhighlight()
                open(at: contentPoint)
                collectionView.layoutIfNeeded()
                return
            } else {
                collectionView.touchUp(at: contentPoint, extending: interactions.press.extendsSelection)
            }
            interactions.press.lastClick = PressInteraction.Click(point: point, time: time)
        }
        collectionView.layoutIfNeeded()
    }

    /// A double-click in cover flow, in the line or on a pile opens it: the flow layout, the item (or the
    /// pile's first item) selected and centred.
    func open(at contentPoint: Point) {
        var target: CollectionLayout.IndexPath?
        if let stacked = collectionView.layout as? StackedLayout, let section = stacked.section(at: contentPoint),
           !content.sections[section].items.isEmpty {
            target = CollectionLayout.IndexPath(item: 0, section: section)
        } else if collectionView.layout is any ItemCenteringLayout {
            target = collectionView.indexPathForItem(at: contentPoint)
        }
        guard let target, let id = collectionView.data.itemID(at: target) else { return }
        collectionView.selectItem(at: target)
        layoutKindChanged(to: .flow)
        let flow = makeLayout(.flow)
        collectionView.setLayout(flow, animated: true, centering: id)
    }
}
