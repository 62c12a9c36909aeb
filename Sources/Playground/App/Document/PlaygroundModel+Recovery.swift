import AppSupport
import CollectionLayout
import Foundation
import Persistence
import SceneFormat

/// The document as a recovery copy, and put back from one: the scene's JSON as tuned and the
/// items as edited.
extension PlaygroundModel {
    /// Whether anything — parameters or items — changed since the scene was opened or last saved.
    public var hasUnsavedChanges: Bool { document.hasUnsavedChanges }

    /// Whether a parameter changed since the scene was opened or last saved (a slider's drag
    /// under way counts once it has moved the value).
    public var hasUnsavedParameters: Bool { document.hasUnsavedParameters || inspectorDragHasChangedTheScene }

    /// Goes up with every change, undo and redo of the document (parameters or items).
    public var documentRevision: Int { document.revision }

    /// The document as it is now, as a recovery copy written at `date`; nil for a scene not read from a file.
    public func recoveryCopy(writtenAt date: Date) -> RecoveryCopy? {
        guard let sceneDocument = document.scene.document else { return nil }
        var copy = RecoveryCopy(scenePath: RecoveryStore.absolutePath(sceneDocument.file), sceneName: document.scene.name,
                                isBuiltInScene: document.isBuiltInScene, writtenAt: date.timeIntervalSince1970, sceneJSON: sceneDocument.text,
                                sections: data.content.sections.map { section in
                                    RecoveryCopy.Section(id: section.id, items: section.items.map(RecoveryCopy.Item.init))
                                })
        copy.contentSource = document.scene.ownContentSource.map { source in
            switch source {
            case .folder(let path): RecoveryCopy.ContentSource(kind: "folder", path: RecoveryStore.absolutePath(path))
            case .items(let path): RecoveryCopy.ContentSource(kind: "items", path: RecoveryStore.absolutePath(path))
            }
        }
        if let build = layoutSource?.build {
            copy.layoutSourcePath = RecoveryStore.absolutePath(build.sourcePath)
            switch build.entry {
            case .layoutClass(let name): copy.layoutClassName = name
            case .function(let function): copy.layoutFunctionName = function.name
            }
        }
        return copy
    }

    /// Puts the document back as `copy` has it: the scene's parameters from its JSON (checked as
    /// a scene file is) and each section's items; the document is then unsaved. A copy whose JSON
    /// is not a scene is refused with the decoder's message, changing nothing.
    public func restore(from copy: RecoveryCopy) throws(InputError) {
        guard let sceneDocument = document.scene.document else { throw InputError("this scene was not read from a file; it has nothing to restore") }
        let root: JSONNode
        do {
            root = try JSONParser.parse(copy.sceneJSON)
        } catch {
            throw InputError("the recovery copy's scene is not JSON: \(error)")
        }
        let keptItems = copy.sections.map { $0.items.map(\.sceneItem) }
        // Ids are what a save writes and a scene file must hold once each: a copy that repeats one
        // would be saved into a file that no longer opens, so it is refused before anything changes.
        if let repeated = Self.firstRepeatedID(in: keptItems.joined()) {
            throw InputError("the recovery copy has the item id \"\(repeated)\" more than once")
        }
        try applySceneDocument(SceneDocument(file: sceneDocument.file, root: root), animated: false)
        let known = Dictionary(data.content.sections.map { ($0.id, $0) } + document.scene.sections.map { ($0.id, $0) }, uniquingKeysWith: { shown, _ in shown })
        let sections = zip(copy.sections, keptItems).compactMap { kept, items -> SceneSection? in
            guard var section = known[kept.id] else { return nil }
            section.items = items
            return section
        }
        replaceContent(with: sections)
        collectionView.layoutIfNeeded()
        document.noteRestoredFromRecovery()
    }

    /// The first id that `items` and their children, outline and all, use a second time.
    private static func firstRepeatedID<Items: Sequence<SceneItem>>(in items: Items) -> String? {
        var seen: Set<String> = []
        var pending = Array(items)
        while let item = pending.popLast() {
            guard seen.insert(item.id).inserted else { return item.id }
            pending += item.children
        }
        return nil
    }
}
