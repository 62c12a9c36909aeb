import CollectionLayout
import CollectionView
import SceneFormat

/// Edits of the items that can be undone — add, delete, shuffle, reset — and undo and redo
/// themselves, kept in the document's `UndoHistory`.
extension PlaygroundModel {
    /// Keeps the data as it is for Ctrl+Z, before an edit (a new edit forgets what was undone).
    func rememberForUndo() {
        pushUndo(.data(data.content.sections))
    }

    /// Puts a step on the undo stack (keeping the last 50); a new step forgets what was undone.
    func pushUndo(_ step: UndoStep) {
        document.record(step)
    }

    /// Adds a new card after the last selected item, or at the end of the first section.
    func addItem() {
        guard !data.content.sections.isEmpty else { return }
        let target: CollectionLayout.IndexPath
        if let last = collectionView.indexPathsForSelectedItems.last {
            target = CollectionLayout.IndexPath(item: last.item + 1, section: last.section)
        } else {
            target = CollectionLayout.IndexPath(item: data.content.sections[0].items.count, section: 0)
        }
        rememberForUndo()
        do { try insertItems(at: [target]) } catch { self.document.withdrawLastEdit() }
    }

    /// Deletes the selected items.
    func deleteSelectedItems() {
        let selected = collectionView.indexPathsForSelectedItems
        guard !selected.isEmpty else { return }
        rememberForUndo()
        do { try deleteItems(at: selected) } catch { self.document.withdrawLastEdit() }
    }

    /// Shuffles the items of every section (differently each time, the same in every run).
    func shuffle() {
        rememberForUndo()
        var generator = SplitMix64(seed: document.nextShuffleSeed())
        var sections = data.content.sections
        for index in sections.indices { sections[index].items.shuffle(using: &generator) }
        replaceContent(with: sections)
    }

    /// Goes back to the scene's items as loaded.
    func reset() {
        rememberForUndo()
        guard let sources = data.sources else {
            replaceContent(with: document.scene.sections)
            return
        }
        // The sections shown now, each with the scene's items (none while its source is obscured).
        let original = Dictionary(document.scene.sections.map { ($0.id, $0.items) }, uniquingKeysWith: { first, _ in first })
        replaceContent(with: data.content.sections.map { section in
            var section = section
            let obscured = sources.basicSources[section.id]?.isObscured ?? false
            section.items = obscured ? [] : original[section.id] ?? section.items
            return section
        })
    }

    /// Undoes the last add, delete, shuffle, reset, reorder or parameter change.
    public func undo() {
        guard let previous = document.takeUndo() else {
            showToast("Nothing to undo")
            return
        }
        shutSwipe(animated: false)
        document.noteUndone(previous, redo: restore(previous))
    }

    /// Does again what the last undo took back (Ctrl+Shift+Z).
    public func redo() {
        guard let next = document.takeRedo() else {
            showToast("Nothing to redo")
            return
        }
        shutSwipe(animated: false)
        document.noteRedone(next, undo: restore(next))
    }

    /// Puts back what a step kept, and returns the step that would put back what is there now.
    private func restore(_ step: UndoStep) -> UndoStep {
        switch step {
        case .data(let sections):
            let now = UndoStep.data(data.content.sections)
            replaceContent(with: sections)
            return now
        case .layoutParameters(let document):
            let now = self.document.scene.document.map(UndoStep.layoutParameters) ?? step
            do { try applySceneDocument(document, animated: true) } catch { showToast("Couldn't undo: \(error.message)") }
            return now
        }
    }

    /// Shows other sections of items, animated as a snapshot.
    func replaceContent(with sections: [SceneSection]) {
        cancelMovementBeforeDataChange()
        data.content.replaceSections(sections)
        // The sections' layouts are the scene's now, whatever they were when the data was kept.
        data.content.updateSectionLayouts(from: document.scene.sections)
        collectionView.apply(CollectionData(sections: sections.map { .init(id: $0.id, itemIDs: $0.items.map(\.id)) }))
        refitFittedColumns()
        handShownItemsToDataSources()
    }
}
