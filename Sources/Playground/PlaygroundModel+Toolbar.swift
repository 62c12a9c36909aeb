import CollectionLayout
import CollectionView
import Foundation
import Typography

/// The toolbar in use: pressing, hovering, the live text-size slider, and what each control does.
extension PlaygroundModel {
    /// The toolbar's state now.
    var toolbarState: ToolbarState {
        ToolbarState(layout: layoutKind, categoryIndex: category.index, slowAnimations: collectionView.slowAnimations,
                     debugOverlay: debugOverlay, isDark: appearance == .dark, isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft, deviceName: device?.shortName, hasSelection: !collectionView.selectedItemIDs.isEmpty,
                     canEdit: layoutKind == .grid, isEditing: isEditing, selectionMode: selectionMode, isInspectorOpen: chrome.inspector.isOpen)
    }

    /// The toolbar's controls for the window's width.
    public var toolbarControls: [ToolbarControl] {
        Toolbar.controls(width: windowSize.width, state: toolbarState, fonts: fonts, measurer: measurer)
    }

    /// The controls that do not fit the bar, in the "⋯" menu.
    public var overflowControls: [ToolbarControl] {
        Toolbar.overflow(width: windowSize.width, state: toolbarState, fonts: fonts, measurer: measurer)
    }

    private func control(at point: Point) -> Int? {
        toolbarControls.firstIndex { $0.frame.contains(point) }
    }

    func toolbarPointerDown(at point: Point) {
        guard let index = control(at: point), toolbarControls[index].isEnabled else { return }
        chrome.toolbar.pressed = index
        if toolbarControls[index].action == .textSize { slide(to: point, control: toolbarControls[index]) }
    }

    func toolbarPointerMoved(to point: Point) {
        guard let index = chrome.toolbar.pressed, toolbarControls.indices.contains(index) else { return }
        if toolbarControls[index].action == .textSize { slide(to: point, control: toolbarControls[index]) }
    }

    func toolbarPointerUp(at point: Point) {
        guard let index = chrome.toolbar.pressed else { return }
        chrome.toolbar.pressed = nil
        let controls = toolbarControls
        guard controls.indices.contains(index), controls[index].action != .textSize,
              controls[index].frame.contains(point) else { return }
        perform(controls[index].action)
    }

    /// The slider moves: the text size follows at once, animated, keeping the item in view in place.
    private func slide(to point: Point, control: ToolbarControl) {
        let index = Toolbar.categoryIndex(at: point, in: control)
        setCategory(ContentSizeCategory.allCases[index], animated: true)
    }

    func updateHover(at point: Point) {
        let index = showsChrome && point.y < Self.barHeight ? control(at: point) : nil
        chrome.toolbar.hover(index, at: time)
    }

    /// Does what a toolbar control (or its shortcut) does.
    public func perform(_ action: ToolbarAction) {
        switch action {
        case .layout(let kind): setLayout(kind, animated: true)
        case .textSize: break
        case .add: addItem()
        case .delete: deleteSelectedItems()
        case .shuffle: shuffle()
        case .reset: reset()
        case .slowAnimations: collectionView.slowAnimations.toggle()
        case .debugOverlay: debugOverlay.toggle()
        case .darkAppearance: setAppearance(appearance == .dark ? .light : .dark, animated: true)
        case .device: chrome.isDeviceMenuOpen.toggle()
        case .rightToLeft: toggleDirection()
        case .rotate: rotate(animated: true)
        case .screenshot: saveScreenshot()
        case .edit: setEditing(!isEditing)
        case .more: chrome.isOverflowMenuOpen.toggle()
        case .inspector: setInspectorOpen(!chrome.inspector.isOpen)
        case .selectionMode: cycleSelectionMode()
        }
    }

    /// Shows a short message at the bottom of the window.
    public func showToast(_ message: String) {
        chrome.toast = Toast(message, at: time)
    }

    // MARK: Data changes that can be undone

    /// Keeps the data as it is for Ctrl+Z, before an edit (a new edit forgets what was undone).
    func rememberForUndo() {
        pushUndo(.data(content.sections))
    }

    /// Puts a step on the undo stack (keeping the last 50); a new step forgets what was undone.
    func pushUndo(_ step: UndoStep) {
        document.history.record(step)
    }

