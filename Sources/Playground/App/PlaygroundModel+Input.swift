import AppInput
import CollectionLayout
import Interactions

/// Where every input event enters the app: `InputArbitration` says which interaction a press,
/// a move, a release or the wheel goes to, and it goes there (a right-click always opens the
/// context menu, a touch pinch always pinches). Within the collection, the press then meets
/// what is already under way: an open row's buttons, edit mode's controls, a lift, a tracked swipe.
/// Events come in window points; what goes to the collection is taken to where the device's
/// screen is laid out first (`devicePoint(forWindowPoint:)`: a screen fit to the window is drawn smaller).
extension PlaygroundModel {
    /// Applies one input event; returns false when the user asked to quit.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        defer { settleFrameState() }
        // A dialog shown takes the keys and presses.
        if let goesOn = handleDialogEvent(event) { return goesOn }
        switch event {
        case .quit:
            return false
        case .resized(let size):
            resize(to: size)
        case .wheel(let dx, let dy, let modifiers):
            // The wheel acts on what is under the pointer (a band, or the content).
            let pointer = interactions.lastPointer ?? windowPoint(forDevicePoint: Point(x: collectionFrame.midX, y: collectionFrame.midY))
            routeWheel(dx: dx, dy: dy, modifiers: modifiers, at: pointer)
        case .key(let key, let modifiers):
            if key == "q" && modifiers.contains(.ctrl) { return false }
            switch keyTarget {
            case .commandPalette: commandPaletteKey(key, modifiers: modifiers)
            case .help: helpKey(key, modifiers: modifiers)
            case .inspectorValueField: inspectorValueFieldKey(key, modifiers: modifiers)
            case .bindings: handleKey(key, modifiers: modifiers)
            }
        case .text(let text):
            // Only the open palette or value field reads typed text; the key events before it did the rest.
            switch keyTarget {
            case .commandPalette: chrome.typeInCommandPalette(text)
            case .inspectorValueField: inspectorValueFieldText(text)
            case .help, .bindings: break
            }
        case .redraw:
            break
        case .pointerDown(let point, let modifiers):
            routePress(at: point, modifiers: modifiers)
        case .pointerMove(let point):
            interactions.lastPointer = point
            switch pointerClaim {
            case .inspector: inspectorPointerMoved(to: point)
            case .simulatedPinch: handlePinch(.altDragMoved(to: point))
            case .toolbar: toolbarPointerMoved(to: point)
            case .collection where variantPanes != nil:
                variantsPointerMoved(to: point)
            case .collection:
                handlePress(.moved(to: devicePoint(forWindowPoint: point)))
                updateHover(at: point)
            }
        case .pointerUp(let point):
            switch pointerClaim {
            case .inspector: inspectorPointerUp()
            case .simulatedPinch: handlePinch(.altDragEnded(at: point))
            case .toolbar: toolbarPointerUp(at: point)
            case .collection where variantPanes != nil: variantsPointerUp(at: point)
            case .collection: handlePress(.up(at: devicePoint(forWindowPoint: point)))
            }
        case .secondaryClick(let point):
            interactions.lastPointer = point
            endInspectorValueFieldUnlessPressed(at: point)
            if chrome.commandPalette != nil || chrome.isHelpShown {
                // Over the palette or help, a right-click only shuts them.
                chrome.setCommandPalette(nil)
                chrome.setHelpShown(false)
            } else {
                handleContextMenu(.rightClicked(at: point))
            }
        case .pinch(let center, let scale, let phase):
            handlePinch(.pinch(center: center, scale: scale, phase: phase))
        case .dropFile(let path):
            // A file dropped on the window opens as a palette row's would (the window opens it).
            apply(.openFile(path))
        }
        return true
    }

    /// Who keys and typed text go to now.
    var keyTarget: InputArbitration.KeyTarget {
        InputArbitration.keyTarget(paletteIsOpen: chrome.commandPalette != nil, helpIsShown: chrome.isHelpShown,
                                   valueFieldIsOpen: chrome.inspector.valueField != nil)
    }

    /// Who holds the pointer between a press and its release.
    var pointerClaim: InputArbitration.PointerClaim {
        InputArbitration.claim(inspectorIsPressed: chrome.inspector.claimsPointer, simulatedPinchIsActive: interactions.pinch.claimsPointer,
                               toolbarIsPressed: chrome.toolbar.claimsPointer)
    }

    private func routePress(at point: Point, modifiers: Set<KeyModifier>) {
        endInspectorValueFieldUnlessPressed(at: point)
        let situation = InputArbitration.PressSituation(
            paletteIsOpen: chrome.commandPalette != nil, helpIsShown: chrome.isHelpShown, contextMenuIsOpen: interactions.contextMenu.target != nil, deviceMenuIsOpen: chrome.isDeviceMenuOpen,
            overflowMenuIsOpen: chrome.isOverflowMenuOpen, isOverInspector: inspectorFrame?.contains(point) ?? false,
            isOverToolbar: isOverBars(point), alt: modifiers.contains(.alt))
        switch InputArbitration.target(of: situation) {
        case .commandPalette: commandPaletteClick(at: point)
        case .help: chrome.setHelpShown(false)
        case .contextMenu: handleContextMenu(.clicked(at: point))
        case .deviceMenu: deviceMenuClick(at: point)
        case .overflowMenu: overflowMenuClick(at: point)
        case .inspector: inspectorPointerDown(at: point)
        case .toolbar: toolbarPointerDown(at: point)
        case .simulatedPinch: handlePinch(.altDragBegan(at: point))
        case .collection where variantPanes != nil:
            variantsPointerDown(at: point, modifiers: modifiers)
        case .collection:
            handlePress(.down(at: devicePoint(forWindowPoint: point), extendingSelection: modifiers.contains(.ctrl) || modifiers.contains(.shift)))
        }
    }

    private func routeWheel(dx: Double, dy: Double, modifiers: Set<KeyModifier>, at windowPointer: Point) {
        let pointer = devicePoint(forWindowPoint: windowPointer)
        let recognizers = InputArbitration.wheelRecognizers(ctrl: modifiers.contains(.ctrl),
                                                            isOverInspector: inspectorFrame?.contains(windowPointer) ?? false, dx: dx, dy: dy)
        for recognizer in recognizers {
            switch recognizer {
            case .pinch:
                handlePinch(.wheelStep(dy: dy, pointer: interactions.lastPointer))
                return
            case .inspector:
                scrollInspector(by: dy)
                return
            case .swipe where variantPanes != nil, .scroll where variantPanes != nil:
                // Over Variants, the pane under the pointer scrolls (and its row swipes).
                _ = variantsWheel(dx: dx, dy: dy, modifiers: modifiers, at: windowPointer)
                return
            case .swipe:
                if handleSwipeReportingErrors(.wheel(dx: dx, dy: dy, at: pointer)) { return }
            case .scroll:
                // Anything that scrolls shuts an open row; with Shift, a vertical wheel scrolls sideways.
                shutSwipe(animated: true)
                var delta = Point(x: dx, y: dy)
                if modifiers.contains(.shift), delta.x == 0 { delta = Point(x: delta.y, y: 0) }
                collectionView.scrollWheel(by: delta, at: Point(x: pointer.x - collectionFrame.minX, y: pointer.y - collectionFrame.minY))
                collectionView.layoutIfNeeded()
            }
        }
    }
}
