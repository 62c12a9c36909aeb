import Foundation

/// One Auto Layout relation between two views' anchors (or an anchor and a constant), as UIKit's
/// `NSLayoutConstraint`. Only the shapes an exported cell writes are laid out (a size constant, an
/// aspect ratio, an edge or centre held to the superview's, a length equal to an ancestor's); another
/// shape stops the program with one line naming it when it is activated.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The view the constraint is about.
    let firstView: UIView
    /// Its anchor.
    let firstAttribute: LayoutAttribute
    /// Equal, at least or at most.
    let relation: LayoutRelation
    /// The other view, nil for a constant.
    let secondView: UIView?
    /// The other view's anchor.
    let secondAttribute: LayoutAttribute?
    /// The other anchor's multiplier.
    let multiplier: CGFloat
    /// The constant added.
    let offset: CGFloat

    /// How much the constraint matters (required unless set before it is activated).
    open var priority: UILayoutPriority = .required

    /// Whether the constraint takes part in layout.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive {
                if let problem = unsupportedShape { fatalError("UIKit (playground): \(problem)") }
                firstView.activeConstraints.append(self)
            } else {
                firstView.activeConstraints.removeAll { $0 === self }
            }
            firstView.superview?.setNeedsLayout()
            firstView.setNeedsLayout()
        }
    }

    /// A constraint: `first.firstAttribute relation second.secondAttribute × multiplier + offset`.
    init(_ first: UIView, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation, _ second: UIView?,
         _ secondAttribute: LayoutAttribute?, multiplier: CGFloat = 1, offset: CGFloat = 0) {
        firstView = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondView = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.offset = offset
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Why the playground cannot lay the constraint out, nil when it is one of the shapes it lays out.
    var unsupportedShape: String? {
        if secondView == nil, firstAttribute.isDimension { return nil }
        if secondView === firstView, firstAttribute == .height, secondAttribute == .width, relation == .equal { return nil }
        if let secondView, secondAttribute == firstAttribute, multiplier == 1 {
            if secondView === firstView.superview, !firstAttribute.isDimension { return nil }
            var ancestor = firstView.superview
            while let view = ancestor, firstAttribute.isDimension, relation == .equal {
                if view === secondView { return nil }
                ancestor = view.superview
            }
        }
        return "a constraint of a shape it does not lay out (\(shapeDescription)); it lays out size constants, "
            + "aspect ratios, edges and centres held to the superview's, and a length equal to an ancestor's"
    }

    /// The constraint in one line.
    var shapeDescription: String {
        let second = secondView.map { "\(type(of: $0)).\(secondAttribute.map { "\($0)" } ?? "")" + (multiplier == 1 ? "" : " × \(multiplier)") }
        return "\(type(of: firstView)).\(firstAttribute) \(relation.symbol) " + [second, offset == 0 && second != nil ? nil : "\(offset)"]
            .compactMap { $0 }.joined(separator: " + ")
    }
}

extension NSLayoutConstraint {
    /// A direction a view's content has a size along, as UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}

/// An anchor of a view a constraint relates.
enum LayoutAttribute: Sendable {
    case top, bottom, leading, trailing, centerX, centerY, width, height

    /// Whether it is a length rather than a position.
    var isDimension: Bool { self == .width || self == .height }
}

/// How a constraint relates its two sides.
enum LayoutRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The relation as a symbol.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
