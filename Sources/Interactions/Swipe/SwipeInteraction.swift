import CollectionLayout
import CollectionView
import SceneFormat

/// Owns swipe to edit, in progress or at rest: the state machine (which cell, which state), how
/// far the swiped cell's content has moved (the actions uncovered, in points), the slide under
/// way, the pointer's recent positions (for the release speed), a sideways wheel's virtual
/// pointer and an action waiting for its confirming tap. It changes only itself: what it means
/// for the collection (which cell, its actions, redrawing) is `PlaygroundModel+Swipe`'s.
package struct SwipeInteraction {
    /// How long a sideways wheel must be quiet before its swipe is released.
    package static let wheelIdle = 0.12
    /// How many pointer samples the release speed is taken from, at most.
    package static let sampleLimit = 8

    /// The state machine (which cell, which state).
    package internal(set) var machine = SwipeToEditStateMachine()
    /// How many points of actions are uncovered.
    package internal(set) var revealed = 0.0
    /// The slide under way: from, to, when it began, how long it lasts.
    package internal(set) var slide: (from: Double, to: Double, start: Double, duration: Double)?
    /// Where the drag began (window point) and how much was uncovered then.
    package internal(set) var trackStart: (point: Point, revealed: Double)?
    /// The last pointer positions along x with their times, newest last.
    package internal(set) var samples: [(time: Double, x: Double)] = []
    /// The actions of the swiped cell.
    package internal(set) var actions: [EditAction] = []
    /// Each action button's width (measured from its title).
    package internal(set) var buttonWidths: [Double] = []
    /// While a sideways wheel (a trackpad's two fingers) swipes: the virtual pointer's x and the
    /// time of the last wheel event (the swipe is released when the wheel goes quiet).
    package internal(set) var wheel: (x: Double, lastTime: Double)?
    /// The action whose button now asks "Confirm …".
    package internal(set) var confirming: EditAction.Kind?
    /// Whether the actions are a list row's leading ones (a swipe towards the trailing edge).
    package internal(set) var leading = false

    /// The actions' total width.
    package var actionsWidth: Double { buttonWidths.reduce(0, +) }

    /// The release speed towards the actions, in points a second, from the last samples
    /// (`towardsActions`: −1 when the actions are on the right, so moving left counts positive).
    package func speed(towardsActions direction: Double) -> Double {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time - first.time > 1e-6 else { return 0 }
        return (last.x - first.x) / (last.time - first.time) * direction
    }

    /// A swipe that starts on a cell with `actions`, their buttons `buttonWidths` wide.
    package init(actions: [EditAction] = [], buttonWidths: [Double] = [], leading: Bool = false) {
        self.actions = actions
        self.buttonWidths = buttonWidths
        self.leading = leading
    }

    /// Starts tracking a drag from window point `start` at `time`, from what is uncovered now.
    package mutating func beginTracking(itemID: String, at start: Point, time: Double) throws {
        let from = revealed
        try machine.enter(.tracking, itemID: itemID)
        slide = nil
        trackStart = (start, from)
        samples = [(time, start.x)]
    }

    /// The pointer at `x` at `time`: the content follows it, no further than the actions and
    /// half again (`side`: +1 when the actions are on the right, −1 mirrored).
    package mutating func track(toX x: Double, at time: Double, side: Double) {
        guard let start = trackStart else { return }
        revealed = min(max(0, start.revealed - (x - start.point.x) * side), actionsWidth * 1.5)
        samples.append((time, x))
        if samples.count > Self.sampleLimit { samples.removeFirst() }
    }

    /// How a release now ends: open or shut by `SwipeRelease`'s thresholds, and how long the slide takes.
    package func release(side: Double) -> SwipeRelease {
        SwipeRelease(revealed: revealed, speed: speed(towardsActions: -side), actionsWidth: actionsWidth)
    }

    /// Starts sliding open or shut at `time` over `duration`; false when the machine refuses.
    package mutating func beginSlide(open: Bool, at time: Double, duration: Double) -> Bool {
        let target: SwipeState = open ? .animatingOpen : .animatingShut
        if machine.state != target {
            do { try machine.enter(target) } catch { return false }
        }
        trackStart = nil
        slide = (revealed, open ? actionsWidth : 0, time, duration)
        return true
    }

    /// Moves the slide on to `time`, eased out (cubic); at its end the cell is open (editing)
    /// or the swipe is over. False when no slide is under way.
    package mutating func advanceSlide(to time: Double) -> Bool {
        guard let slide else { return false }
        // Done at the slide's end time (compared with a margin: start + duration is where the
        // clock is sent, and the division may fall a hair short of 1).
        let done = time >= slide.start + slide.duration - 1e-9
        let t = done || slide.duration <= 0 ? 1 : min(1, (time - slide.start) / slide.duration)
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        revealed = slide.from + (slide.to - slide.from) * eased
        guard done || t >= 1 else { return true }
        self.slide = nil
        if machine.state == .animatingOpen {
            try? machine.enter(.editing)
        } else if machine.state == .animatingShut {
            self = SwipeInteraction()
        }
        return true
    }

    /// When the slide under way ends.
    package var slideEndTime: Double? { slide.map { $0.start + $0.duration } }

    /// Whether a wheel's swipe has been quiet long enough at `time` to be released.
    package func wheelHasRested(at time: Double) -> Bool {
        guard machine.state == .tracking, let wheel else { return false }
        return time - wheel.lastTime >= Self.wheelIdle - 1e-9
    }
}
