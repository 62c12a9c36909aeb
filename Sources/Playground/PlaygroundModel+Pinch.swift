import Foundation
import AppInput
import CollectionLayout
import CollectionView

/// What a pinch holds, decided when the fingers come down.
enum PinchTarget {
    /// A cell that follows the fingers (flow, cover flow): Apple's PinchIt.
    case cell(itemID: String)
    /// The circle's radius, from its size when the pinch began.
    case radius(start: Double)
    /// A pile of the stacked layout: spread, then opened into the flow layout.
    case pile(section: Int)
    /// The compositional or grid layout's columns, from the adjustment when the pinch began.
    case columns(start: Int)
}

/// Pinching in every layout: a cell follows the fingers in flow and cover flow, the circle
/// grows and shrinks, and a pile spreads around the fingers, then — pinched further — opens
/// into the flow layout interactively, finishing or cancelling when the fingers lift; in the
/// compositional and grid layouts, spreading the fingers takes a column away and pinching adds one.
extension PlaygroundModel {
    /// Below this scale a pinched pile only spreads; above it the pile opens into the flow layout.
    static let pileOpeningScale = 1.8
    /// How much more scale beyond the opening threshold completes the transition.
    static let pileOpeningRange = 1.2
    /// Past this progress a released transition finishes (Apple's sample: 0.1).
    static let pileFinishProgress = 0.1
    /// The pinch scale that takes one column away from (or, inverted, adds one to) the compositional layout.
    static let columnStepScale = 1.4

    func handlePinch(center: Point, scale: Double, phase: GesturePhase) {
        let point = contentPoint(forWindowPoint: center)
        switch phase {
        case .began:
            pinch = nil
            guard collectionFrame.contains(center) else { return }
            if collectionView.layout is CompositionalLayout || collectionView.layout is GridLayout {
                pinch = .columns(start: columnAdjustment)
            } else if let circle = collectionView.layout as? CircleLayout {
                pinch = .radius(start: circle.effectiveRadius)
            } else if let stacked = collectionView.layout as? StackedLayout {
                pinch = stacked.section(at: point).map { .pile(section: $0) }
            } else if let indexPath = collectionView.indexPathForItem(at: point),
                      let id = collectionView.data.itemID(at: indexPath) {
                pinch = .cell(itemID: id)
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
        switch pinch {
        case .cell(let id):
            collectionView.pinchItem(id, center: point, scale: scale)
        case .radius(let start):
            guard let circle = collectionView.layout as? CircleLayout else { return }
            circle.radius = max(20, start * scale)
            collectionView.invalidateLayoutNow()
        case .columns(let start):
            guard scale > 0 else { return }
            let steps = Int((log(scale) / log(Self.columnStepScale)).rounded(.towardZero))
            let adjustment = max(-11, min(11, start - steps))
            guard adjustment != columnAdjustment else { return }
            columnAdjustment = adjustment
            collectionView.setLayout(makeLayout(layoutKind), animated: true)
        case .pile(let section):
            if collectionView.interactiveTransition != nil {
                collectionView.updateInteractiveTransition(progress: (scale - Self.pileOpeningScale) / Self.pileOpeningRange)
                return
            }
            guard let stacked = collectionView.layout as? StackedLayout else { return }
            if scale > Self.pileOpeningScale {
                stacked.spreadSection = nil
                stacked.spreadDistance = 0
                collectionView.invalidateLayoutNow()
                collectionView.startInteractiveTransition(to: makeLayout(.flow))
                collectionView.updateInteractiveTransition(progress: (scale - Self.pileOpeningScale) / Self.pileOpeningRange)
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
        defer { pinch = nil }
        switch pinch {
        case .cell:
            collectionView.releasePinchedItem()
        case .pile:
            if let transition = collectionView.interactiveTransition {
                if transition.transitionProgress > Self.pileFinishProgress {
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
