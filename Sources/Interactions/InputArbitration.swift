import CollectionLayout

/// Which interaction an input event goes to, decided in this one table — as UIKit's gesture
/// recognizers' failure requirements and `shouldRecognizeSimultaneouslyWith` do: an
/// open menu takes the next click, the inspector and the toolbar take presses over them, Alt
/// makes a press a pinch; the open command palette, then help, then the inspector's value field take every key; a press that moves becomes a lift if it was held, a swipe if it was
/// quick and sideways, a scroll otherwise; Ctrl makes the wheel a pinch.
package enum InputArbitration {
    /// Who a press of the pointer goes to.
    package enum PressTarget: Equatable {
        /// The open command palette (a row runs; outside the panel shuts it).
        case commandPalette
        /// The help overlay (any press shuts it).
        case help
        /// The open context menu (a row acts; anywhere else shuts it).
        case contextMenu
        /// The open device menu.
        case deviceMenu
        /// The open overflow menu.
        case overflowMenu
        /// The inspector panel under the pointer.
        case inspector
        /// The toolbar across the top.
        case toolbar
        /// Alt + drag: a pinch with two simulated fingers.
        case simulatedPinch
        /// The collection: a press that may click, select, lift, swipe or scroll.
        case collection
    }

    /// What a press's target depends on.
    package struct PressSituation {
        /// Whether the command palette is open.
        package var paletteIsOpen = false
        /// Whether help is shown.
        package var helpIsShown = false
        /// Whether the context menu is open.
        package var contextMenuIsOpen = false
        /// Whether the device menu is open.
        package var deviceMenuIsOpen = false
        /// Whether the overflow menu is open.
        package var overflowMenuIsOpen = false
        /// Whether the press is over the open inspector panel.
        package var isOverInspector = false
        /// Whether the press is over the toolbar.
        package var isOverToolbar = false
        /// Whether Alt is held.
        package var alt = false

        /// A press's situation; by default nothing is open, over nothing, without Alt.
        package init(paletteIsOpen: Bool = false, helpIsShown: Bool = false, contextMenuIsOpen: Bool = false, deviceMenuIsOpen: Bool = false,
                     overflowMenuIsOpen: Bool = false, isOverInspector: Bool = false, isOverToolbar: Bool = false, alt: Bool = false) {
            self.paletteIsOpen = paletteIsOpen
            self.helpIsShown = helpIsShown
            self.contextMenuIsOpen = contextMenuIsOpen
            self.deviceMenuIsOpen = deviceMenuIsOpen
            self.overflowMenuIsOpen = overflowMenuIsOpen
            self.isOverInspector = isOverInspector
            self.isOverToolbar = isOverToolbar
            self.alt = alt
        }
    }

    /// The first in line that wants the press: the palette and help, open menus, then the inspector, the toolbar, a
    /// simulated pinch, and last the collection.
    package static func target(of press: PressSituation) -> PressTarget {
        if press.paletteIsOpen { return .commandPalette }
        if press.helpIsShown { return .help }
        if press.contextMenuIsOpen { return .contextMenu }
        if press.deviceMenuIsOpen { return .deviceMenu }
        if press.overflowMenuIsOpen { return .overflowMenu }
        if press.isOverInspector { return .inspector }
        if press.isOverToolbar { return .toolbar }
        if press.alt { return .simulatedPinch }
        return .collection
    }

    /// Who holds the pointer between a press and its release: its moves and release go there.
    package enum PointerClaim: Equatable {
        /// A press that began in the inspector (a slider being dragged).
        case inspector
        /// An Alt + drag pinch.
        case simulatedPinch
        /// A pressed toolbar control (the text-size slider follows the pointer).
        case toolbar
        /// Nothing else: the collection's press, if any, and hover.
        case collection
    }

    /// The claim on the pointer now, from what each interaction holds.
    package static func claim(inspectorIsPressed: Bool, simulatedPinchIsActive: Bool, toolbarIsPressed: Bool) -> PointerClaim {
        if inspectorIsPressed { return .inspector }
        if simulatedPinchIsActive { return .simulatedPinch }
        if toolbarIsPressed { return .toolbar }
        return .collection
    }

    /// Who a key (and typed text) goes to.
    package enum KeyTarget: Equatable {
        /// The open command palette: it takes every key and all typed text.
        case commandPalette
        /// The help overlay: Escape, `?` or F1 close it; it takes every other key.
        case help
        /// The inspector's open value field: it takes every key and all typed text.
        case inspectorValueField
        /// The key bindings (`KeyBindings`), to an `AppCommand`; typed text goes nowhere.
        case bindings
    }

    /// The palette first, then help, then the inspector's value field, then the key bindings.
    package static func keyTarget(paletteIsOpen: Bool, helpIsShown: Bool, valueFieldIsOpen: Bool = false) -> KeyTarget {
        if paletteIsOpen { return .commandPalette }
        if helpIsShown { return .help }
        if valueFieldIsOpen { return .inspectorValueField }
        return .bindings
    }

    /// What a press on the collection that has started to move may become.
    package enum DragRecognizer: Equatable {
        /// The pressed cell lifts and follows (reordering).
        case lift
        /// The pressed row slides to uncover its actions (swipe to edit).
        case swipe
        /// The content scrolls.
        case scroll
    }

    /// The recognizers offered a press held for `heldFor` seconds that has moved by (`dx`, `dy`)
    /// points, in order: each may still decline (no cell there, no actions), and the next is
    /// asked. Empty while the press has not moved past the drag threshold along either axis.
    package static func dragRecognizers(heldFor: Double, dx: Double, dy: Double) -> [DragRecognizer] {
        guard abs(dx) > PressInteraction.dragThreshold || abs(dy) > PressInteraction.dragThreshold else { return [] }
        if heldFor >= PressInteraction.liftDelay { return [.lift, .scroll] }
        return abs(dx) > abs(dy) ? [.swipe, .scroll] : [.scroll]
    }

    /// Who a turn of the wheel goes to.
    package enum WheelRecognizer: Equatable {
        /// Ctrl + wheel: a pinch (a trackpad's pinch arrives so).
        case pinch
        /// The inspector's list under the pointer scrolls.
        case inspector
        /// Two fingers sideways over a row with actions swipe it.
        case swipe
        /// The content (or the band under the pointer) scrolls.
        case scroll
    }

    /// The recognizers offered a wheel turn, in order (a swipe may decline: no row with actions).
    package static func wheelRecognizers(ctrl: Bool, isOverInspector: Bool, dx: Double, dy: Double) -> [WheelRecognizer] {
        if ctrl { return [.pinch] }
        if isOverInspector { return [.inspector] }
        return abs(dx) > abs(dy) ? [.swipe, .scroll] : [.scroll]
    }
}

/// Something the pointer can be claimed by between a press and its release: the inspector's
/// slider, an Alt + drag pinch, a pressed toolbar control (otherwise the collection has it).
package protocol PointerClaiming {
    /// Whether it holds the pointer now (its moves and release go to it).
    var claimsPointer: Bool { get }
}

extension PinchInteraction: PointerClaiming {
    /// An Alt + drag pinch holds the pointer until it is released.
    package var claimsPointer: Bool { simulated != nil }
}
