import CollectionView
import Testing

/// The swipe-to-edit state machine's table and the release thresholds, from the session and the
/// issue: open when moving towards the actions faster than 100 points a second or past their width.
struct SwipeToEditTests {
    /// The legal moves, written out by hand from the session's states.
    static let legal: Set<String> = [
        "nothing→tracking", "nothing→animatingOpen",
        "tracking→animatingOpen", "tracking→animatingShut", "tracking→nothing",
        "animatingOpen→editing", "animatingOpen→tracking", "animatingOpen→animatingShut",
        "editing→tracking", "editing→animatingShut",
        "animatingShut→nothing", "animatingShut→tracking",
    ]

    /// A machine brought to `state` along legal moves.
    private func machine(in state: SwipeState) throws -> SwipeToEditStateMachine {
        var machine = SwipeToEditStateMachine()
        let path: [SwipeState] = switch state {
        case .nothing: []
        case .tracking: [.tracking]
        case .animatingOpen: [.animatingOpen]
        case .editing: [.animatingOpen, .editing]
        case .animatingShut: [.tracking, .animatingShut]
        }
        for step in path { try machine.enter(step, itemID: "a") }
        return machine
    }

    @Test func everyLegalTransitionIsTakenAndEveryOtherRefusedLeavingTheStateAsItWas() throws {
        for from in SwipeState.allCases {
            for to in SwipeState.allCases {
                var machine = try machine(in: from)
                let key = "\(from)→\(to)"
                if Self.legal.contains(key) {
                    try machine.enter(to, itemID: "a")
                    #expect(machine.state == to, "\(key)")
                    #expect(machine.itemID == (to == .nothing ? nil : "a"))
                } else {
                    #expect(throws: SwipeError("illegal swipe transition from \(from) to \(to)"), "\(key)") {
                        try machine.enter(to)
                    }
                    #expect(machine.state == from)
                }
            }
        }
    }

    @Test func aReleaseOpensAboveOneHundredPointsASecondOrPastTheActionsWidth() {
        // 150 points of actions.
        #expect(SwipeRelease(revealed: 20, speed: 101, actionsWidth: 150).opens)
        #expect(!SwipeRelease(revealed: 20, speed: 99, actionsWidth: 150).opens)
        #expect(!SwipeRelease(revealed: 149, speed: 0, actionsWidth: 150).opens)
        #expect(SwipeRelease(revealed: 151, speed: 0, actionsWidth: 150).opens)
        // Moving away from the actions shuts, unless they are already more than uncovered.
        #expect(!SwipeRelease(revealed: 100, speed: -400, actionsWidth: 150).opens)
    }

    @Test func theSlideLastsLongerTheFasterTheRelease() {
        // 0.2 s, plus 0.0001 s per point a second, at most 0.4 s.
        #expect(abs(SwipeRelease(revealed: 0, speed: 0, actionsWidth: 150).duration - 0.2) < 1e-9)
        #expect(abs(SwipeRelease(revealed: 0, speed: 500, actionsWidth: 150).duration - 0.25) < 1e-9)
        #expect(abs(SwipeRelease(revealed: 0, speed: -1000, actionsWidth: 150).duration - 0.3) < 1e-9)
        #expect(abs(SwipeRelease(revealed: 0, speed: 9000, actionsWidth: 150).duration - 0.4) < 1e-9)
    }
}
