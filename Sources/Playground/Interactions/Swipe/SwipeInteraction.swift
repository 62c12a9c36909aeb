import CollectionLayout
import CollectionView

/// The swipe in progress or at rest: the state machine, how far the swiped cell's content has
/// moved (the actions uncovered, in points), the slide under way, the pointer's recent positions
/// (for the release speed) and an action waiting for its confirming tap.
struct SwipeInteraction {
    /// The state machine (which cell, which state).
    var machine = SwipeToEditStateMachine()
    /// How many points of actions are uncovered.
    var revealed = 0.0
    /// The slide under way: from, to, when it began, how long it lasts.
    var slide: (from: Double, to: Double, start: Double, duration: Double)?
    /// Where the drag began (window point) and how much was uncovered then.
    var trackStart: (point: Point, revealed: Double)?
    /// The last pointer positions along x with their times, newest last.
    var samples: [(time: Double, x: Double)] = []
    /// The actions of the swiped cell, and each button's width (measured from its title).
    var actions: [EditAction] = []
    var buttonWidths: [Double] = []
    /// While a sideways wheel (a trackpad's two fingers) swipes: the virtual pointer's x and the
    /// time of the last wheel event (the swipe is released when the wheel goes quiet).
    var wheel: (x: Double, lastTime: Double)?
    /// The action whose button now asks "Confirm …".
    var confirming: EditAction.Kind?

    /// The actions' total width.
    var actionsWidth: Double { buttonWidths.reduce(0, +) }

    /// The release speed towards the actions, in points a second, from the last samples
    /// (`towardsActions`: −1 when the actions are on the right, so moving left counts positive).
    func speed(towardsActions direction: Double) -> Double {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time - first.time > 1e-6 else { return 0 }
        return (last.x - first.x) / (last.time - first.time) * direction
    }
}
