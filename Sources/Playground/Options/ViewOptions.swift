import AppSupport
import CollectionLayout
import CollectionView
import Foundation
import LayoutSource
import OwnContent
import SceneFormat
import Typography

/// The options `run`, `shot` and `dump` share, as typed on the command line (validated here so
/// every bad value gets the same one-line error).
public struct ViewOptions: Sendable {
    /// The scene file; nil for the built-in scene.
    public var scenePath: String?
    /// Whether the collection view's calls to its layouts are recorded from the start (`dump --trace`, `run --trace`).
    public var traceCalls = false
    /// `--layout NAME`.
    public var layout: String?
    /// `--category C`.
    public var category: String?
    /// `--size WxH`.
    public var size: String?
    /// `--fonts DIR`.
    public var fontsDirectory: String?
    /// `--script FILE`: a timeline of actions played from time 0.
    public var scriptPath: String?
    /// `--at SECONDS`: the moment to capture (`shot`, `dump`); nil: when everything has settled.
    public var at: Double?
    /// `--screenshots-dir DIR`: where the in-app screenshot (button, Ctrl+S) writes; default `Screenshots`.
    public var screenshotsDirectory: String?
    /// `shot --chrome none`: the collection alone, without the toolbar.
    public var showsChrome = true
    /// `shot` without `--chrome`: a device's shot (`--device`, or the scene's `device`) is its screen alone.
    public var screenAloneForDevices = false
    /// `shot --background`: `transparent`, `solid` (the default) or `#RRGGBB`.
    public var background: String?
    /// `shot --overlay`: the debug overlay.
    public var overlay = false
    /// `shot --spec`: the redline spec.
    public var spec = false
    /// `--appearance light|dark`: overrides the scene's appearance.
    public var appearance: String?
    /// `--device NAME`: shows the scene on a device preset (overrides the scene's).
    public var device: String?
    /// `--orientation portrait|landscape` (overrides the scene's).
    public var orientation: String?
    /// `shot --select S,I`: an item to show selected.
    public var selection: String?
    /// `--direction ltr|rtl`: the layout direction (overrides the scene's `direction`).
    public var direction: String?
    /// `--language TAG`: the language of the scene's text (overrides the scene's `language`; an item's own wins).
    public var language: String?
    /// `--font-family NAME`: the designer's family for the text styles (overrides the scene's `fonts` family;
    /// looked for in the scene's `fonts` folder, then among the installed fonts).
    public var fontFamily: String?
    /// `--bold-text`: Bold Text on (whatever the scene's `boldText` says).
    public var boldText = false
    /// `--images DIR`: a scene of the folder's pictures (`OwnContent`).
    public var imagesDirectory: String?
    /// `--items FILE.csv|FILE.json`: the scene's items from a list (`OwnContent`).
    public var itemsPath: String?
    /// `--layout-source FILE.swift`: the scene is laid out by the file's `UICollectionViewLayout` subclass.
    public var layoutSourcePath: String?
    /// `--layout-class NAME`: which layout class of the `--layout-source` file (default: its only one).
    public var layoutClass: String?
    /// `--allow-layout-source`: a script's `loadLayoutSource` may compile and run the Swift file it names
    /// (without it, `shot`, `dump` and the other headless commands refuse the action, and the window asks).
    public var allowsScriptLayoutSource = false

    /// Writes the layout as Swift for the window's Copy as Swift: the Export module's exporter,
    /// which the executable lends (the app does not build on swift-syntax).
    public var swiftWriter: LayoutSwiftWriter?

    /// Whether building the model writes its warnings (fonts, pictures) to standard error; the
    /// audit's variants after the first do not repeat them.
    public var writesWarnings = true

    /// Creates options; every value defaults to "as the scene says".
    public init(scenePath: String? = nil, layout: String? = nil, category: String? = nil,
                size: String? = nil, fontsDirectory: String? = nil, scriptPath: String? = nil, at: Double? = nil) {
        self.scenePath = scenePath
        self.layout = layout
        self.category = category
        self.size = size
        self.fontsDirectory = fontsDirectory
        self.scriptPath = scriptPath
        self.at = at
    }

    /// The script named by `--script`, if given.
    package func script() throws(InputError) -> Script? {
        try scriptPath.map { path throws(InputError) in try ScriptDecoder.load(path: path) }
    }

