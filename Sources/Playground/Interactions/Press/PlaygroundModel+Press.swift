import AppInput
import CollectionLayout
import CollectionView
import Interactions
import Typography

/// The press on the collection (`PressInteraction`) applied to it: a press highlights, a click
/// selects (Ctrl or Shift adds), a double-click opens, a press that moves becomes what
/// `InputArbitration` decides — a lift, a swipe or a scroll.
extension PlaygroundModel {
    /// A window point in the collection's content coordinates.
    public func contentPoint(forWindowPoint point: Point) -> Point {
        collectionView.contentPoint(forViewPoint: Point(x: point.x - collectionFrame.minX, y: point.y - collectionFrame.minY))
    }

    func pointerDown(at point: Point) {
        guard collectionFrame.contains(point) else { return }
        // An open cell takes the press: its buttons act, anywhere else shuts it.
        if handleSwipeReportingErrors(.pressed(at: point)) { return }
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
            handleSwipeReportingErrors(.moved(to: point))
            return
        }
        if !collectionView.isDragging {
            let recognizers = InputArbitration.dragRecognizers(heldFor: time - interactions.press.startTime,
                                                               dx: point.x - start.x, dy: point.y - start.y)
            guard !recognizers.isEmpty else { return }
            for recognizer in recognizers {
                switch recognizer {
                case .lift:
                    // Held still long enough on a cell: the cell lifts and follows (reordering).
                    if let indexPath = collectionView.indexPathForItem(at: contentPoint(forWindowPoint: start)),
                       collectionView.beginInteractiveMovementForItem(at: indexPath) {
                        collectionView.updateInteractiveMovementTargetPosition(contentPoint(forWindowPoint: point))
                        return
                    }
                case .swipe:
                    // Quick and sideways on a cell with actions: a swipe.
                    if handleSwipeReportingErrors(.pressMoved(from: start, to: point)) { return }
                case .scroll:
                    collectionView.unhighlight()
                    shutSwipe(animated: true)
                    collectionView.beginDrag(at: start, over: Point(x: start.x - collectionFrame.minX, y: start.y - collectionFrame.minY),
                                             movingTo: point)
                }
            }
        }
        collectionView.drag(to: point)
    }

    func pointerUp(at point: Point) {
        guard interactions.press.isDown else { return }
        interactions.press.end()
        if swipeState == .tracking {
            handleSwipeReportingErrors(.released)
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
