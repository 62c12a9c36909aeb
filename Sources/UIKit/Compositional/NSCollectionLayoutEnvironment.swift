import Foundation
internal import CollectionLayout

/// What a compositional section provider may look at, as UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// A compositional layout's container (the collection view, or a custom group), as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size less the content insets.
    var effectiveContentSize: CGSize { get }
    /// The insets the layout's content-insets reference keeps.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment the engine's compositional layout hands a section provider, as UIKit's protocol.
@preconcurrency @MainActor
final class CollectionLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    /// The engine's value.
    let engine: LayoutEnvironment
    /// The container.
    let container: any NSCollectionLayoutContainer
    /// The traits.
    let traitCollection: UITraitCollection

    init(_ environment: LayoutEnvironment, traitCollection: UITraitCollection) {
        engine = environment
        container = CollectionLayoutContainer(environment)
        self.traitCollection = traitCollection
        super.init()
    }

    /// The engine's environment behind any environment (one built from its container and traits when not ours).
    static func engine(of environment: any NSCollectionLayoutEnvironment) -> LayoutEnvironment {
        if let ours = environment as? CollectionLayoutEnvironment { return ours.engine }
        let traits = environment.traitCollection
        return LayoutEnvironment(containerSize: environment.container.contentSize.engine,
                                 contentSizeCategory: traits.preferredContentSizeCategory.engineName,
                                 horizontalSizeClass: traits.horizontalSizeClass.engine, verticalSizeClass: traits.verticalSizeClass.engine,
                                 containerContentInsets: environment.container.contentInsets.engine)
    }
}

/// The container of a `CollectionLayoutEnvironment`.
@preconcurrency @MainActor
final class CollectionLayoutContainer: NSObject, NSCollectionLayoutContainer {
    /// The engine's environment the values come from.
    private let environment: LayoutEnvironment

    init(_ environment: LayoutEnvironment) {
        self.environment = environment
        super.init()
    }

    var contentSize: CGSize { CGSize(environment.containerSize) }
    var effectiveContentSize: CGSize { CGSize(environment.effectiveContentSize) }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(environment.containerContentInsets) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}
