import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
import LayoutSource
import OwnContent
import SceneFormat
import Typography

/// The options `run`, `shot` and `dump` share, each value parsed from the command line already
/// (by the parse functions beside this file, so every bad value gets the same one-line error).
public struct ViewOptions: Sendable {
    /// The scene file; nil for the built-in scene.
    public var scenePath: String?
    /// Whether the collection view's calls to its layouts are recorded from the start (`dump --trace`, `run --trace`).
    public var traceCalls = false
    /// `--layout NAME`: a layout, or the list.
    public var layout: LayoutChoice?
    /// `--category C`: the text size.
    public var category: ContentSizeCategory?
    /// `--size WxH`: the window size in points.
    public var size: Size?
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
    /// `shot --background`: `transparent`, `solid` (the default) or a colour.
    public var background: ShotBackground?
    /// `shot --overlay`: the debug overlay.
    public var overlay = false
    /// `shot --spec`: the redline spec.
    public var spec = false
    /// `--appearance light|dark`: overrides the scene's appearance.
    public var appearance: Appearance?
    /// `--device NAME`: shows the scene on a device preset (overrides the scene's).
    public var device: DevicePreset?
    /// `--orientation portrait|landscape` (overrides the scene's); only with a device.
    public var orientation: Orientation?
    /// `shot --select S,I`: an item to show selected.
    public var selection: CollectionLayout.IndexPath?
    /// `--direction ltr|rtl`: the layout direction (overrides the scene's `direction`).
    public var direction: LayoutDirection?
    /// `--language TAG`: the language of the scene's text, a BCP 47 tag checked by `LanguageTag.parse`
    /// (overrides the scene's `language`; an item's own wins).
    public var language: String?
    /// `--font-family NAME`: the designer's family for the text styles (overrides the scene's `fonts` family;
    /// looked for in the scene's `fonts` folder, then among the installed fonts).
    public var fontFamily: String?
    /// `--bold-text`: Bold Text on (whatever the scene's `boldText` says).
    public var boldText = false
    /// `--contrast`: Increase Contrast on or off (nil: the scene's `contrast`).
    public var contrast: Contrast?
    /// `--reduce-motion`, `--reduce-transparency`, `--differentiate-without-color`: turned on
    /// whatever the scene says (what is off here is the scene's).
    public var reduceMotion = false, reduceTransparency = false, differentiateWithoutColor = false
    /// The accessibility settings shown off whatever the scene says: an axis of `sheet` or `audit` at `off`.
    package var turnedOff: Set<AccessibilityToggle> = []
    /// `--pseudo-language NAME`: the pseudo-language the scene's texts are shown in (overrides the scene's `pseudoLanguage`).
    public var pseudoLanguage: PseudoLanguage?
    /// `--images DIR`: a scene of the folder's pictures (`OwnContent`).
    public var imagesDirectory: String?
    /// `--items FILE.csv|FILE.json`: the scene's items from a list (`OwnContent`).
    public var itemsPath: String?
    /// `--layout-source FILE.swift`: the scene is laid out by the file's `UICollectionViewLayout` subclass.
    public var layoutSourcePath: String?
    /// `--layout-class NAME`: which layout class of the `--layout-source` file (default: its only one).
    public var layoutClass: String?
    /// `--layout-function NAME` (`createLayout`, `Type.createLayout`): the function of the `--layout-source` file
    /// that makes the layout (default: its only one, when the file has no layout class).
    public var layoutFunction: String?
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
    public init(scenePath: String? = nil, layout: LayoutChoice? = nil, category: ContentSizeCategory? = nil,
                size: Size? = nil, fontsDirectory: String? = nil, scriptPath: String? = nil, at: Double? = nil) {
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
    /// with `fonts` when they were loaded already and drawing from `pictures` when given (the
    /// audit's variants share theirs).
    @MainActor
    package func makeModelAtMoment(scene: Scene? = nil, fonts: FontLibrary? = nil, pictures: PictureStore? = nil) throws -> PlaygroundModel {
        if let at, !(at.isFinite && at >= 0 && at <= JSONObjectReader.maximum) {
            throw InputError("--at must be a number of seconds from 0 to 1000000")
        }
        let script = try script()
        let model = try makeModel(scene: scene, fonts: fonts)
        if let pictures { model.sharePictures(pictures) }
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

    /// The scene file to load: the one given, or — without one — the built-in scene (the
    /// Compositional layout opens on its own built-in page).
    package func sceneFilePath() throws -> String {
        if let scenePath { return scenePath }
        return layout == .kind(.compositional) ? try ResourceLocator.builtInScenePath(BuiltInScenes.compositionalPageFile)
            : try ResourceLocator.defaultScenePath()
    }

    /// The scene keys and presentation these options override.
    package func overrides() -> CommandLineOverrides {
        CommandLineOverrides(language: language, boldText: boldText, fontFamily: fontFamily, pseudoLanguage: pseudoLanguage,
                             appearance: appearance, direction: direction, contrast: contrast, reduceMotion: reduceMotion,
                             reduceTransparency: reduceTransparency, differentiateWithoutColor: differentiateWithoutColor, turnedOff: turnedOff)
    }

    /// The scene these options name, read from its file.
    public func loadScene() throws -> Scene {
        if let content = try ownContent() { return try OwnContentScene.scene(content, over: scenePath) }
        return try SceneDecoder.load(path: try sceneFilePath())
    }

    /// The pixel scale of the device `--device` (or `scene`) names — `shot`'s default, so a
    /// phone's shot has the phone's pixels — or 1 without a device.
    public func devicePixelScale(scene: Scene) -> Double {
        devicePreset(scene: scene)?.scale ?? 1
    }

    /// The device `--device` names, or the scene's.
    package func devicePreset(scene: Scene) -> DevicePreset? {
        device ?? scene.device
    }

    /// Loads the scene (unless it was read already: `scene`), the fonts (unless given: `fonts`)
    /// and builds the model these options describe.
    @MainActor
    package func makeModel(scene: Scene? = nil, fonts given: FontLibrary? = nil) throws -> PlaygroundModel {
        let overrides = overrides()
        var scene = try scene ?? loadScene()
        overrides.apply(to: &scene)
        let fonts = try given ?? FontLibrary(directory: try ResourceLocator.fontsDirectory(override: fontsDirectory))
        let preset = devicePreset(scene: scene)
        let showsChrome = showsChrome && !(screenAloneForDevices && preset != nil)
        let model: PlaygroundModel
        do {
            model = try PlaygroundModel(scene: scene, fonts: fonts, layout: layout?.layoutKind, category: category, windowSize: size,
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
        switch background {
        case nil, .solid?: break
        case .transparent?: model.presentation.setBackgroundOverride(Color(red: 0, green: 0, blue: 0, alpha: 0))
        case .color(let color)?: model.presentation.setBackgroundOverride(color)
        }
        overrides.applyAppearance(to: model)
        if layout == .list { model.setLayout(.compositional, asList: true, animated: false) }
        if let preset {
            model.setDevice(preset, orientation: orientation ?? scene.orientation, animated: false)
            // A scene opens at its top, clear of the status bar.
            model.collectionView.setContentOffset(model.collectionView.minimumContentOffset)
            model.collectionView.layoutIfNeeded()
        } else if orientation != nil {
            throw InputError("--orientation needs a device (--device NAME or the scene's \"device\")")
        }
        overrides.applyDirection(to: model)
        if let layoutSourcePath {
            let build = try LayoutSourceCompiler.buildBlocking(sourcePath: layoutSourcePath, className: layoutClass, functionName: layoutFunction)
            model.useLayoutSource(try LayoutSourceSession(build: build), animated: false, echoesFailures: false)
        } else if layoutClass != nil {
            throw InputError("--layout-class names a class of the --layout-source file; give --layout-source FILE.swift")
        } else if layoutFunction != nil {
            throw InputError("--layout-function names a function of the --layout-source file; give --layout-source FILE.swift")
        }
        if overlay { model.perform(.debugOverlay) }
        if spec { model.setShowsRedlines(true) }
        if let selection {
            guard model.collectionView.data.itemID(at: selection) != nil else {
                throw CollectionLayout.IndexPath.unknownItem("\(selection.section),\(selection.item)")
            }
            model.selectItem(at: selection)
        }
        return model
    }
}
