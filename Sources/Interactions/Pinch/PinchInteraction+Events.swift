import AppInput
import CollectionLayout

/// Pinching in every layout as a controller: a cell follows the fingers in flow and cover flow,
/// the circle grows and shrinks, a pile spreads around the fingers and — pinched further — opens
/// into the flow layout interactively, finishing or cancelling when the fingers lift; in the
/// compositional and grid layouts, spreading the fingers takes a column away and pinching adds
/// one. Alt + drag and Ctrl + wheel make pinches too. It reads the window through
/// `PinchEnvironment` and asks for every change to the collection as `PinchCommand`s.
@MainActor
extension PinchInteraction {
    /// Takes `event`; what it asks of the collection, in order.
    package mutating func handle(_ event: PinchEvent, in environment: some PinchEnvironment) -> [PinchCommand] {
        var commands: [PinchCommand] = []
        let center = environment.windowCenter
        switch event {
        case .pinch(let pointer, let scale, let phase):
            pinch(about: pointer, scale: scale, phase: phase, environment, &commands)
        case .altDragBegan(let point):
            simulated = Simulated(start: point, current: point)
            pinch(about: center, scale: 1, phase: .began, environment, &commands)
        case .altDragMoved(let point):
            guard let scale = simulatedScale(at: point, around: center) else { break }
            simulated?.current = point
            pinch(about: center, scale: scale, phase: .changed, environment, &commands)
        case .altDragEnded(let point):
            guard let scale = simulatedScale(at: point, around: center) else { break }
            simulated = nil
            pinch(about: center, scale: scale, phase: .ended, environment, &commands)
        case .wheelStep(let dy, let pointer):
            if wheel == nil {
                let start = pointer ?? center
                wheel = Wheel(scale: 1, center: start, lastStep: environment.time)
                pinch(about: start, scale: 1, phase: .began, environment, &commands)
            }
            wheelStep(dy: dy, at: environment.time)
            guard let wheel else { break }
            pinch(about: wheel.center, scale: wheel.scale, phase: .changed, environment, &commands)
        case .clockTicked:
            guard wheelHasRested(at: environment.time), let wheel else { break }
            self.wheel = nil
            pinch(about: wheel.center, scale: wheel.scale, phase: .ended, environment, &commands)
        case .cancelled:
            guard target != nil else { break }
            commands.append(.releaseCell)
            if environment.pileOpeningProgress != nil { commands.append(.cancelOpeningPile) }
            target = nil
        }
        return commands
    }

    /// A pinch's phase about a window point.
    private mutating func pinch(about pointer: Point, scale: Double, phase: GesturePhase, _ environment: some PinchEnvironment,
                                _ commands: inout [PinchCommand]) {
        let point = environment.contentPoint(forPinchAt: pointer)
        switch phase {
        case .began:
            // What the pinch holds is decided as the fingers come down.
            target = nil
            switch environment.pinchSurface(at: pointer) {
            case .columns(let adjustment): target = .columns(start: adjustment)
            case .circle(let radius): target = .radius(start: radius)
            case .piles(let section): target = section.map { .pile(section: $0) }
            case .cells(let itemID):
                guard let itemID else { break }
                target = .cell(itemID: itemID)
                commands.append(.unhighlight)
            case nil: return
            }
            changed(at: point, scale: scale, environment, &commands)
        case .changed:
            changed(at: point, scale: scale, environment, &commands)
        case .ended:
            ended(environment, &commands)
        }
    }

    /// The fingers moved: what the pinch holds follows them.
    private func changed(at point: Point, scale: Double, _ environment: some PinchEnvironment, _ commands: inout [PinchCommand]) {
        switch target {
        case .cell(let itemID):
            commands.append(.pinchCell(itemID: itemID, center: point, scale: scale))
        case .radius(let start):
            commands.append(.setCircleRadius(max(20, start * scale)))
        case .columns(let start):
            guard scale > 0 else { return }
            let adjustment = Self.columnAdjustment(start: start, scale: scale)
            if adjustment != environment.columnAdjustment { commands.append(.setColumnAdjustment(adjustment)) }
        case .pile(let section):
            let progress = (scale - Self.pileOpeningScale) / Self.pileOpeningRange
            if environment.pileOpeningProgress != nil {
                commands.append(.updateOpeningPile(progress: progress))
            } else if scale > Self.pileOpeningScale {
                commands.append(.beginOpeningPile(progress: progress))
            } else {
                commands.append(.spreadPile(section: section, center: point, distance: max(0, (scale - 1) * 140)))
            }
        case nil:
            break
        }
    }

    /// The fingers lifted: a cell goes back, a pile's opening finishes or is cancelled, a spread pile gathers.
    private mutating func ended(_ environment: some PinchEnvironment, _ commands: inout [PinchCommand]) {
        defer { target = nil }
        switch target {
        case .cell:
            commands.append(.releaseCell)
        case .pile:
            if let progress = environment.pileOpeningProgress {
                commands.append(progress > Self.pileFinishProgress ? .finishOpeningPile : .cancelOpeningPile)
            } else {
                commands.append(.gatherPile)
            }
        case .radius, .columns, nil:
            break
        }
    }
}
