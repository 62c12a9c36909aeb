import Foundation
import Testing
@_spi(Playground) import UIKit

/// UIKit Dynamics for layouts: an attachment spring of frequency f (Hz) and damping ratio ζ moves its item as the
/// damped oscillator y'' + 2ζω·y' + ω²·y = 0, ω = 2πf, whose closed form is worked here by hand; the animator is
/// stepped by the playground's clock in fixed 1/120 s steps, and comes to rest.
@MainActor
@Suite struct DynamicsTests {
    /// The closed form of a spring released from `displacement` at rest after `time` seconds (ζ < 1: e^(−ζωt)·(cos ω_d·t
    /// + ζω/ω_d·sin ω_d·t), ω_d = ω·√(1 − ζ²); ζ = 1: (1 + ωt)·e^(−ωt)).
    private func released(_ displacement: Double, frequency: Double, damping: Double, after time: Double) -> Double {
        let omega = 2 * Double.pi * frequency
        if damping == 1 { return displacement * (1 + omega * time) * exp(-omega * time) }
        let damped = omega * (1 - damping * damping).squareRoot()
        return displacement * exp(-damping * omega * time) * (cos(damped * time) + damping * omega / damped * sin(damped * time))
    }

    /// A cell's attributes 100 × 40 centred at a point.
    private func cell(_ item: Int, at center: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.size = CGSize(width: 100, height: 40)
        attributes.center = center
        return attributes
    }

    /// An animator with one item attached at (100, 100) by a zero-length spring, the item moved `displacement`
    /// points down from it, the clock at 0.
    private func spring(displacement: CGFloat, frequency: CGFloat, damping: CGFloat) -> (UIDynamicAnimator, UICollectionViewLayoutAttributes, UIAttachmentBehavior) {
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let item = cell(0, at: CGPoint(x: 100, y: 100))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        attachment.length = 0
        attachment.frequency = frequency
        attachment.damping = damping
        animator.advance(to: 0)
        animator.addBehavior(attachment)
        item.center.y += displacement
        animator.updateItem(usingCurrentState: item)
        return (animator, item, attachment)
    }

    @Test func anUnderdampedSpringFollowsTheClosedForm() {
        // f = 1 Hz, ζ = 0.8, released 10 points below its anchor: ω = 2π, ζω = 5.0265, ω_d = 3.7699; after 0.5 s
        // e^(−2.5133)·(cos 1.885 + 1.3333·sin 1.885) = 0.081013 · 0.95893 = 0.077686 of the way, 0.77686 points.
        let (animator, item, _) = spring(displacement: 10, frequency: 1, damping: 0.8)
        #expect(animator.isRunning)
        animator.advance(to: 0.5)
        // The zero-length spring is stepped exactly: only rounding separates it from the closed form.
        #expect(abs(item.center.y - 100 - 0.77686) < 1e-4)
        #expect(abs(item.center.y - 100 - released(10, frequency: 1, damping: 0.8, after: 0.5)) < 1e-9)
        #expect(item.center.x == 100)
        // A quarter second in, on the way: the closed form at 30 steps, 4.7429 points (positive: it has not overshot).
        let (early, earlyItem, _) = spring(displacement: 10, frequency: 1, damping: 0.8)
        early.advance(to: 0.25)
        #expect(abs(earlyItem.center.y - 100 - 4.74295) < 1e-4)
        // Past 1 s it overshoots the anchor: −0.10451 points at 1 s.
        early.advance(to: 1)
        #expect(abs(earlyItem.center.y - 100 + 0.10451) < 1e-4)
    }

