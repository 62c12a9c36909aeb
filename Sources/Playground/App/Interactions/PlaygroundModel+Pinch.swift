import AppInput
import CollectionLayout
import CollectionView
import Interactions

/// Pinching in the window: events go to the pinch's controller (`PinchInteraction+Events`), which
/// reads the window through `PinchEnvironment`; what it asks of the collection is done here.
extension PlaygroundModel: PinchEnvironment {
    /// Tells the pinch `event` and does what it asks.
    func handlePinch(_ event: PinchEvent) {
        var pinch = interactions.pinch
        let commands = pinch.handle(event, in: self)
        interactions.pinch = pinch
        for command in commands { perform(command) }
    }

    /// Does one thing a pinch asks (a change meant for a layout no longer on screen is dropped).
    private func perform(_ command: PinchCommand) {
        switch command {
        case .unhighlight:
            collectionView.unhighlight()
        case .pinchCell(let itemID, let center, let scale):
            collectionView.pinchItem(itemID, center: center, scale: scale)
        case .releaseCell:
            collectionView.releasePinchedItem()
        case .setCircleRadius(let radius):
            guard let circle = collectionView.layout as? CircleLayout else { return }
            circle.radius = radius
            collectionView.invalidateLayoutNow()
        case .setColumnAdjustment(let adjustment):
            presentation.setColumnAdjustment(adjustment)
            collectionView.setLayout(makeLayout(presentation.layoutKind), animated: true)
        case .spreadPile(let section, let center, let distance):
            guard let stacked = collectionView.layout as? StackedLayout else { return }
            stacked.spreadSection = section
            stacked.spreadCenter = center
            stacked.spreadDistance = distance
            collectionView.invalidateLayoutNow()
        case .beginOpeningPile(let progress):
            guard let stacked = collectionView.layout as? StackedLayout else { return }
            stacked.spreadSection = nil
            stacked.spreadDistance = 0
            collectionView.invalidateLayoutNow()
            collectionView.startInteractiveTransition(to: makeLayout(.flow))
            collectionView.updateInteractiveTransition(progress: progress)
        case .updateOpeningPile(let progress):
            collectionView.updateInteractiveTransition(progress: progress)
        case .finishOpeningPile:
            collectionView.finishInteractiveTransition()
            layoutKindChanged(to: .flow)
        case .cancelOpeningPile:
            collectionView.cancelInteractiveTransition()
        case .gatherPile:
            guard let stacked = collectionView.layout as? StackedLayout else { return }
            stacked.spreadSection = nil
            stacked.spreadDistance = 0
            collectionView.setLayout(stacked, animated: true, keepingCenterItem: false)
        }
    }

    /// The window's centre, around which simulated touches mirror.
    package var windowCenter: Point { Point(x: presentation.windowSize.width / 2, y: presentation.windowSize.height / 2) }

    /// A window point of the fingers' centre in content coordinates (through the device's screen).
    package func contentPoint(forPinchAt point: Point) -> Point { contentPoint(forWindowPoint: devicePoint(forWindowPoint: point)) }

    /// What a pinch about a window point holds: the columns, the circle, a pile or a cell.
    package func pinchSurface(at point: Point) -> PinchSurface? {
        let center = devicePoint(forWindowPoint: point)
        guard collectionFrame.contains(center) else { return nil }
        let content = contentPoint(forWindowPoint: center)
        if collectionView.layout is CompositionalLayout || collectionView.layout is GridLayout {
            return .columns(adjustment: presentation.columnAdjustment)
        }
        if let circle = collectionView.layout as? CircleLayout { return .circle(radius: circle.effectiveRadius) }
        if let stacked = collectionView.layout as? StackedLayout { return .piles(section: stacked.section(at: content)) }
        return .cells(itemID: collectionView.indexPathForItem(at: content).flatMap { collectionView.data.itemID(at: $0) })
    }

    /// How far an interactive transition (a pile opening into the flow layout) has come, while one runs.
    package var pileOpeningProgress: Double? { collectionView.interactiveTransition?.transitionProgress }

    /// The two simulated touch points, while Alt + drag pinches.
    public var simulatedTouches: (Point, Point)? { interactions.pinch.simulatedTouches(around: windowCenter) }

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
