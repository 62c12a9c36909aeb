import CollectionLayout
import CollectionView
import AppInput
import Typography

/// The keyboard: scrolling keys, layout and text-size shortcuts, and the toolbar's keys.
extension PlaygroundModel {
    func handleKey(_ key: String, modifiers: Set<KeyModifier>) {
        let page = collectionFrame.height * 0.9
        switch key {
        case "down": collectionView.scroll(by: Point(x: 0, y: 40))
        case "up": collectionView.scroll(by: Point(x: 0, y: -40))
        case "right": collectionView.scroll(by: Point(x: 40, y: 0))
        case "left": collectionView.scroll(by: Point(x: -40, y: 0))
        case "pagedown", "space": collectionView.scroll(by: Point(x: 0, y: page))
        case "pageup": collectionView.scroll(by: Point(x: 0, y: -page))
        case "home": collectionView.setContentOffset(.zero)
        case "end": collectionView.setContentOffset(collectionView.maximumContentOffset)
        case "1": setLayout(.flow, animated: true)
        case "2": setLayout(.stacked, animated: true)
        case "3": setLayout(.circle, animated: true)
        case "4": setLayout(.coverflow, animated: true)
        case "=", "+", "keypad +": stepCategory(by: 1)
        case "-", "keypad -": stepCategory(by: -1)
        case "t" where modifiers.contains(.shift): collectionView.slowAnimations.toggle()
        case "s" where modifiers.contains(.ctrl): perform(.screenshot)
        case "z" where modifiers.contains(.ctrl): undo()
        case "d": debugOverlay.toggle()
        case "delete", "backspace": perform(.delete)
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
