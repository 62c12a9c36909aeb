import Foundation
internal import CollectionLayout

/// The forwarding the flow and compositional layouts share: each of their overrides hands the question to
/// the layout engine's layout and wraps the answer in UIKit's objects (of `layoutAttributesClass` and
/// `invalidationContextClass`). Kinds are renamed between the engine's and UIKit's by the layout's own maps.
extension UICollectionViewLayout {
    /// UIKit attributes of `layoutAttributesClass` for an engine value, its kind renamed by `kind`.
    func wrap(_ attributes: LayoutAttributes, kind: (String?) -> String?) -> UICollectionViewLayoutAttributes {
        makeAttributes { wrapped in
            wrapped.storage = attributes
            wrapped.storage.kind = kind(attributes.kind)
        }
    }

    /// The engine value of UIKit attributes, its kind renamed by `kind`.
    func unwrap(_ attributes: UICollectionViewLayoutAttributes, kind: (String) -> String) -> LayoutAttributes {
        var storage = attributes.storage
        storage.kind = storage.kind.map(kind)
        return storage
    }

    /// A context of `invalidationContextClass` carrying an engine context.
    func wrap(_ context: InvalidationContext) -> UICollectionViewLayoutInvalidationContext {
        .make(type(of: self).invalidationContextClass, storage: context)
    }

    /// The engine's update items for UIKit's.
    func unwrap(_ updateItems: [UICollectionViewUpdateItem]) -> [UpdateItem] {
        updateItems.map { item in
            let action: UpdateItem.Action = switch item.updateAction {
            case .insert: .insert
            case .delete: .delete
            case .reload: .reload
            case .move: .move
            case .none: .none
            }
            return UpdateItem(action: action, before: item.indexPathBeforeUpdate.map(\.engine), after: item.indexPathAfterUpdate.map(\.engine))
        }
    }
}
