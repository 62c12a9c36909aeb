import CollectionLayout
import SceneFormat
import Typography

/// The one table of commands: each row a title, the `AppCommand` it runs, its shortcuts and a
/// category. `KeyBindings` reads its keys from here and the command palette and help list its
/// rows, so a key, the palette, the toolbar and a script cannot drift apart.
enum CommandCatalogue {
    /// One command as a person finds it.
    struct Entry: Equatable, Sendable {
        /// What the palette and help call it.
        var title: String
        /// What it runs.
        var command: AppCommand
        /// Its keys (the first is shown), none when only the palette or the toolbar gives it.
        var shortcuts: [KeyShortcut] = []
        /// Its group.
        var category: CommandCategory

        /// The shortcut shown beside the title ("" when there is none).
        var shortcutLabel: String { shortcuts.first?.label ?? "" }
    }

    /// Every command, in the order the palette lists them when nothing is typed.
    static let entries: [Entry] = layouts + textSizes + appearances + scenes + devices + view + accessibility + variants + items + file + scrolling + window

    /// The shortcut the table shows for `command` (the first row giving it that has one), or nil.
    /// The toolbar asks for its controls' shortcuts every frame: only the rows with a shortcut
    /// are searched, made once, each compared without copying its row.
    static func shortcutLabel(for command: AppCommand) -> String? {
        for row in shortcutRows where row.command == command { return row.label }
        return nil
    }

    /// The rows that have a shortcut: each command and its label, in the table's order.
    private static let shortcutRows: [(command: AppCommand, label: String)] = entries.compactMap { entry in
        entry.shortcuts.isEmpty ? nil : (entry.command, entry.shortcutLabel)
    }

    private static func entry(_ title: String, _ command: AppCommand, _ category: CommandCategory, _ shortcuts: KeyShortcut...) -> Entry {
        Entry(title: title, command: command, shortcuts: shortcuts, category: category)
    }

    private static let layouts: [Entry] = {
        let names: [(LayoutKind, String)] = [(.flow, "Flow"), (.stacked, "Stacked"), (.circle, "Circle"), (.coverflow, "Cover Flow"),
                                             (.compositional, "Compositional"), (.grid, "Grid"), (.line, "Line")]
        return names.enumerated().map { index, pair in
            entry("\(pair.1) layout", .setLayout(pair.0, animated: true), .layout, KeyShortcut("\(index + 1)"))
        } + [entry("Your own layout (--layout-source)", .showOwnLayout, .layout)]
    }()

    private static let textSizes: [Entry] = [
        entry("Larger text", .stepCategory(by: 1), .textSize, KeyShortcut("+", "=", "keypad +")),
        entry("Smaller text", .stepCategory(by: -1), .textSize, KeyShortcut("-", "keypad -")),
        entry("Choose a text size", .openCommandPalette(query: "Text size"), .textSize),
    ] + ContentSizeCategory.allCases.map { entry("Text size \($0.rawValue)", .setCategory($0, animated: true), .textSize) }

    private static let appearances: [Entry] = [
        entry("Light appearance", .setAppearance(.light, animated: true), .appearance),
        entry("Dark appearance", .setAppearance(.dark, animated: true), .appearance),
        entry("Switch light and dark", .toggleAppearance, .appearance, KeyShortcut("a", exact: true)),
        entry("Left-to-right layout direction", .setDirection(.leftToRight, animated: true), .appearance),
        entry("Right-to-left layout direction", .setDirection(.rightToLeft, animated: true), .appearance),
        entry("Switch layout direction", .toggleDirection, .appearance, KeyShortcut("b")),
    ] + PseudoLanguage.allCases.map { entry("Pseudo-language: \($0.title.lowercased())", .setPseudoLanguage($0), .appearance) }

    /// The accessibility settings, after the view's commands (a query such as "red" finds Redlines first).
    private static let accessibility: [Entry] = AccessibilityToggle.allCases.map { entry($0.title, .toggleAccessibility($0), .appearance) }

    /// The Variants mode: text sizes side by side (or the scene alone again), and each axis.
    private static let variants: [Entry] = [entry("Variants", .toggleVariants, .view)]
        + Variants.Axis.allCases.map { axis in
            let variants = Variants(axis: axis)
            return entry("Variants: \(axis.title) (\(variants.values.map(variants.title(of:)).joined(separator: ", ")))", .setVariants(variants), .view)
        }
        + [entry("Variants off: the scene alone", .setVariants(nil), .view)]

