import CollectionLayout
import Foundation

/// Showing a user's own layout (`--layout-source`): every layout the model makes is a `RemoteLayout` of
/// the session while one is loaded.
extension PlaygroundModel {
    /// Lays the scene out with the session's layout, animated as a layout switch or at once; the earlier
    /// session's host is ended. A trap or hang of the host shows as a toast (and stays in `layoutSource.failure`),
    /// and with `echoesFailures` (the window) as an `error:` line on standard error.
    func useLayoutSource(_ session: LayoutSourceSession, animated: Bool, echoesFailures: Bool = true) {
        session.onFailure = { [weak self] failure in
            if echoesFailures { FileHandle.standardError.write(Data(("error: " + failure.line + "\n").utf8)) }
            MainActor.assumeIsolated { self?.showToast(failure.line) }
        }
        // Cells the user's layout self-sizes are measured as the built-in layouts' cards are, at the text size shown.
        session.host.measure = { [weak self] attributes in
            MainActor.assumeIsolated {
                guard let self, attributes.category == .cell, let id = self.collectionView.data.itemID(at: attributes.indexPath) else { return nil }
                let sizer = CardSizer(content: self.content, category: self.category, fonts: self.fonts, measurer: self.measurer,
                                      hyphenationFactor: self.scene.hyphenationFactor)
                return sizer.preferredLayoutAttributes(fitting: attributes, itemID: id, axes: nil)?.size
            }
        }
        let earlier = layoutSource
        layoutSource = session
        collectionView.cellSizer = nil
        if animated {
            // As a layout switch: the item at the centre stays there.
            collectionView.setLayout(RemoteLayout(session: session, category: category.rawValue), animated: true)
        } else {
            // As the scene opening with this layout: at the content's start.
            collectionView.setLayout(RemoteLayout(session: session, category: category.rawValue))
            collectionView.setContentOffset(collectionView.minimumContentOffset)
        }
        collectionView.layoutIfNeeded()
        if let earlier, earlier !== session { earlier.host.stop() }
    }
}
