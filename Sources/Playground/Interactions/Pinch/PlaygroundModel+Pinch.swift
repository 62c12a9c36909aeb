import AppInput
import CollectionLayout
import CollectionView
import Foundation
import Interactions

/// Pinching in every layout: a cell follows the fingers in flow and cover flow, the circle
/// grows and shrinks, and a pile spreads around the fingers, then — pinched further — opens
/// into the flow layout interactively, finishing or cancelling when the fingers lift; in the
/// compositional and grid layouts, spreading the fingers takes a column away and pinching adds one.
/// What the pinch holds lives in `PinchInteraction`; this applies it to the collection view.
extension PlaygroundModel {
    /// A pinch about `pointer` (window points: the touchpad's, Ctrl+wheel's or Alt+drag's centre).
    func handlePinch(center pointer: Point, scale: Double, phase: GesturePhase) {
        let center = devicePoint(forWindowPoint: pointer)
        let point = contentPoint(forWindowPoint: center)
        switch phase {
        case .began:
            interactions.pinch.target = nil
            guard collectionFrame.contains(center) else { return }
            if collectionView.layout is CompositionalLayout || collectionView.layout is GridLayout {
                interactions.pinch.target = .columns(start: presentation.columnAdjustment)
            } else if let circle = collectionView.layout as? CircleLayout {
                interactions.pinch.target = .radius(start: circle.effectiveRadius)
            } else if let stacked = collectionView.layout as? StackedLayout {
                interactions.pinch.target = stacked.section(at: point).map { .pile(section: $0) }
            } else if let indexPath = collectionView.indexPathForItem(at: point),
                      let id = collectionView.data.itemID(at: indexPath) {
                interactions.pinch.target = .cell(itemID: id)
                collectionView.unhighlight()
            }
            pinchChanged(point: point, scale: scale)
        case .changed:
            pinchChanged(point: point, scale: scale)
        case .ended:
            pinchEnded()
        }
    }

    private func pinchChanged(point: Point, scale: Double) {
        switch interactions.pinch.target {
        case .cell(let id):
            collectionView.pinchItem(id, center: point, scale: scale)
        case .radius(let start):
            guard let circle = collectionView.layout as? CircleLayout else { return }
            circle.radius = max(20, start * scale)
            collectionView.invalidateLayoutNow()
        case .columns(let start):
            guard scale > 0 else { return }
            let adjustment = PinchInteraction.columnAdjustment(start: start, scale: scale)
            guard adjustment != presentation.columnAdjustment else { return }
            presentation.columnAdjustment = adjustment
            collectionView.setLayout(makeLayout(layoutKind), animated: true)
        case .pile(let section):
            if collectionView.interactiveTransition != nil {
                collectionView.updateInteractiveTransition(progress: (scale - PinchInteraction.pileOpeningScale) / PinchInteraction.pileOpeningRange)
                return
            }
            guard let stacked = collectionView.layout as? StackedLayout else { return }
            if scale > PinchInteraction.pileOpeningScale {
                stacked.spreadSection = nil
                stacked.spreadDistance = 0
                collectionView.invalidateLayoutNow()
                collectionView.startInteractiveTransition(to: makeLayout(.flow))
                collectionView.updateInteractiveTransition(progress: (scale - PinchInteraction.pileOpeningScale) / PinchInteraction.pileOpeningRange)
            } else {
                stacked.spreadSection = section
                stacked.spreadCenter = point
                stacked.spreadDistance = max(0, (scale - 1) * 140)
                collectionView.invalidateLayoutNow()
            }
        case nil:
            break
        }
    }

    private func pinchEnded() {
        defer { interactions.pinch.target = nil }
        switch interactions.pinch.target {
        case .cell:
            collectionView.releasePinchedItem()
        case .pile:
            if let transition = collectionView.interactiveTransition {
                if transition.transitionProgress > PinchInteraction.pileFinishProgress {
                    collectionView.finishInteractiveTransition()
                    layoutKindChanged(to: .flow)
                } else {
                    collectionView.cancelInteractiveTransition()
                }
            } else if let stacked = collectionView.layout as? StackedLayout {
                // The spread pile gathers again.
                stacked.spreadSection = nil
                stacked.spreadDistance = 0
                collectionView.setLayout(stacked, animated: true, keepingCenterItem: false)
            }
        case .radius, .columns, nil:
            break
        }
    }
}

/// Where pinches come from besides a touchscreen: Ctrl + wheel and Alt + drag (`PinchInteraction`).
extension PlaygroundModel {
    /// The window's centre, around which simulated touches mirror.
    var windowCenter: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    /// The two simulated touch points, while Alt + drag pinches.
    public var simulatedTouches: (Point, Point)? { interactions.pinch.simulatedTouches(around: windowCenter) }

    func beginSimulatedPinch(at point: Point) {
        interactions.pinch.simulated = PinchInteraction.Simulated(start: point, current: point)
        handlePinch(center: windowCenter, scale: 1, phase: .began)
    }

    func moveSimulatedPinch(to point: Point) {
        guard let scale = interactions.pinch.simulatedScale(at: point, around: windowCenter) else { return }
        interactions.pinch.simulated?.current = point
        handlePinch(center: windowCenter, scale: scale, phase: .changed)
    }

    func endSimulatedPinch(at point: Point) {
        guard let scale = interactions.pinch.simulatedScale(at: point, around: windowCenter) else { return }
        interactions.pinch.simulated = nil
        handlePinch(center: windowCenter, scale: scale, phase: .ended)
    }

    /// Ctrl + wheel: each step scales the running pinch (starting one at the pointer if needed).
    func wheelPinch(dy: Double) {
        let center = interactions.lastPointer ?? windowCenter
        if interactions.pinch.wheel == nil {
            interactions.pinch.wheel = PinchInteraction.Wheel(scale: 1, center: center, lastStep: time)
            handlePinch(center: center, scale: 1, phase: .began)
        }
        interactions.pinch.wheelStep(dy: dy, at: time)
        guard let wheel = interactions.pinch.wheel else { return }
        handlePinch(center: wheel.center, scale: wheel.scale, phase: .changed)
    }

    /// Ends a wheel pinch once the wheel has rested.
    func endWheelPinchIfIdle() {
        guard interactions.pinch.wheelHasRested(at: time), let wheel = interactions.pinch.wheel else { return }
        interactions.pinch.wheel = nil
        handlePinch(center: wheel.center, scale: wheel.scale, phase: .ended)
    }

    /// Draws the simulated touch points.
    func drawSimulatedTouches(into list: inout DrawList) {
        guard let (first, second) = simulatedTouches else { return }
        for point in [first, second] {
            list.append(.fill(Rect(x: point.x - 18, y: point.y - 18, width: 36, height: 36),
                              color: Color(red: 120, green: 120, blue: 128, alpha: 110), cornerRadius: 18))
            list.append(.fill(Rect(x: point.x - 15, y: point.y - 15, width: 30, height: 30),
                              color: Color(red: 255, green: 255, blue: 255, alpha: 120), cornerRadius: 15))
        }
    }
}
