import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import SceneFormat

/// Layout parameters changed while the scene is open — by the inspector's controls or a
/// script's `setParameter` — set in the scene's JSON, checked like the file, animated to, undoable
/// and saved back to the file.
extension PlaygroundModel {
    /// Sets the JSON value at `path` (`layout.minimumLineSpacing`, `sections.1.layout.section.interGroupSpacing`)
    /// and shows the layout it makes, animated from what is on screen; Ctrl+Z takes it back. A
    /// value the scene file could not hold is refused with the decoder's message, changing nothing.
    public func setParameter(_ path: ParameterPath, to value: JSONNode.Value, animated: Bool,
                             undoable: Bool = true) throws(InputError) {
        try setParameters([(path, value)], animated: animated, undoable: undoable)
    }

    /// Sets several values as one change (one animation, one undo step). A step of a gesture
    /// (`countsAsChange` false: a slider's drag) is not counted by the document; the gesture
    /// counts itself once when it ends.
    func setParameters(_ edits: [(path: ParameterPath, value: JSONNode.Value)], animated: Bool, undoable: Bool,
                       countsAsChange: Bool = true) throws(InputError) {
        guard let document = document.scene.document else { throw InputError("this scene was not read from a file; it has no parameters to set") }
        var edited = document
        for edit in edits { edited = try edited.setting(edit.value, at: edit.path) }
        do {
            try applySceneDocument(edited, animated: animated)
        } catch {
            let names = edits.map(\.path.description).joined(separator: ", ")
            throw InputError("setParameter \(names): \(error.message)")
        }
        if undoable { pushUndo(.layoutParameters(document)) }
        if countsAsChange { self.document.noteParameterChange(undoable: undoable) }
    }

    /// Shows the layout a scene JSON describes: the scene's layout and its sections' layouts are
    /// decoded from it (checked as a scene file is) and the layout on screen is made again,
    /// animated from where its elements are now. The items stay as they are, but for their cell
    /// templates, which follow the JSON, and Bold Text, which follows its `boldText` key.
    func applySceneDocument(_ document: SceneDocument, animated: Bool) throws(InputError) {
        let decoded = try SceneDecoder.decode(root: document.root, file: document.file, defaultName: self.document.scene.name)
        // The window's Bold Text command writes the scene's `boldText` key: an edit, undo or redo of it measures again.
        let boldText = self.document.boldText(for: document)
        self.document.adoptLayouts(of: decoded, from: document)
        if boldText != fonts.boldText { useBoldTextFonts(boldText) }
        data.content.updateSectionLayouts(from: self.document.scene.sections)
        // A tuned cell template: the cells measure (the new layout asks them again) and draw with it.
        data.content.updateCellTemplates(from: decoded.sections)
        cells.use(SceneFlowDelegate(content: data.content, settings: self.document.scene.layout, category: presentation.category, fonts: fonts, measurer: measurer))
        cells.flowDelegate.collectionView = collectionView
        collectionView.cellSizer = makeSizer(for: presentation.layoutKind)
        // As the 2012 session asks: the collection view animates to the layout the new value makes.
        // The scroll view's keys first, so the new layout comes in with the insets it will keep.
        applySceneScrolling()
        collectionView.setLayout(makeLayout(presentation.layoutKind), animated: animated, keepingCenterItem: false)
        collectionView.layoutIfNeeded()
    }

    /// Where Save writes the scene: its own file, or — for a built-in scene — a file of the same
    /// name in the working folder (the app's own scenes are never overwritten), as a relative path.
    public var sceneSavePath: String? { document.savePath }

    /// Writes the scene with its parameters and items as they are now back to `sceneSavePath` (by way of a
    /// temporary file and a rename; keys keep their order; the file keeps its mode) and says where, or why not.
    /// When the file there is not what the scene was read from or last saved as — another program or
    /// window changed it — nothing is written and the window asks first (Replace, Cancel), unless
    /// `replacingChanges`.
    @discardableResult
    public func saveScene(replacingChanges: Bool = false) -> Bool {
        guard let document = document.scene.document, let path = sceneSavePath else {
            showToast("This scene has no file to save to")
            return false
        }
        if !replacingChanges, !self.document.fileExpectedAtSavePath.matches(FileFingerprint.ofFile(at: path)) {
            askToReplaceChangedFile(named: (path as NSString).lastPathComponent,
                                    wasThere: self.document.fileExpectedAtSavePath != .none)
            return false
        }
        // The items as shown (added, deleted, moved, pasted, starred) go into the file too; a scene
        // whose sections come from data sources saves its parameters only.
        var saved = document
        if data.sources == nil {
            do {
                saved = try document.settingItems(data.content.sections, loaded: self.document.scene.sections)
            } catch {
                showToast("Couldn't save the scene: \(error.description)")
                return false
            }
        }
        // A file there keeps its mode; a new file of the designer's own content is theirs alone.
        let isNewOwnContent = self.document.scene.ownContentSource != nil && !FileManager.default.fileExists(atPath: path)
        let bytes = Array(saved.text.utf8)
        do {
            try AtomicFile.write(bytes, to: path, permissions: isNewOwnContent ? PrivateFolder.fileMode : nil)
        } catch {
            showToast("Couldn't save the scene: \(error.description)")
            return false
        }
        self.document.noteWritten(FileFingerprint(bytes))
        showToast("Saved the scene to \(path)")
        return true
    }
}
