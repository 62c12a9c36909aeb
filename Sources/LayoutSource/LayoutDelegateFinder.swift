/// Finds the flow-layout delegate a user's file declares — a class adopting `UICollectionViewDelegateFlowLayout`
/// (an exported layout's `ExportedFlowLayoutDelegate`, a view controller that answers `sizeForItemAt`) — which
/// the host makes its collection view's delegate, as the app's code does.
package enum LayoutDelegateFinder {
    /// The first class of `source` that adopts `UICollectionViewDelegateFlowLayout` (in its declaration or an
    /// extension) and can be made with `init()` (or, made by a storyboard, `init?(coder:)`); nil when there is none.
    package static func flowLayoutDelegate(in source: String) -> String? {
        let declarations = LayoutSourceDeclarations(source)
        return declarations.flowLayoutDelegates.first { declarations.kinds[$0] == .classOrActor && (declarations.hasPlainInit($0) || declarations.isMadeWithCoder($0)) }
    }
}
