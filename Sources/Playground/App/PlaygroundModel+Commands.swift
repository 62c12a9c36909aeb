import AppInput
import CollectionLayout
import CollectionView
import Foundation
import Typography

/// Commands applied: keys, toolbar controls, the overflow and device menus' rows, the slider
/// and the script actions they share arrive here as an `AppCommand`.
extension PlaygroundModel {
    /// Does what `command` asks.
    public func apply(_ command: AppCommand) {
        defer { settleFrameState() }
        switch command {
        case .setLayout(let kind, let animated): setLayout(kind, animated: animated)
        case .setCategory(let category, let animated): setCategory(category, animated: animated)
        case .stepCategory(let step): stepCategory(by: step)
        case .setAppearance(let appearance, let animated): setAppearance(appearance, animated: animated)
        case .toggleAppearance: setAppearance(presentation.appearance == .dark ? .light : .dark, animated: true)
        case .setDirection(let direction, let animated): setDirection(direction, animated: animated)
        case .toggleDirection: toggleDirection()
        case .toggleAccessibility(let setting): toggleAccessibility(setting)
        case .setPseudoLanguage(let pseudoLanguage): setPseudoLanguage(pseudoLanguage)
        case .cyclePseudoLanguage: cyclePseudoLanguage()
        case .setVariants(let variants): setVariants(variants)
        case .toggleVariants: toggleVariants()
        case .showOwnLayout: showOwnLayout()
        case .setDevice(let device, let orientation, let animated): setDevice(device, orientation: orientation, animated: animated)
        case .rotate(let animated): rotate(animated: animated)
        case .cycleDevice: cycleDevice()
        case .setDeviceZoom(let zoom): setDeviceZoom(zoom)
        case .toggleDeviceMenu: chrome.toggleDeviceMenu()
        case .toggleOverflowMenu: chrome.toggleOverflowMenu()
        case .setEditing(let on): setEditing(on)
        case .toggleEditing: setEditing(!grid.editMode.isOn)
        case .setInspectorOpen(let open, let tab): setInspectorOpen(open, tab: tab)
        case .toggleInspector: setInspectorOpen(!chrome.inspector.isOpen)
        case .cycleSelectionMode: cycleSelectionMode()
        case .toggleSlowAnimations: collectionView.slowAnimations.toggle()
        case .toggleDebugOverlay: setShowsDebugOverlay(!presentation.showsDebugOverlay)
        case .toggleRedlines: setShowsRedlines(!presentation.showsRedlines)
        case .toggleAudit: showsAudit.toggle()
        case .addItem: addItem()
        case .deleteSelection: deleteSelectedItems()
        case .shuffle: shuffle()
        case .reset: reset()
        case .copyLayoutAsSwift(let framework):
            if let framework { chrome.inspector.setExportFramework(framework) }
            copyLayoutAsSwift()
        case .undo: undo()
        case .redo: redo()
        case .saveScene: saveScene()
        case .screenshot: saveScreenshot()
        case .scroll(let step): scroll(step)
        case .openScene(let file): host.openRequest = .builtInScene(file)
        case .openFile(let path): host.openRequest = .file(URL(fileURLWithPath: path))
        case .toggleCommandPalette: toggleCommandPalette(.everything)
        case .toggleRecentFiles: toggleCommandPalette(.recentFiles)
        case .openCommandPalette(let query): openCommandPalette(.everything, query: query)
        case .toggleHelp: chrome.toggleHelp()
        case .dismiss: dismiss()
        }
    }

    /// A key pressed: its binding's command, then whatever it changed laid out.
    func handleKey(_ key: String, modifiers: Set<KeyModifier>) {
        if let command = KeyBindings.command(forKey: key, modifiers: modifiers) { apply(command) }
        collectionView.layoutIfNeeded()
    }

    /// Steps the text size up or down by `step` sizes, animated, stopping at xS and AX5.
    func stepCategory(by step: Int) {
        let all = ContentSizeCategory.allCases
        let index = min(max(0, presentation.category.index + step), all.count - 1)
        setCategory(all[index], animated: true)
    }

    /// A keyboard scroll: it glides to where the layout rests; in cover flow and the line a line
    /// is exactly one card.
    private func scroll(_ step: ScrollStep) {
        let sideways = collectionView.scrollsOnlyHorizontally
        let line = (collectionView.layout as? any ItemCenteringLayout)?.itemPitch ?? 40
        let page = (sideways ? collectionFrame.width : collectionFrame.height) * 0.9
        switch step {
        case .lineDown: collectionView.scrollStep(by: Point(x: 0, y: line))
        case .lineUp: collectionView.scrollStep(by: Point(x: 0, y: -line))
        case .lineRight: collectionView.scrollStep(by: Point(x: line, y: 0))
        case .lineLeft: collectionView.scrollStep(by: Point(x: -line, y: 0))
        case .pageDown: collectionView.scrollStep(by: Point(x: 0, y: page))
        case .pageUp: collectionView.scrollStep(by: Point(x: 0, y: -page))
        case .home: collectionView.scrollStep(to: collectionView.minimumContentOffset)
        case .end: collectionView.scrollStep(to: collectionView.maximumContentOffset)
        }
    }

    /// Escape: the first open thing shuts — the palette, help, the device menu, the overflow menu, the context menu,
    /// a swiped row — or else the hands' gesture is cancelled.
    private func dismiss() {
        if chrome.commandPalette != nil {
            chrome.setCommandPalette(nil)
        } else if chrome.isHelpShown {
            chrome.setHelpShown(false)
        } else if chrome.isDeviceMenuOpen {
            chrome.closeDeviceMenu()
        } else if chrome.isOverflowMenuOpen {
            chrome.closeOverflowMenu()
        } else if interactions.contextMenu.target != nil {
            handleContextMenu(.dismissed)
        } else if swipeState != .nothing {
            shutSwipe(animated: true)
        } else {
            cancelGesture()
        }
    }
}
