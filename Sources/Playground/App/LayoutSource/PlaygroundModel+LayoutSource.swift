import AppSupport
import CardDrawing
import CollectionLayout
import Foundation
import LayoutSource
import Typography

/// Showing a user's own layout (`--layout-source`): every layout the model makes is a `RemoteLayout` of
/// the session while one is loaded.
extension PlaygroundModel {
    /// Lays the scene out with the session's layout, animated as a layout switch or at once; the earlier
    /// session's host is ended. A trap or hang of the host shows as a toast (and stays in `layoutSource.failure`),
    /// and with `echoesFailures` (the window) as an `error:` line on standard error.
    package func useLayoutSource(_ session: LayoutSourceSession, animated: Bool, echoesFailures: Bool = true) {
        session.onFailure = { [weak self] failure in
            if echoesFailures { TerminalLine.writeToStandardError("error: " + failure.line) }
            MainActor.assumeIsolated { self?.showToast(failure.line) }
        }
        // Cells (and estimated headers and footers) the user's layout self-sizes are measured as the scene's own
        // layout measures them — cards, list rows, table rows — at the text size shown.
        session.host.measure = { [weak self] attributes, axes in
            MainActor.assumeIsolated { self?.measuredForLayoutSource(attributes, axes: axes) }
        }
        // Text the layout measures itself (`NSString.size(withAttributes:)`) in the system font, as the scene's is measured.
        session.host.measureText = { [weak self] request in
            MainActor.assumeIsolated { self?.measuredTextForLayoutSource(request) }
        }
        // The scene's section and item ids, which a layout reads through its data source (`itemIdentifier(for:)`).
        session.host.identifiers = { [weak self] in
            MainActor.assumeIsolated { self?.collectionView.data.sections.map { (section: $0.id, items: $0.itemIDs) } ?? [] }
        }
        let earlier = layoutSource ?? shelvedLayoutSource
        layoutSource = session
        shelvedLayoutSource = nil
        collectionView.cellSizer = nil
        if animated {
            // As a layout switch: the item at the centre stays there.
            collectionView.setLayout(remoteLayout(session), animated: true)
        } else {
            // As the scene opening with this layout: at the content's start, or where the layout scrolled itself.
            let layout = remoteLayout(session)
            collectionView.setLayout(layout)
            collectionView.setContentOffset(layout.askedContentOffset ?? collectionView.minimumContentOffset)
        }
        collectionView.layoutIfNeeded()
        if let earlier, earlier !== session { earlier.host.stop() }
    }

    /// The size an element the user's layout self-sizes prefers (`axes`: what a compositional layout estimates),
    /// measured by the scene's own layout's sizer (cards where it has none), so that a layout exported from the
    /// scene and run as a layout source sizes its cells as the scene does.
    func measuredForLayoutSource(_ attributes: LayoutAttributes, axes: SelfSizingAxes?) -> Size? {
        let sizer = sceneSizer(for: presentation.layoutKind)
            ?? CardSizer(content: data.content, category: presentation.category, fonts: fonts, measurer: measurer,
                         hyphenationFactor: document.scene.hyphenationFactor)
        let data = collectionView.data
        switch attributes.category {
        case .cell:
            guard let id = data.itemID(at: attributes.indexPath) else { return nil }
            return sizer.preferredLayoutAttributes(fitting: attributes, itemID: id, axes: axes)?.size
        case .supplementary:
            guard let axes, data.sections.indices.contains(attributes.indexPath.section) else { return nil }
            return sizer.preferredLayoutAttributes(fittingSupplementary: attributes, sectionID: data.sections[attributes.indexPath.section].id, axes: axes)?.size
        default:
            return nil
        }
    }

    /// Text the user's layout measures, in the system font's face of the nearest weight (a weight heavier with
    /// Bold Text), shaped as the scene's text is: `[width, height, firstBaseline, lastBaseline]`.
    func measuredTextForLayoutSource(_ request: LayoutHostTextRequest) -> [Double]? {
        guard let weight = FontWeight(rawValue: request.weightName), let face = try? fonts.systemFace(weight) else { return nil }
        let layout = measurer.measure(request.text, font: face, pointSize: request.pointSize, width: request.width, maxLines: request.numberOfLines)
        return [layout.width, layout.height, layout.firstBaseline, layout.lastBaseline]
    }

    /// Starts a build's host, asks it for the layout of what is on screen, and switches to it, animated as a
    /// layout switch or at once: what a save does in the window (`LayoutSourceWatch`) and a script's
    /// `loadLayoutSource`. A host that traps or hangs on that first request throws its failure, and the
    /// layout shown stays.
    @discardableResult
    func loadLayoutSource(_ build: LayoutSourceCompiler.Build, animated: Bool) throws -> LayoutSourceSession {
        let session = try LayoutSourceSession(build: build, keeping: layoutSource)
        _ = session.layout(for: LayoutHostWire.Environment(context: collectionView, category: presentation.category.rawValue,
                                                           accessibility: layoutSourceAccessibility, displayScale: layoutSourceDisplayScale))
        if let failure = session.failure { throw failure }
        document.setFileError(nil)
        useLayoutSource(session, animated: animated)
        return session
    }

    /// The user's layout as the collection view shows it: at the text size and under the accessibility settings
    /// shown, which it reads from its traits and `UIAccessibility`.
    func remoteLayout(_ session: LayoutSourceSession) -> RemoteLayout {
        RemoteLayout(session: session, category: presentation.category.rawValue, accessibility: layoutSourceAccessibility,
                     displayScale: layoutSourceDisplayScale)
    }

    /// The screen's scale the user's layout reads: the device's (2 or 3), or the window's pixels per point without one.
    var layoutSourceDisplayScale: Double { presentation.device?.scale ?? presentation.pixelScale }

    /// The accessibility settings shown, as the user's layout reads them.
    var layoutSourceAccessibility: LayoutHostWire.Accessibility {
        LayoutHostWire.Accessibility(boldText: boldText, increasedContrast: accessibility.increasesContrast, reduceMotion: accessibility.reduceMotion,
                                     reduceTransparency: accessibility.reduceTransparency,
                                     differentiateWithoutColor: accessibility.differentiateWithoutColor)
    }

    /// Shows the user's layout set aside when a built-in layout was chosen (the toolbar's segment with its
    /// class name), animated as a layout switch; nothing when it is shown already or none was loaded.
    func showOwnLayout() {
        guard layoutSource == nil, let shelved = shelvedLayoutSource else { return }
        useLayoutSource(shelved, animated: true)
    }
}
