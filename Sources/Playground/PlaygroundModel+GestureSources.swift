import CollectionLayout
import CollectionView

/// Where pinches come from besides a touchscreen: Ctrl + wheel (a trackpad's pinch arrives so)
/// and Alt + drag, which — like the iOS Simulator — shows two touch points mirrored around the
/// window's centre and pinches by their distance.
extension PlaygroundModel {
    /// A pinch made with Alt + drag: the pointer is one finger, its mirror the other.
    struct SimulatedPinch {
        /// The pointer where the drag started.
        var start: Point
        /// The pointer now.
        var current: Point
    }

    /// A wheel pinch ends this long after its last Ctrl + wheel step.
    static let wheelPinchTimeout = 0.3

    /// The window's centre, around which simulated touches mirror.
    var windowCenter: Point { Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    /// The two simulated touch points, while Alt + drag pinches.
    public var simulatedTouches: (Point, Point)? {
        guard let simulatedPinch else { return nil }
        let center = windowCenter
        return (simulatedPinch.current, Point(x: 2 * center.x - simulatedPinch.current.x, y: 2 * center.y - simulatedPinch.current.y))
    }

    private func distanceFromCenter(_ point: Point) -> Double {
        let dx = point.x - windowCenter.x, dy = point.y - windowCenter.y
        return max(1, (dx * dx + dy * dy).squareRoot())
    }

    func beginSimulatedPinch(at point: Point) {
        simulatedPinch = SimulatedPinch(start: point, current: point)
        handlePinch(center: windowCenter, scale: 1, phase: .began)
    }

    func moveSimulatedPinch(to point: Point) {
        guard var pinch = simulatedPinch else { return }
        pinch.current = point
        simulatedPinch = pinch
        handlePinch(center: windowCenter, scale: distanceFromCenter(point) / distanceFromCenter(pinch.start), phase: .changed)
    }

    func endSimulatedPinch(at point: Point) {
        guard let pinch = simulatedPinch else { return }
        simulatedPinch = nil
        handlePinch(center: windowCenter, scale: distanceFromCenter(point) / distanceFromCenter(pinch.start), phase: .ended)
    }

    /// Ctrl + wheel: each step scales the running pinch (starting one at the pointer if needed).
    func wheelPinch(dy: Double) {
        let center = lastPointer ?? windowCenter
        if wheelPinchState == nil {
            wheelPinchState = (scale: 1, center: center, lastStep: time)
            handlePinch(center: center, scale: 1, phase: .began)
        }
        guard var state = wheelPinchState else { return }
        state.scale = max(0.2, min(6, state.scale * exp(-dy / 300)))
        state.lastStep = time
        wheelPinchState = state
        handlePinch(center: state.center, scale: state.scale, phase: .changed)
    }

    /// Ends a wheel pinch once the wheel has rested.
    func endWheelPinchIfIdle() {
        guard let state = wheelPinchState, time - state.lastStep >= Self.wheelPinchTimeout else { return }
        wheelPinchState = nil
        handlePinch(center: state.center, scale: state.scale, phase: .ended)
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

import Foundation
