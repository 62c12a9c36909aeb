internal import CollectionLayout

// The compositional layout's enumerations as the engine spells them.

extension NSRectAlignment {
    /// The engine's alignment (`none` reads as `top`).
    var engine: LayoutRectAlignment {
        switch self {
        case .none, .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }

    /// An alignment from the engine's.
    init(_ alignment: LayoutRectAlignment) {
        self = switch alignment {
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}

extension UIContentInsetsReference {
    /// The engine's reference.
    var engine: ContentInsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }

    /// A reference from the engine's.
    init(_ reference: ContentInsetsReference) {
        self = switch reference {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    /// The engine's behaviour.
    var engine: OrthogonalScrollingBehavior {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }

    /// A behaviour from the engine's.
    init(_ behavior: OrthogonalScrollingBehavior) {
        self = switch behavior {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

extension NSDirectionalRectEdge {
    /// The engine's edges.
    var engine: DirectionalRectEdge {
        var edges: DirectionalRectEdge = []
        if contains(.top) { edges.insert(.top) }
        if contains(.leading) { edges.insert(.leading) }
        if contains(.bottom) { edges.insert(.bottom) }
        if contains(.trailing) { edges.insert(.trailing) }
        return edges
    }
}
