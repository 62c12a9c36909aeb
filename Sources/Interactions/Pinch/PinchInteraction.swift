import Foundation
import CollectionLayout

/// What a pinch holds, decided when the fingers come down.
package enum PinchTarget {
    /// A cell that follows the fingers (flow, cover flow): Apple's PinchIt.
    case cell(itemID: String)
    /// The circle's radius, from its size when the pinch began.
    case radius(start: Double)
    /// A pile of the stacked layout: spread, then opened into the flow layout.
    case pile(section: Int)
    /// The compositional or grid layout's columns, from the adjustment when the pinch began.
    case columns(start: Int)
}

/// Owns a pinch from every source — a touchscreen, Ctrl + wheel (a trackpad's pinch arrives so)
/// and Alt + drag, which like the iOS Simulator shows two touch points mirrored around the
/// window's centre — and what it holds.
package struct PinchInteraction {
    /// Below this scale a pinched pile only spreads; above it the pile opens into the flow layout.
    package static let pileOpeningScale = 1.8
    /// How much more scale beyond the opening threshold completes the transition.
    package static let pileOpeningRange = 1.2
    /// Past this progress a released transition finishes (Apple's sample: 0.1).
    package static let pileFinishProgress = 0.1
    /// The pinch scale that takes one column away from (or, inverted, adds one to) the compositional layout.
    package static let columnStepScale = 1.4
    /// A wheel pinch ends this long after its last Ctrl + wheel step.
    package static let wheelTimeout = 0.3

    /// A pinch made with Alt + drag: the pointer is one finger, its mirror the other.
    package struct Simulated {
        /// The pointer where the drag started.
        package var start: Point
        /// The pointer now.
        package var current: Point

        /// A drag from `start`, now at `current`.
        package init(start: Point, current: Point) {
            self.start = start
            self.current = current
        }
    }

    /// A pinch made with Ctrl + wheel steps.
    package struct Wheel {
        /// The scale the steps have reached.
        package var scale: Double
        /// Where the pointer was when the first step came.
        package var center: Point
        /// When the last step came.
        package var lastStep: Double

        /// Steps that reached `scale` about `center`, the last at `lastStep`.
        package init(scale: Double, center: Point, lastStep: Double) {
            self.scale = scale
            self.center = center
            self.lastStep = lastStep
        }
    }

    /// What the pinch in progress holds.
    package internal(set) var target: PinchTarget?
    /// The Alt + drag pinch in progress.
    package internal(set) var simulated: Simulated?
    /// The Ctrl + wheel pinch in progress.
    package internal(set) var wheel: Wheel?

    /// The two simulated touch points around `center`, while Alt + drag pinches.
    package func simulatedTouches(around center: Point) -> (Point, Point)? {
        guard let simulated else { return nil }
        return (simulated.current, Point(x: 2 * center.x - simulated.current.x, y: 2 * center.y - simulated.current.y))
    }

    /// The Alt + drag pinch's scale with the pointer at `point`: its distance from `center`
    /// over the distance where the drag began (each at least a point).
    package func simulatedScale(at point: Point, around center: Point) -> Double? {
        guard let simulated else { return nil }
        return Self.distance(point, center) / Self.distance(simulated.start, center)
    }

    private static func distance(_ point: Point, _ center: Point) -> Double {
        let dx = point.x - center.x, dy = point.y - center.y
        return max(1, (dx * dx + dy * dy).squareRoot())
    }

    /// One Ctrl + wheel step of `dy` at `time`: the scale grows by e^(−dy/300), kept in 0.2…6.
    package mutating func wheelStep(dy: Double, at time: Double) {
        guard var wheel else { return }
        wheel.scale = max(0.2, min(6, wheel.scale * exp(-dy / 300)))
        wheel.lastStep = time
        self.wheel = wheel
    }

    /// Whether the wheel pinch has rested long enough at `time` to end.
    package func wheelHasRested(at time: Double) -> Bool {
        wheel.map { time - $0.lastStep >= Self.wheelTimeout } ?? false
    }

    /// The compositional and grid layouts' column adjustment for a pinch that began at `start`
    /// and has reached `scale`: each factor of `columnStepScale` spreading takes a column away,
    /// each pinching in adds one, within ±11.
    package static func columnAdjustment(start: Int, scale: Double) -> Int {
        let steps = Int((log(scale) / log(columnStepScale)).rounded(.towardZero))
        return max(-11, min(11, start - steps))
    }
}