    private static let scenes: [Entry] = BuiltInScenes.all.map { entry("Scene: \($0.name)", .openScene($0.file), .scene) }

    private static let devices: [Entry] = [entry("No device (the free window)", .setDevice(nil, orientation: .portrait, animated: true), .device)]
        + DevicePreset.all.map { entry("Device \($0.name)", .setDevice($0, orientation: .portrait, animated: true), .device) }
        + [
            entry("Next device", .cycleDevice, .device, KeyShortcut("v", exact: true)),
            entry("Rotate the device", .rotate(animated: true), .device, KeyShortcut("r", exact: true)),
            entry("Device menu", .toggleDeviceMenu, .device),
            entry("Device zoom: fit to window", .setDeviceZoom(.fitToWindow), .device, KeyShortcut("1", modifiers: [.ctrl])),
            entry("Device zoom: point accurate", .setDeviceZoom(.pointAccurate), .device, KeyShortcut("2", modifiers: [.ctrl])),
            entry("Device zoom: pixel accurate", .setDeviceZoom(.pixelAccurate), .device, KeyShortcut("3", modifiers: [.ctrl])),
        ]

    private static let view: [Entry] = [
        entry("Debug overlay", .toggleDebugOverlay, .view, KeyShortcut("d")),
        entry("Inspector", .toggleInspector, .view, KeyShortcut("i", exact: true)),
        entry("Redlines", .toggleRedlines, .view, KeyShortcut("m", exact: true)),
        entry("Audit", .toggleAudit, .view, KeyShortcut("u", exact: true)),
        entry("Slow animations", .toggleSlowAnimations, .view, KeyShortcut("t", modifiers: [.shift])),
        entry("Selection: one, many, none", .cycleSelectionMode, .view, KeyShortcut("s", exact: true)),
        entry("Edit mode", .toggleEditing, .view, KeyShortcut("e", exact: true)),
        entry("More controls menu", .toggleOverflowMenu, .view),
    ]

    private static let items: [Entry] = [
        entry("Add an item", .addItem, .items),
        entry("Delete the selected items", .deleteSelection, .items, KeyShortcut("delete", "backspace")),
        entry("Shuffle", .shuffle, .items),
        entry("Reset to the scene as loaded", .reset, .items),
        entry("Undo", .undo, .items, KeyShortcut("z", modifiers: [.ctrl])),
        entry("Redo", .redo, .items, KeyShortcut("z", modifiers: [.ctrl, .shift])),
    ]

    private static let file: [Entry] = [
        entry("Open a recent file…", .toggleRecentFiles, .file, KeyShortcut("o", modifiers: [.ctrl])),
        entry("Save the scene", .saveScene, .file, KeyShortcut("s", modifiers: [.ctrl, .shift])),
        entry("Screenshot", .screenshot, .file, KeyShortcut("s", modifiers: [.ctrl])),
        entry("Copy as Swift", .copyLayoutAsSwift(nil), .file, KeyShortcut("c", modifiers: [.ctrl, .shift])),
        entry("Copy as Swift for UIKit", .copyLayoutAsSwift(.uikit), .file),
        entry("Copy as Swift for SwiftUI", .copyLayoutAsSwift(.swiftui), .file),
    ]

    private static let scrolling: [Entry] = [
        entry("Scroll down", .scroll(.lineDown), .scrolling, KeyShortcut("down")),
        entry("Scroll up", .scroll(.lineUp), .scrolling, KeyShortcut("up")),
        entry("Scroll right", .scroll(.lineRight), .scrolling, KeyShortcut("right")),
        entry("Scroll left", .scroll(.lineLeft), .scrolling, KeyShortcut("left")),
        entry("Page down", .scroll(.pageDown), .scrolling, KeyShortcut("pagedown", "space")),
        entry("Page up", .scroll(.pageUp), .scrolling, KeyShortcut("pageup")),
        entry("Scroll to the start", .scroll(.home), .scrolling, KeyShortcut("home")),
        entry("Scroll to the end", .scroll(.end), .scrolling, KeyShortcut("end")),
    ]

    private static let window: [Entry] = [
        entry("Command palette", .toggleCommandPalette, .window, KeyShortcut("k", modifiers: [.ctrl]),
              KeyShortcut("p", modifiers: [.ctrl, .shift])),
        entry("Help: shortcuts and gestures", .toggleHelp, .window, KeyShortcut("/", modifiers: [.shift], shown: "?"),
              KeyShortcut("?"), KeyShortcut("f1")),
        entry("Close what is open", .dismiss, .window, KeyShortcut("escape")),
    ]
}
