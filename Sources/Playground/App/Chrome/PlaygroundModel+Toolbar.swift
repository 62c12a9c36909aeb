import CollectionLayout
import CollectionView
import Foundation
import Typography

/// The toolbar and the status bar in use (`ToolbarPointer`): pressing, hovering, the live
/// text-size slider; each control gives a command (`ToolbarAction.command`).
extension PlaygroundModel {
    /// The bars' state now.
    var toolbarState: ToolbarState {
        var state = ToolbarState(layout: presentation.layoutKind, categoryIndex: presentation.category.index, slowAnimations: collectionView.slowAnimations,
                     debugOverlay: presentation.showsDebugOverlay, showsRedlines: presentation.showsRedlines, isLandscape: presentation.orientation == .landscape,
                     isDark: presentation.appearance == .dark, isRightToLeft: collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft,
                     deviceName: presentation.device?.shortName, deviceDescription: deviceDescription, hasSelection: !collectionView.selectedItemIDs.isEmpty,
                     canEdit: presentation.layoutKind == .grid, isEditing: grid.editMode.isOn, selectionMode: interactions.press.selectionMode, isInspectorOpen: chrome.inspector.isOpen)
            .showing(ownLayout: (layoutSource ?? shelvedLayoutSource)?.build.name, shown: layoutSource != nil)
        state.showsAudit = showsAudit
        state.accessibilityNames = AccessibilityToggle.allCases.filter { isOn($0) }.map(\.shortName)
        state.pseudoLanguage = pseudoLanguage
        state.variantsAxis = shownVariants?.axis.title
        state.auditFindingCount = showsAudit ? windowFindings.count : 0
        return state
    }

    /// Both bars laid out for the window's size.
    private var toolbarLayout: ToolbarLayout {
        let size = presentation.windowSize, state = toolbarState
        return chrome.toolbarLayouts.layout(size: size, state: state) {
            let face = try? fonts.face(.medium)
            return ToolbarLayout(size: size, state: state) { [measurer] label in
                face.map { measurer.measure(label, font: $0, pointSize: Toolbar.labelSize).width } ?? Double(label.count) * 8
            }
        }
    }

    /// The controls of the toolbar and the status bar for the window's size, the toolbar's first.
    public var toolbarControls: [ToolbarControl] { toolbarLayout.bars }

    /// The controls that fit neither bar, in the "⋯" menu.
    public var overflowControls: [ToolbarControl] { toolbarLayout.overflow }

    /// Whether a window point is on the toolbar or the status bar.
    func isOverBars(_ point: Point) -> Bool {
        presentation.showsChrome && (point.y < presentation.toolbarHeight || point.y >= presentation.windowSize.height - presentation.statusBarHeight)
    }

    private func control(at point: Point) -> Int? {
        toolbarControls.firstIndex { $0.frame.contains(point) }
    }

    func toolbarPointerDown(at point: Point) {
        guard let index = control(at: point), toolbarControls[index].isEnabled else { return }
        chrome.toolbar.press(index)
        if toolbarControls[index].action == .textSize { slide(to: point, control: toolbarControls[index]) }
    }

    func toolbarPointerMoved(to point: Point) {
        guard let index = chrome.toolbar.pressed, toolbarControls.indices.contains(index) else { return }
        if toolbarControls[index].action == .textSize { slide(to: point, control: toolbarControls[index]) }
    }

    func toolbarPointerUp(at point: Point) {
        guard let index = chrome.toolbar.release() else { return }
        let controls = toolbarControls
        guard controls.indices.contains(index), controls[index].action != .textSize,
              controls[index].frame.contains(point) else { return }
        perform(controls[index].action)
    }

    /// The slider moves: the text size follows at once, animated, keeping the item in view in place.
    private func slide(to point: Point, control: ToolbarControl) {
        let index = Toolbar.categoryIndex(at: point, in: control)
        apply(.setCategory(ContentSizeCategory.allCases[index], animated: true))
    }

    func updateHover(at point: Point) {
        let index = isOverBars(point) ? control(at: point) : nil
        chrome.toolbar.hover(index, at: time)
    }

    /// Does what a toolbar control (or its shortcut) does.
    public func perform(_ action: ToolbarAction) {
        if let command = action.command { apply(command) }
    }
}