    /// The model at the moment `--at` names (or, without it, once the script has played and
    /// every animation has settled), on the simulated clock; of `scene` when it was read already,
    /// with `fonts` when they were loaded already (the audit's variants share theirs).
    @MainActor
    package func makeModelAtMoment(scene: Scene? = nil, fonts: FontLibrary? = nil) throws -> PlaygroundModel {
        if let at, !(at.isFinite && at >= 0 && at <= JSONObjectReader.maximum) {
            throw InputError("--at must be a number of seconds from 0 to 1000000")
        }
        let script = try script()
        let model = try makeModel(scene: scene, fonts: fonts)
        let directory = screenshotsDirectory ?? "Screenshots"
        model.host.screenshotWriter = { model in
            // Headless: the software renderer draws the frame the window would show.
            try ScreenshotFile.write(try model.renderedFrame(scale: 1), to: model, directory: directory)
        }
        var player = ScriptPlayer(script: script ?? Script(file: "", actions: []), allowsLayoutSource: allowsScriptLayoutSource)
        if let at {
            try player.play(until: at, on: model)
        } else {
            try player.playToEnd(on: model)
        }
        // A user's layout that trapped or hung: its one line, exit 1 (the window goes on instead).
        if let failure = model.layoutSource?.failure { throw PlaygroundError(failure.line) }
        return model
    }

    /// The layout kind named by `--layout`, if given.
    func layoutKind() throws(InputError) -> LayoutKind? {
        guard let layout else { return nil }
        // A list is the compositional layout showing the scene as a list.
        if layout == LayoutKind.listLayoutName { return .compositional }
        guard let kind = LayoutKind(rawValue: layout) else {
            throw InputError("--layout must be one of: \(LayoutKind.allNames), \(LayoutKind.listLayoutName), got \"\(layout)\"")
        }
        return kind
    }

    /// The category named by `--category`, if given.
    func contentSizeCategory() throws(InputError) -> ContentSizeCategory? {
        guard let category else { return nil }
        return try Self.parseCategory(category, option: "--category")
    }

    /// A category name, with an error naming the option.
    package static func parseCategory(_ name: String, option: String) throws(InputError) -> ContentSizeCategory {
        guard let value = ContentSizeCategory(rawValue: name) else {
            throw InputError("\(option) must be one of: \(ContentSizeCategory.allNames), got \"\(name)\"")
        }
        return value
    }

    /// The scene file to load: the one given, or — without one — the built-in scene (the
    /// Compositional layout opens on its own built-in page).
    package func sceneFilePath() throws -> String {
        if let scenePath { return scenePath }
        return layout == LayoutKind.compositional.rawValue ? try ResourceLocator.builtInScenePath(BuiltInScenes.compositionalPageFile)
            : try ResourceLocator.defaultScenePath()
    }

    /// The appearance `--appearance` names, if given.
    func appearanceOverride() throws(InputError) -> Appearance? {
        guard let appearance else { return nil }
        guard let value = Appearance(rawValue: appearance) else {
            throw InputError("--appearance must be one of: \(Appearance.allNames), got \"\(appearance)\"")
        }
        return value
    }

    /// The layout direction named by `--direction`, if given.
    func layoutDirection() throws(InputError) -> LayoutDirection? {
        guard let direction else { return nil }
        guard let value = LayoutDirection(rawValue: direction) else {
            throw InputError("--direction must be one of: ltr, rtl, got \"\(direction)\"")
        }
        return value
    }

    /// The language named by `--language`, if given, checked to be a BCP 47 tag.
    func languageOverride() throws(InputError) -> String? {
        try Self.checkedLanguage(language)
    }

    /// `--language`'s value (of any command) checked to be a BCP 47 tag; one line naming it if not.
    package static func checkedLanguage(_ language: String?) throws(InputError) -> String? {
        guard let language else { return nil }
        guard LanguageTag.isWellFormed(language) else {
            throw InputError("--language must be a BCP 47 tag such as en, ja, zh-Hans, zh-Hant, ko or th, got \"\(language)\"")
        }
        return language
    }

    /// The scene keys and presentation these options override, checked.
    package func overrides() throws(InputError) -> CommandLineOverrides {
        CommandLineOverrides(language: try languageOverride(), boldText: boldText, fontFamily: fontFamily,
                             appearance: try appearanceOverride(), direction: try layoutDirection())
    }

    /// Checks the values these options name that `viewSizeWithoutBuilding()` does not (layout,
    /// text size, appearance, direction) without building anything.
    package func validate() throws {
        _ = try layoutKind()
        _ = try contentSizeCategory()
        _ = try appearanceOverride()
        _ = try layoutDirection()
        _ = try languageOverride()
    }

    /// The scene these options name, read from its file.
    public func loadScene() throws -> Scene {
        if let content = try ownContent() { return try OwnContentScene.scene(content, over: scenePath) }
        return try SceneDecoder.load(path: try sceneFilePath())
    }

    /// The pixel scale of the device `--device` (or `scene`) names — `shot`'s default, so a
    /// phone's shot has the phone's pixels — or 1 without a device.
    public func devicePixelScale(scene: Scene) throws -> Double {
        try devicePreset(scene: scene)?.scale ?? 1
    }

    /// The device `--device` names, or the scene's.
    package func devicePreset(scene: Scene) throws(InputError) -> DevicePreset? {
        guard let device else { return scene.device }
        guard let preset = DevicePreset.named(device) else {
            throw InputError("--device must be one of: \(DevicePreset.allNames), got \"\(device)\"")
        }
        return preset
    }

