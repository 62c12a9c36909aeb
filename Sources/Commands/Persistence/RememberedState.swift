import AppSupport
import CollectionLayout
import Foundation
import Persistence
import Playground
import SceneFormat
import Typography

/// What the window remembers between runs (`window.json` under `XDGDirectories().config`): its
/// size and position, the last scene file, the text size, the appearance, the device and its
/// orientation, and whether the inspector is open. Every value may be missing; a missing one is
/// not applied.
public struct RememberedState: Codable, Equatable, Sendable {
    /// The file's name in the config folder.
    public static let fileName = "window.json"

    /// The last scene file shown (absolute; never one of the app's own scenes).
    public var scenePath: String?
    /// The folder of pictures last shown (`--images`, absolute), in place of a scene file.
    public var imagesFolder: String?
    /// The spreadsheet or list of items last shown (`--items`, absolute), in place of a scene file.
    public var itemsFile: String?
    /// The window's width in points.
    public var windowWidth: Double?
    /// The window's height in points.
    public var windowHeight: Double?
    /// The window's left edge on the desktop.
    public var windowX: Int?
    /// The window's top edge on the desktop.
    public var windowY: Int?
    /// The text size (a `--category` name).
    public var category: String?
    /// `light` or `dark`.
    public var appearance: String?
    /// The device preset's name; nil: none.
    public var device: String?
    /// The device's orientation.
    public var orientation: String?
    /// Whether the inspector is open.
    public var isInspectorOpen: Bool?
    /// What the inspector's Copy as Swift writes: `uikit` or `swiftui`.
    public var exportFramework: String?

    /// Nothing remembered.
    public init() {}

    /// The file in `directories`' config folder.
    public static func fileURL(in directories: XDGDirectories = XDGDirectories()) -> URL {
        directories.config.appendingPathComponent(fileName)
    }

    /// What the file at `url` remembers: nil when there is no file; a one-line reason when it is
    /// there but cannot be read or is not remembered state.
    public static func load(from url: URL) throws(PlaygroundError) -> RememberedState? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw PlaygroundError("\(url.path): cannot be read") }
        let state: RememberedState
        do {
            state = try JSONDecoder().decode(RememberedState.self, from: data)
        } catch {
            throw PlaygroundError("\(url.path): not remembered window state (\(RecoveryCopy.reason(error)))")
        }
        if let problem = state.problem { throw PlaygroundError("\(url.path): \(problem)") }
        return state
    }

    /// The first value the app could not apply, said in a few words; nil when every value is good.
    package var problem: String? {
        if let category, ContentSizeCategory(rawValue: category) == nil { return "\"category\" is \"\(category)\", not a text size" }
        if let appearance, Appearance(rawValue: appearance) == nil { return "\"appearance\" is \"\(appearance)\", not light or dark" }
        if let device, DevicePreset.named(device) == nil { return "\"device\" is \"\(device)\", not a device preset" }
        if let exportFramework, ExportFramework(rawValue: exportFramework) == nil {
            return "\"exportFramework\" is \"\(exportFramework)\", not \(ExportFramework.allNames)"
        }
        for (name, path) in [("imagesFolder", imagesFolder), ("itemsFile", itemsFile)] {
            if let path, !path.hasPrefix("/") { return "\"\(name)\" is \"\(path)\", not an absolute path" }
        }
        if let orientation, Orientation(rawValue: orientation) == nil { return "\"orientation\" is \"\(orientation)\", not portrait or landscape" }
        for (name, value) in [("windowWidth", windowWidth), ("windowHeight", windowHeight)] {
            if let value, !(value.isFinite && value >= 1 && value <= 16384) { return "\"\(name)\" is \(value), not from 1 to 16384" }
        }
        for (name, value) in [("windowX", windowX), ("windowY", windowY)] {
            if let value, abs(value) > 100_000 { return "\"\(name)\" is \(value), off any display" }
        }
        return nil
    }

    /// Writes the state to `url` by way of a temporary file and a rename (owner-only, its folder made owner-only).
    public func save(to url: URL) throws(PlaygroundError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let bytes: [UInt8]
        do { bytes = Array(try encoder.encode(self)) + [0x0A] } catch { throw PlaygroundError("cannot encode the window state: \(error)") }
        try PrivateFolder.write(bytes, to: url)
    }

    /// `options` with what is remembered filling in what the command line left out: the last
    /// scene, folder or spreadsheet when none was named (and it still exists), the text size and the appearance always;
    /// the window size unless a device shows the scene; the device and its orientation only for
    /// the same scene. (The inspector and the window's position are applied by the window.)
    public func applied(to options: ViewOptions) -> ViewOptions {
        var options = options
        if options.scenePath == nil, options.imagesDirectory == nil, options.itemsPath == nil {
            if let imagesFolder, FileKind(path: imagesFolder) == .folder {
                options.imagesDirectory = imagesFolder
            } else if let itemsFile, FileKind(path: itemsFile) == .regular {
                options.itemsPath = itemsFile
            } else if let scenePath, FileManager.default.fileExists(atPath: scenePath) {
                options.scenePath = scenePath
            }
        }
        let sameScene = options.scenePath.map(RecoveryStore.absolutePath) == scenePath && scenePath != nil
        // Each value was checked when the file was read (`problem`).
        if options.category == nil { options.category = category.flatMap(ContentSizeCategory.init(rawValue:)) }
        if options.appearance == nil { options.appearance = appearance.flatMap(Appearance.init(rawValue:)) }
        if sameScene, options.device == nil, let device = device.flatMap(DevicePreset.named) {
            options.device = device
            if options.orientation == nil { options.orientation = orientation.flatMap(Orientation.init(rawValue:)) }
        }
        if options.size == nil, options.device == nil, let windowWidth, let windowHeight {
            options.size = Size(width: windowWidth.rounded(), height: windowHeight.rounded())
        }
        return options
    }

    /// What `model`, shown in a window at `position`, would have remembered.
    @MainActor
    public static func of(_ model: PlaygroundModel, position: (x: Int, y: Int)?) -> RememberedState {
        var state = RememberedState()
        switch model.document.scene.ownContentSource {
        case .folder(let path): state.imagesFolder = RecoveryStore.absolutePath(path)
        case .items(let path): state.itemsFile = RecoveryStore.absolutePath(path)
        case nil:
            if let file = model.document.scene.document?.file, !model.document.isBuiltInScene { state.scenePath = RecoveryStore.absolutePath(file) }
        }
        state.windowWidth = model.presentation.windowSize.width
        state.windowHeight = model.presentation.windowSize.height
        state.windowX = position?.x
        state.windowY = position?.y
        state.category = model.presentation.category.rawValue
        state.appearance = model.presentation.appearance.rawValue
        state.device = model.presentation.device?.name
        state.orientation = model.presentation.device == nil ? nil : model.presentation.orientation.rawValue
        state.isInspectorOpen = model.isInspectorOpen
        state.exportFramework = model.exportFramework.rawValue
        return state
    }
}
