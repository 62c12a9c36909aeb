import CollectionLayout

/// The views a collection view keeps: one live view per element on or near the screen, and
/// queues of idle views by reuse identifier, so the number of views does not grow with the
/// number of items.
@MainActor
public final class ReuseQueues {
    private var factories: [String: (String) -> ReusableView] = [:]
    private var queues: [String: [ReusableView]] = [:]
    /// The live views, by element.
    public private(set) var liveViews: [ElementIdentity: ReusableView] = [:]
    /// How many views were ever created.
    public private(set) var createdCount = 0
    /// How many times an idle view was taken from a queue instead of a new one made.
    public private(set) var reusedCount = 0
    /// How many idle views wait in the queues.
    package var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }
    /// How many idle views wait in each queue, by reuse identifier.
    public var queuedCounts: [String: Int] { queues.mapValues(\.count).filter { $0.value > 0 } }

    /// Queues for the default identifiers (`cell`, `header`, `footer`) making plain views.
    public init() {}

    /// Registers how views of an identifier are made.
    public func register(_ identifier: String, factory: @escaping (String) -> ReusableView) {
        factories[identifier] = factory
    }

    /// A view for an identifier: an idle one if there is one, else a new one.
    public func dequeue(_ identifier: String) -> ReusableView {
        if var queue = queues[identifier], let view = queue.popLast() {
            queues[identifier] = queue
            reusedCount += 1
            return view
        }
        createdCount += 1
        return (factories[identifier] ?? { ReusableView(reuseIdentifier: $0) })(identifier)
    }

    /// Makes the live views exactly those of `elements`: views of elements that left go back to
    /// their queues (after `prepareForReuse`), elements that arrived get a dequeued view.
    public func update(to elements: [ElementIdentity: LayoutAttributes]) {
        for (identity, view) in liveViews where elements[identity] == nil {
            view.prepareForReuse()
            queues[view.reuseIdentifier, default: []].append(view)
            liveViews[identity] = nil
        }
        for (identity, attributes) in elements {
            let view: ReusableView
            if let live = liveViews[identity] {
                view = live
            } else {
                view = dequeue(Self.identifier(for: identity))
                view.identity = identity
                liveViews[identity] = view
            }
            if view.attributes != attributes { view.apply(attributes) }
        }
    }

    /// The default reuse identifier of an element: `cell`, or its kind.
    static func identifier(for identity: ElementIdentity) -> String {
        switch identity {
        case .cell: "cell"
        case .supplementary(let kind, _, _), .decoration(let kind, _, _): kind
        }
    }
}
