import Foundation
internal import CollectionLayout

/// How the compositional layout's descriptions and its collection view reach the engine's `CompositionalLayout`.
extension UICollectionViewCompositionalLayout {
    /// The engine's layout, the provider bridge it calls, and the configuration, for an initializer.
    static func parts(_ sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                      _ configuration: UICollectionViewCompositionalLayoutConfiguration)
        -> (CompositionalLayout, CompositionalSectionProviderBridge, UICollectionViewCompositionalLayoutConfiguration) {
        let bridge = CompositionalSectionProviderBridge(sectionProvider: sectionProvider)
        let engine = CompositionalLayout(configuration: configuration.engine) { index, environment in
            MainActor.assumeIsolated { MainActorResult(bridge.section(at: index, environment: environment)) }.value
        }
        // UIKit keeps a pinned boundary item's own zIndex (a header asked for at 2 is at 2, not raised).
        engine.raisesPinnedZIndex = false
        return (engine, bridge, configuration)
    }

    /// Points the engine at the collection view and its text size.
    func connectEngine() {
        unconnectedEngine.context = collectionView?.engineContext
        let category = collectionView?.traitCollection.preferredContentSizeCategory ?? .unspecified
        unconnectedEngine.contentSizeCategory = category.engineName
    }

    /// Preferred and original attributes as the engine takes them: on a dimension the layout does not
    /// estimate, the preferred size keeps the original's (UIKit fits a compositional cell with a required
    /// priority there).
    func engineSelfSizing(_ preferred: UICollectionViewLayoutAttributes,
                          _ original: UICollectionViewLayoutAttributes) -> (LayoutAttributes, LayoutAttributes) {
        var preferredStorage = preferred.storage
        let originalStorage = original.storage
        if let axes = engine.selfSizingAxes(for: originalStorage) {
            if !axes.contains(.width) { preferredStorage.size.width = originalStorage.size.width }
            if !axes.contains(.height) { preferredStorage.size.height = originalStorage.size.height }
        }
        return (preferredStorage, originalStorage)
    }
}

/// Calls the UIKit section provider for the engine and turns its `NSCollectionLayoutSection` into the engine's
/// `LayoutSection`. During one prepare, a section object returned for several indices is turned once (and
/// kept alive, so the engine's per-object caches never see a recycled object).
@preconcurrency @MainActor
final class CompositionalSectionProviderBridge {
    /// The UIKit section provider.
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout (for its collection view's traits).
    weak var layout: UICollectionViewCompositionalLayout?
    /// The sections turned during the current prepare, by the identity of the UIKit object.
    private var converted: [ObjectIdentifier: (NSCollectionLayoutSection, LayoutSection)] = [:]
    /// Sections made for a nil answer, kept alive during the prepare.
    private var placeholders: [LayoutSection] = []

    init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.sectionProvider = sectionProvider
    }

    /// Forgets the sections of the last prepare.
    func beginPrepare() {
        converted = [:]
        placeholders = []
    }

    /// Lets the sections of this prepare go (the engine keeps what it uses).
    func endPrepare() {
        converted = [:]
        placeholders = []
    }

    /// The engine's section at an index: the provider's answer turned into the engine's description (an empty
    /// section for a nil answer).
    func section(at index: Int, environment: LayoutEnvironment) -> LayoutSection {
        let traits = layout?.collectionView?.traitCollection ?? UITraitCollection()
        guard let section = sectionProvider(index, CollectionLayoutEnvironment(environment, traitCollection: traits)) else {
            let empty = LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)),
                                                       subitems: []))
            placeholders.append(empty)
            return empty
        }
        let key = ObjectIdentifier(section)
        if let (_, engineSection) = converted[key] { return engineSection }
        let engineSection = section.makeEngineSection()
        converted[key] = (section, engineSection)
        return engineSection
    }
}

/// A value made on the main actor and handed back to the engine's synchronous call on the same thread.
struct MainActorResult<Value>: @unchecked Sendable {
    /// The value.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
