import AppInput
import CardDrawing
import CollectionLayout
import CollectionView
import Interactions
import Typography

/// Pressing on the collection: events go to the press's controller (`PressInteraction+Events`),
/// which reads the window through `PressEnvironment`; what it asks of the collection is done here.
extension PlaygroundModel: PressEnvironment {
    /// A window point in the collection's content coordinates.
    public func contentPoint(forWindowPoint point: Point) -> Point {
        collectionView.contentPoint(forViewPoint: Point(x: point.x - collectionFrame.minX, y: point.y - collectionFrame.minY))
    }

    /// Tells the press `event` and does what it asks.
    func handlePress(_ event: PressEvent) {
        var press = interactions.press
        let commands = press.handle(event, in: self)
        interactions.press = press
        for command in commands { perform(command) }
    }

    /// Does one thing a press asks.
    private func perform(_ command: PressCommand) {
        switch command {
        case .touchDown(let point):
            collectionView.touchDown(at: contentPoint(forWindowPoint: point))
        case .touchUp(let point, let extending):
            collectionView.touchUp(at: contentPoint(forWindowPoint: point), extending: extending)
        case .unhighlight:
            collectionView.unhighlight()
        case .selectSegment(let segment, let section):
            do { try selectSegment(segment, inSection: section) } catch { showToast("error: \(error)") }
        case .scrollToCenter(let offset):
            collectionView.setContentOffset(offset, animated: true)
        case .open(let point):
            open(at: contentPoint(forWindowPoint: point))
        case .openActions(let itemID):
            handleSwipeReportingErrors(.open(itemID: itemID, leading: false, duration: SwipeRelease.baseDuration))
        case .refuseLift(let itemID):
            showToast("“\(data.content.item(itemID)?.title ?? itemID)” cannot be moved")
        case .moveLiftedItem(let point):
            collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
        case .dropLiftedItem(let commit):
            if commit { commitMove() } else { collectionView.cancelInteractiveMovement() }
        case .autoscroll(let seconds, let pointer):
            let scroll = ReorderAutoscroll.scroll(pointer: pointer, frame: collectionFrame,
                                                  scrollsVertically: collectionView.contentSize.height > collectionView.viewportSize.height,
                                                  seconds: seconds)
            guard scroll != .zero else { return }
            collectionView.scroll(by: scroll)
            collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: pointer))
        case .trackSwipe(let point):
            handleSwipeReportingErrors(.moved(to: point))
        case .releaseSwipe:
            handleSwipeReportingErrors(.released)
        case .shutSwipe:
            shutSwipe(animated: true)
        case .beginScroll(let start, let point):
            collectionView.touchViewPoint = Point(x: start.x - collectionFrame.minX, y: start.y - collectionFrame.minY)
            collectionView.beginDrag(at: start, over: Point(x: start.x - collectionFrame.minX, y: start.y - collectionFrame.minY),
                                     movingTo: point)
        case .scroll(let point):
            // Where the finger is as the content moves under it (a springy layout's `panGestureRecognizer.location(in:)`).
            collectionView.touchViewPoint = Point(x: point.x - collectionFrame.minX, y: point.y - collectionFrame.minY)
            collectionView.drag(to: point)
        case .endScroll:
            collectionView.endDrag()
        case .layOut:
            collectionView.layoutIfNeeded()
        }
    }

    // MARK: What a press reads

    /// Whether a window point is on the collection.
    package func isOnCollection(_ point: Point) -> Bool { collectionFrame.contains(point) }

    /// Whether a cell is lifted (reordering).
    package var isReordering: Bool { collectionView.movingItemID != nil }

    /// Whether a row's swipe follows the pointer.
    package var isSwipeTracking: Bool { swipeState == .tracking }

    /// Whether the content is being dragged.
    package var isScrolling: Bool { collectionView.isDragging }

    /// What a click lands on: a segment, a side item of cover flow or the line (not yet centred), or anything else.
    package func clickTarget(at point: Point) -> ClickTarget {
        let contentPoint = contentPoint(forWindowPoint: point)
        if let hit = segmentHit(at: contentPoint) { return .segment(hit.segment, section: hit.section) }
        if let row = collectionView.layout as? any ItemCenteringLayout,
           let indexPath = collectionView.indexPathForItem(at: contentPoint),
           let offset = row.contentOffset(centering: indexPath), offset != collectionView.contentOffset {
            return .sideItem(centeringOffset: offset)
        }
        return .other
    }

    /// In edit mode, a row's remove control (when its section has actions) or its grip (when its item may move).
    package func editControl(at point: Point) -> EditControlHit? {
        guard grid.editMode.isOn, let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: point)),
              let row = windowFrame(ofItemAt: indexPath), let itemID = collectionView.data.itemID(at: indexPath) else { return nil }
        if EditControlLayout.removeHitArea(in: row, rightToLeft: isRightToLeft).contains(point), !editActions(forSection: indexPath.section).isEmpty {
            return .remove(itemID: itemID)
        }
        if EditControlLayout.reorderHitArea(in: row, rightToLeft: isRightToLeft).contains(point), data.content.item(itemID)?.movable != false {
            return .grip(itemID: itemID)
        }
        return nil
    }

    // MARK: What a press asks, which may decline

    /// An open row takes a press: its buttons act, anywhere else shuts it.
    package func offerPressToSwipe(at point: Point) -> Bool { handleSwipeReportingErrors(.pressed(at: point)) }

    /// A quick sideways drag on a row with actions swipes it.
    package func offerDragToSwipe(from start: Point, to point: Point) -> Bool {
        handleSwipeReportingErrors(.pressMoved(from: start, to: point))
    }

    /// Lifts the cell at `start` (reordering) and moves it to follow `point`; false when there is none or it may not move.
    package func liftItem(at start: Point, following point: Point) -> Bool {
        guard let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: start)),
              collectionView.beginInteractiveMovementForItem(at: indexPath) else { return false }
        collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
        return true
    }

    /// A double-click in cover flow, in the line or on a pile opens it: the flow layout, the item (or the
    /// pile's first item) selected and centred.
    func open(at contentPoint: Point) {
        var target: CollectionLayout.IndexPath?
        if let stacked = collectionView.layout as? StackedLayout, let section = stacked.section(at: contentPoint),
           !data.content.sections[section].items.isEmpty {
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