    @Test func aCriticallyDampedSpringReturnsWithoutOvershoot() {
        // ζ = 1: (1 + ωt)·e^(−ωt); at 0.5 s, (1 + π)·e^(−π) = 0.178974 of 10 points.
        let (animator, item, _) = spring(displacement: 10, frequency: 1, damping: 1)
        var previous = item.center.y
        for frame in 1...120 {
            animator.advance(to: Double(frame) / 120)
            // Never past the anchor, always closer.
            #expect(item.center.y > 100 && item.center.y < previous)
            previous = item.center.y
            if frame == 60 { #expect(abs(item.center.y - 100 - 1.78974) < 1e-4) }
        }
    }

    @Test func aSpringOfSomeLengthFollowsTheClosedFormToFirstOrder() {
        // Length 50, the item 60 below the anchor: stretched 10 points along the line, it moves along it as the
        // released spring does, but stepped by semi-implicit Euler, whose error is first order in the step: within
        // x₀·ω·h/2 = 10 · 2π/120 / 2 = 0.26 point of the closed form (4.7429 points at 0.25 s, 0.77686 at 0.5 s).
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let item = cell(0, at: CGPoint(x: 100, y: 160))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        attachment.length = 50
        attachment.frequency = 1
        attachment.damping = 0.8
        animator.advance(to: 0)
        animator.addBehavior(attachment)
        let tolerance = 10 * 2 * Double.pi / 120 / 2
        animator.advance(to: 0.25)
        #expect(abs(item.center.y - 150 - 4.74295) < tolerance)
        animator.advance(to: 0.5)
        #expect(abs(item.center.y - 150 - 0.77686) < tolerance)
        // Along the line only.
        #expect(item.center.x == 100)
    }

    @Test func theStepIsFixedWhateverTheFrames() {
        // The clock's frames at odd times (13 ms, then a jump) reach the same fixed steps as one jump to 0.7 s.
        let (once, onceItem, _) = spring(displacement: 25, frequency: 2, damping: 0.3)
        once.advance(to: 0.7)
        let (framed, framedItem, _) = spring(displacement: 25, frequency: 2, damping: 0.3)
        var time = 0.0
        while time < 0.5 { time += 0.013; framed.advance(to: time) }
        framed.advance(to: 0.7)
        #expect(framedItem.center == onceItem.center)
        // 0.7 s is 84 steps: the closed form there.
        #expect(abs(onceItem.center.y - 100 - released(25, frequency: 2, damping: 0.3, after: 0.7)) < 1e-9)
        // 0.704 s is still 84 steps: nothing moves between steps.
        framed.advance(to: 0.704)
        #expect(framedItem.center == onceItem.center)
    }

    /// Counts the delegate's calls.
    private final class Listener: NSObject, UIDynamicAnimatorDelegate {
        var resumed = 0, paused = 0
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
    }

    @Test func itComesToRestAndSaysSo() {
        let (animator, item, _) = spring(displacement: 100, frequency: 1, damping: 0.8)
        let listener = Listener()
        animator.delegate = listener
        animator.advance(to: 1.0 / 120)
        #expect(listener.resumed == 1 && animator.isRunning && animator.elapsedTime() == 1.0 / 120)
        // e^(−5.03·t) of 100 points is under the rest thresholds (0.1 point a second, 0.1 point a second², a
        // stretch of 0.0025 point at 1 Hz) by about 2 s; 10 s of clock is far past it.
        animator.advance(to: 10)
        #expect(!animator.isRunning)
        #expect(listener.paused == 1)
        #expect(abs(item.center.y - 100) < 0.0025)
        #expect(animator.elapsedTime() == 0)
        // At rest, the clock moves nothing and nothing is told.
        let resting = item.center
        animator.advance(to: 20)
        #expect(item.center == resting && listener.resumed == 1)
    }

    @Test func anItemAtItsAnchorNeverMoves() {
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let item = cell(0, at: CGPoint(x: 60, y: 30))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
        attachment.frequency = 1
        attachment.damping = 0.8
        animator.addBehavior(attachment)
        #expect(attachment.length == 0)
        #expect(!animator.isRunning)
        animator.advance(to: 0)
        animator.advance(to: 5)
        #expect(item.center == CGPoint(x: 60, y: 30))
    }

    @Test func itemsInARectAndTheirAttributes() {
        // Three 100 × 40 cells centred at y = 20, 80, 140: frames 0–40, 60–100, 120–160.
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let cells = [cell(0, at: CGPoint(x: 50, y: 20)), cell(1, at: CGPoint(x: 50, y: 80)), cell(2, at: CGPoint(x: 50, y: 140))]
        let group = UIDynamicBehavior()
        for cell in cells { group.addChildBehavior(UIAttachmentBehavior(item: cell, attachedToAnchor: cell.center)) }
        animator.addBehavior(group)
        #expect(animator.behaviors.count == 1 && group.childBehaviors.count == 3)
        #expect(group.childBehaviors[1].dynamicAnimator === animator)
        // y 50…110 meets the second cell only; 30…130 the three (the first ends at 40, the third starts at 120).
        #expect(animator.items(in: CGRect(x: 0, y: 50, width: 200, height: 60)).map { ObjectIdentifier($0) } == [ObjectIdentifier(cells[1])])
        #expect((animator.items(in: CGRect(x: 0, y: 30, width: 200, height: 100)) as? [UICollectionViewLayoutAttributes])?.map(\.indexPath.item) == [0, 1, 2])
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) === cells[2])
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) == nil)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
        animator.removeBehavior(group)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 1000, height: 1000)).isEmpty)
        #expect(group.childBehaviors[0].dynamicAnimator == nil)
    }

    @Test func theActionRunsEveryStep() {
        let (animator, _, attachment) = spring(displacement: 10, frequency: 1, damping: 0.8)
        var calls = 0
        attachment.action = { calls += 1 }
        animator.advance(to: 0.25)
        #expect(calls == 30)
    }

    @Test func resistanceSlowsAFreeItem() {
        // No spring: an item given 100 points a second with resistance 2 covers 100/2·(1 − e^(−2t)), 31.606 points
        // in 0.5 s, and keeps 100·e^(−1) = 36.788 points a second.
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let item = cell(0, at: CGPoint(x: 0, y: 0))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.resistance = 2
        properties.allowsRotation = false
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: item)
        animator.advance(to: 0)
        animator.addBehavior(properties)
        animator.advance(to: 0.5)
        #expect(abs(item.center.x - 31.606) < 1e-3)
        #expect(abs(properties.linearVelocity(for: item).x - 36.788) < 1e-3)
    }

    @Test func aRigidAttachmentHoldsItsLength() {
        // Frequency 0 (UIKit's default) is a rod: an item 50 points right of the anchor, pushed down, swings on a
        // circle of radius 50.
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let item = cell(0, at: CGPoint(x: 150, y: 100))
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 100))
        #expect(rod.length == 50 && rod.attachedBehaviorType == .anchor)
        let push = UIDynamicItemBehavior(items: [item])
        push.addLinearVelocity(CGPoint(x: 0, y: 60), for: item)
        animator.advance(to: 0)
        animator.addBehavior(rod)
        animator.addBehavior(push)
        animator.advance(to: 0.5)
        #expect(abs(hypot(item.center.x - 100, item.center.y - 100) - 50) < 1e-9)
        #expect(item.center.y > 100 && item.center.x < 150)
    }

    /// A layout that records the bounds it is asked about and the collection view's bounds at that moment.
    private final class BoundsRecorder: UICollectionViewFlowLayout {
        var asked: [(old: CGRect, new: CGRect)] = []
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            asked.append((collectionView?.bounds ?? .zero, newBounds))
            return false
        }
    }

    @Test func aBoundsChangeIsAskedAboutBeforeItIsMade() {
        // As on iOS, where the springy layout reads the scroll's delta as the new bounds less the collection view's.
        let layout = BoundsRecorder()
        let collectionView = host(layout, width: 320, counts: [3])
        collectionView.bounds = CGRect(x: 0, y: 25, width: 320, height: 600)
        #expect(layout.asked.count == 1)
        #expect(layout.asked.first?.old == CGRect(x: 0, y: 0, width: 320, height: 600))
        #expect(layout.asked.first?.new == CGRect(x: 0, y: 25, width: 320, height: 600))
    }
}
