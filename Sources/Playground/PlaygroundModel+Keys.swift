import CollectionLayout
import CollectionView
import AppInput
import Typography

/// The keyboard: scrolling keys, layout and text-size shortcuts, and the toolbar's keys.
extension PlaygroundModel {
    func handleKey(_ key: String, modifiers: Set<KeyModifier>) {
        // Keys glide to where the layout rests; in cover flow and the line an arrow steps exactly one card.
        let sideways = collectionView.scrollsOnlyHorizontally
        let line = (collectionView.layout as? any ItemCenteringLayout)?.itemPitch ?? 40
        let page = (sideways ? collectionFrame.width : collectionFrame.height) * 0.9
        switch key {
        case "down": collectionView.scrollStep(by: Point(x: 0, y: line))
        case "up": collectionView.scrollStep(by: Point(x: 0, y: -line))
        case "right": collectionView.scrollStep(by: Point(x: line, y: 0))
        case "left": collectionView.scrollStep(by: Point(x: -line, y: 0))
        case "pagedown", "space": collectionView.scrollStep(by: Point(x: 0, y: page))
        case "pageup": collectionView.scrollStep(by: Point(x: 0, y: -page))
        case "home": collectionView.scrollStep(to: collectionView.minimumContentOffset)
        case "end": collectionView.scrollStep(to: collectionView.maximumContentOffset)
        case "1": setLayout(.flow, animated: true)
        case "2": setLayout(.stacked, animated: true)
        case "3": setLayout(.circle, animated: true)
        case "4": setLayout(.coverflow, animated: true)
        case "5": setLayout(.compositional, animated: true)
        case "6": setLayout(.grid, animated: true)
        case "7": setLayout(.line, animated: true)
        case "=", "+", "keypad +": stepCategory(by: 1)
        case "-", "keypad -": stepCategory(by: -1)
        case "t" where modifiers.contains(.shift): collectionView.slowAnimations.toggle()
        case "s" where modifiers.contains(.ctrl) && modifiers.contains(.shift): saveScene()
        case "s" where modifiers.contains(.ctrl): perform(.screenshot)
        case "z" where modifiers.contains(.ctrl) && !modifiers.contains(.shift): undo()
        case "d": debugOverlay.toggle()
        case "i" where modifiers.isEmpty: setInspectorOpen(!chrome.inspector.isOpen)
        case "s" where modifiers.isEmpty: cycleSelectionMode()
        case "m" where modifiers.isEmpty: showsRedlines.toggle()
        case "r" where modifiers.isEmpty: rotate(animated: true)
        case "v" where modifiers.isEmpty: cycleDevice()
        case "a" where modifiers.isEmpty: setAppearance(appearance == .dark ? .light : .dark, animated: true)
        case "b": toggleDirection()
        case "delete", "backspace": perform(.delete)
        case "escape" where isDeviceMenuOpen: chrome.isDeviceMenuOpen = false
        case "escape" where isOverflowMenuOpen: chrome.isOverflowMenuOpen = false
        case "escape" where interactions.contextMenu.target != nil: interactions.contextMenu.target = nil
        case "escape" where swipeState != .nothing: shutSwipe(animated: true)
        case "e" where modifiers.isEmpty: setEditing(!isEditing)
        case "z" where modifiers.contains(.ctrl) && modifiers.contains(.shift): redo()
        case "escape": cancelGesture()
        default: break
        }
        collectionView.layoutIfNeeded()
    }

    func stepCategory(by step: Int) {
        let all = ContentSizeCategory.allCases
        let index = min(max(0, category.index + step), all.count - 1)
        setCategory(all[index], animated: true)
    }
}
