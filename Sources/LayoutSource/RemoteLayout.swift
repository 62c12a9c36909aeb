import CollectionLayout
import Foundation

/// A layout whose answers come from a user's `UICollectionViewLayout` subclass running in its layout host
/// (`LayoutSourceSession`): `prepare()` sends the collection view's environment and receives every element
/// at once; the queries in between are answered from that, and the animation hooks and scrolling's target
/// are forwarded one request each.
package final class RemoteLayout: ScrollAdjustingLayout {
    /// The collection view being laid out.
    package weak var context: (any LayoutContext)?
    /// The loaded user layout.
    package let session: LayoutSourceSession
    /// The answer of the last `prepare()`.
    private var answer: LayoutHostWire.LayoutAnswer
    /// The bounds of the last `prepare()`.
    private var preparedBounds = Rect.zero

    /// The text size the view shows (the playground's name), which the user's layout reads from its traits.
    package let category: String
    /// The accessibility settings the scene is shown under, which the user's layout reads from its traits and `UIAccessibility`.
    package let accessibility: LayoutHostWire.Accessibility
    /// The screen's scale the user's layout reads (`traitCollection.displayScale`, `UIScreen.main.scale`).
    package let displayScale: Double
    /// The content offset the layout last set itself, if it has (a scene opening with it then starts there).
    package private(set) var askedContentOffset: Point?

    /// A layout showing the session's layout (its last answer until prepared) at a text size, under accessibility
    /// settings, on a screen of a scale.
    package init(session: LayoutSourceSession, category: String = "L", accessibility: LayoutHostWire.Accessibility = .init(),
                 displayScale: Double = 2) {
        self.session = session
        self.category = category
        self.accessibility = accessibility
        self.displayScale = displayScale
        answer = session.answer
    }

    /// What the host's view is set to: the context's, at this layout's text size and accessibility settings.
    private var environment: LayoutHostWire.Environment {
        LayoutHostWire.Environment(context: context, category: category, accessibility: accessibility, displayScale: displayScale)
    }

    /// The content inset and offset the user's layout set on its collection view since last taken.
    package func takeAskedScrollState() -> AskedScrollState {
        let asked = session.takeAskedScrollState()
        if let offset = asked.contentOffset { askedContentOffset = offset }
        return asked
    }

    /// Sends the environment (a round trip only when it changed) and keeps the answer.
    package func prepare() {
        answer = session.layout(for: environment, time: context?.time ?? 0)
        preparedBounds = context?.bounds ?? .zero
    }

    /// The content size the user's layout answered.
    package var collectionViewContentSize: Size { answer.contentSize }

    /// The answered elements whose frame meets `rect`.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        if !answer.covers(rect) { answer = session.wholeLayout() }
        return answer.elements.filter { $0.frame.intersects(rect) }
    }

    /// The answered cell.
    package func layoutAttributesForItem(at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        element(ElementKey(category: .cell, kind: nil, indexPath: indexPath))
    }

    /// The answered supplementary view.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        element(ElementKey(category: .supplementary, kind: kind, indexPath: indexPath))
    }

    /// The answered decoration view.
    package func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        element(ElementKey(category: .decoration, kind: kind, indexPath: indexPath))
    }

    /// An element of the answer by key.
    private func element(_ key: ElementKey) -> LayoutAttributes? {
        if answer.byKey[key] == nil, answer.rect != nil { answer = session.wholeLayout() }
        return answer.byKey[key].map { answer.elements[$0] }
    }

    /// The values of the user's attributes subclass for an element that are none of the playground's own
    /// (`lane`), sorted by name: what `dump` and the overlay list beside its custom attributes.
    package func ownValues(of key: ElementKey) -> [(name: String, value: LayoutOwnValue)] {
        _ = element(key)
        return answer.ownValues[key] ?? []
    }

    /// A new size always; a scroll when the user's layout invalidates on any bounds change (it said so).
    package func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        newBounds.size != preparedBounds.size || (answer.scrollInvalidates && newBounds.origin != preparedBounds.origin)
    }

    /// Whether the user's layout's dynamic animators were still moving its items at the last answer: the
    /// collection view then lays it out again every frame, at the clock's new time (never once the host has
    /// failed: its last answer stays on screen, still).
    package var isMovingByItself: Bool { answer.dynamicsRunning && session.failure == nil }

    /// The user's layout's `flipsHorizontallyInOppositeLayoutDirection`.
    package var flipsHorizontallyInOppositeLayoutDirection: Bool { answer.flips }

    /// The user's layout's `developmentLayoutDirection`.
    package var developmentLayoutDirection: LayoutDirection { answer.developmentDirection }

    /// Cells keep the size the layout gives them (self-sizing is the user's layout's own, in its host).
    package func selfSizingAxes(for attributes: LayoutAttributes) -> SelfSizingAxes? { [] }

    /// Forwards the update's changes (the layout was prepared on the new data first).
    package func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        let actions: [UpdateItem.Action: Int] = [.insert: 0, .delete: 1, .reload: 2, .move: 3, .none: 4]
        let items: [[Any]] = updateItems.map { item -> [Any] in
            let before: Any = item.indexPathBeforeUpdate.map { LayoutHostWire.json($0) } ?? NSNull()
            let after: Any = item.indexPathAfterUpdate.map { LayoutHostWire.json($0) } ?? NSNull()
            return [actions[item.action] ?? 4, before, after]
        }
        _ = session.send(["op": "updates", "environment": environment.json, "items": items])
    }

    /// Forwards the end of the update.
    package func finalizeCollectionViewUpdates() {
        _ = session.send(["op": "finalizeUpdates"])
    }

    /// Asks the user's layout where an appearing item starts.
    package func initialLayoutAttributesForAppearingItem(at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        ask("initial", category: "cell", kind: "", indexPath)
    }

    /// Asks the user's layout where a disappearing item ends.
    package func finalLayoutAttributesForDisappearingItem(at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        ask("final", category: "cell", kind: "", indexPath)
    }

    /// Asks the user's layout where an appearing supplementary view starts.
    package func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        ask("initial", category: "supplementary", kind: kind, indexPath)
    }

    /// Asks the user's layout where a disappearing supplementary view ends.
    package func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        ask("final", category: "supplementary", kind: kind, indexPath)
    }

    /// One animation-hook request; nil when the layout answers nil or the host has failed.
    private func ask(_ op: String, category: String, kind: String, _ indexPath: CollectionLayout.IndexPath) -> LayoutAttributes? {
        session.send(["op": op, "category": category, "kind": LayoutHostWire.uikitKind(kind), "indexPath": LayoutHostWire.json(indexPath)])?["attributes"]
            .flatMap(LayoutHostWire.attributes)
    }

    /// Asks the user's layout where scrolling comes to rest.
    package func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        guard let point = session.send(["op": "target", "environment": environment.json,
                                        "proposed": [proposed.x, proposed.y], "velocity": [velocity.x, velocity.y]])?["point"] as? [Double],
              point.count == 2 else { return proposed }
        return Point(x: point[0], y: point[1])
    }

    /// The same, without a velocity.
    package func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: .zero)
    }
}