    /// The window size named by `--size WxH`, if given.
    package func windowSize() throws(InputError) -> Size? {
        guard let size else { return nil }
        let parts = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite else {
            throw InputError("--size must be WIDTHxHEIGHT in points, e.g. 1280x800, got \"\(size)\"")
        }
        guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
            throw InputError("--size must be between 1x1 and 16384x16384 points, got \"\(size)\"")
        }
        return Size(width: width, height: height)
    }

    /// Loads the scene (unless it was read already: `scene`), the fonts (unless given: `fonts`)
    /// and builds the model these options describe.
    @MainActor
    package func makeModel(scene: Scene? = nil, fonts given: FontLibrary? = nil) throws -> PlaygroundModel {
        let layout = try layoutKind()
        let category = try contentSizeCategory()
        let size = try windowSize()
        let overrides = try overrides()
        var scene = try scene ?? loadScene()
        overrides.apply(to: &scene)
        let fonts = try given ?? FontLibrary(directory: try ResourceLocator.fontsDirectory(override: fontsDirectory))
        let preset = try devicePreset(scene: scene)
        let showsChrome = showsChrome && !(screenAloneForDevices && preset != nil)
        let model: PlaygroundModel
        do {
            model = try PlaygroundModel(scene: scene, fonts: fonts, layout: layout, category: category, windowSize: size,
                                        showsChrome: showsChrome, trace: traceCalls ? LayoutTrace(capacity: 200_000) : nil)
        } catch let error as TypographyError {
            // A folder the user named is bad input (status 2); the bundled fonts missing is not.
            if fontsDirectory != nil { throw InputError(error.description) }
            throw PlaygroundError(error.description)
        }
        model.swiftWriter = swiftWriter
        let contentSource = try ownContentSource()
        model.document.setBuiltIn(scenePath == nil && contentSource == nil)
        // A bad file among the fonts is one line each; the window opens with the fonts that loaded.
        for problem in fonts.problems where writesWarnings { TerminalLine.writeToStandardError(problem) }
        // A picture that cannot be read: one warning line each (the cell shows a broken picture); in the window, a toast.
        let pictureWarnings = contentSource.map { OwnContentScene.pictureWarnings(scene, source: $0) }
            ?? scene.pictureWarnings(file: scenePath ?? scene.name)
        for warning in pictureWarnings where writesWarnings { TerminalLine.writeToStandardError(warning) }
        if let first = pictureWarnings.first {
            model.showToast(pictureWarnings.count == 1 ? first : "\(first) (and \(pictureWarnings.count - 1) more)")
        }
        if let background {
            switch background {
            case "solid": break
            case "transparent": model.presentation.setBackgroundOverride(Color(red: 0, green: 0, blue: 0, alpha: 0))
            default:
                guard let color = SceneDecoder.parseColor(background) else {
                    throw InputError("--background must be transparent, solid or a colour like #FFFFFF, got \"\(background)\"")
                }
                model.presentation.setBackgroundOverride(color)
            }
        }
        overrides.applyAppearance(to: model)
        if self.layout == LayoutKind.listLayoutName { model.setLayout(.compositional, asList: true, animated: false) }
        if let preset {
            let turned = try orientation.map { name throws(InputError) -> Orientation in
                guard let value = Orientation(rawValue: name) else {
                    throw InputError("--orientation must be one of: \(Orientation.allNames), got \"\(name)\"")
                }
                return value
            } ?? scene.orientation
            model.setDevice(preset, orientation: turned, animated: false)
            // A scene opens at its top, clear of the status bar.
            model.collectionView.setContentOffset(model.collectionView.minimumContentOffset)
            model.collectionView.layoutIfNeeded()
        } else if orientation != nil {
            throw InputError("--orientation needs a device (--device NAME or the scene's \"device\")")
        }
        overrides.applyDirection(to: model)
        if let layoutSourcePath {
            let build = try LayoutSourceCompiler.buildBlocking(sourcePath: layoutSourcePath, className: layoutClass)
            model.useLayoutSource(try LayoutSourceSession(build: build), animated: false, echoesFailures: false)
        } else if layoutClass != nil {
            throw InputError("--layout-class names a class of the --layout-source file; give --layout-source FILE.swift")
        }
        if overlay { model.perform(.debugOverlay) }
        if spec { model.setShowsRedlines(true) }
        if let selection {
            let parts = selection.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let section = parts[0], let item = parts[1],
                  model.collectionView.data.itemID(at: CollectionLayout.IndexPath(section, item)) != nil else {
                throw InputError("--select must name an item as SECTION,ITEM, e.g. 0,3; got \"\(selection)\"")
            }
            model.selectItem(at: CollectionLayout.IndexPath(section, item))
        }
        return model
    }
}