    /// Adds a new card after the last selected item, or at the end of the first section.
    func addItem() {
        guard !content.sections.isEmpty else { return }
        let target: CollectionLayout.IndexPath
        if let last = collectionView.indexPathsForSelectedItems.last {
            target = CollectionLayout.IndexPath(item: last.item + 1, section: last.section)
        } else {
            target = CollectionLayout.IndexPath(item: content.sections[0].items.count, section: 0)
        }
        rememberForUndo()
        do { try insertItems(at: [target]) } catch { self.document.history.withdrawLastRecord() }
    }

    /// Deletes the selected items.
    func deleteSelectedItems() {
        let selected = collectionView.indexPathsForSelectedItems
        guard !selected.isEmpty else { return }
        rememberForUndo()
        do { try deleteItems(at: selected) } catch { self.document.history.withdrawLastRecord() }
    }

    /// Shuffles the items of every section (differently each time, the same in every run).
    func shuffle() {
        rememberForUndo()
        self.document.shuffleCount += 1
        var generator = SplitMix64(seed: UInt64(self.document.shuffleCount) &* 0x9E37_79B9_7F4A_7C15)
        var sections = content.sections
        for index in sections.indices { sections[index].items.shuffle(using: &generator) }
        replaceContent(with: sections)
    }

    /// Goes back to the scene's items as loaded.
    func reset() {
        rememberForUndo()
        guard let sources = dataSources else {
            replaceContent(with: scene.sections)
            return
        }
        // The sections shown now, each with the scene's items (none while its source is obscured).
        let original = Dictionary(scene.sections.map { ($0.id, $0.items) }, uniquingKeysWith: { first, _ in first })
        replaceContent(with: content.sections.map { section in
            var section = section
            let obscured = sources.basicSources[section.id]?.isObscured ?? false
            section.items = obscured ? [] : original[section.id] ?? section.items
            return section
        })
    }

    /// Undoes the last add, delete, shuffle, reset, reorder or parameter change.
    public func undo() {
        guard let previous = document.history.takeUndo() else {
            showToast("Nothing to undo")
            return
        }
        shutSwipe(animated: false)
        document.history.keepForRedo(restore(previous))
    }

    /// Does again what the last undo took back (Ctrl+Shift+Z).
    public func redo() {
        guard let next = document.history.takeRedo() else {
            showToast("Nothing to redo")
            return
        }
        shutSwipe(animated: false)
        document.history.keepForUndo(restore(next))
    }

    /// Puts back what a step kept, and returns the step that would put back what is there now.
    private func restore(_ step: UndoStep) -> UndoStep {
        switch step {
        case .data(let sections):
            let now = UndoStep.data(content.sections)
            replaceContent(with: sections)
            return now
        case .layoutParameters(let document):
            let now = scene.document.map(UndoStep.layoutParameters) ?? step
            do { try applySceneDocument(document, animated: true) } catch { showToast("Couldn't undo: \(error.message)") }
            return now
        }
    }

    /// Shows other sections of items, animated as a snapshot.
    func replaceContent(with sections: [SceneSection]) {
        cancelMovementBeforeDataChange()
        content.replaceSections(sections)
        // The sections' layouts are the scene's now, whatever they were when the data was kept.
        content.updateSectionLayouts(from: scene.sections)
        collectionView.apply(CollectionData(sections: sections.map { .init(id: $0.id, itemIDs: $0.items.map(\.id)) }))
        handShownItemsToDataSources()
    }

    // MARK: Screenshots

    /// Asks the screenshot writer to save the window's picture and says how it went.
    func saveScreenshot() {
        guard let writer = screenshotWriter else {
            showToast("Screenshots are not available here")
            return
        }
        do {
            let path = try writer(self)
            showToast("Saved \((path as NSString).lastPathComponent)")
        } catch {
            showToast("Couldn't save the screenshot: \(error)")
        }
    }

    /// A new file name in `directory` for a screenshot of the current layout, dated now.
    public func screenshotPath(in directory: String, date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss"
        let base = "Playground \(formatter.string(from: date)) \(layoutKind.rawValue)"
        var path = (directory as NSString).appendingPathComponent(base + ".png")
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (directory as NSString).appendingPathComponent("\(base) \(number).png")
            number += 1
        }
        return path
    }
}
