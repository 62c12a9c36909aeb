import AppSupport
import CollectionView
import Foundation
import Interactions
import Persistence
import Pictures
import Playground
import Rendering

/// `playground run`: the interactive window.
public enum RunCommand {
    /// Opens the window and runs until the user quits or `exitAfter` seconds have passed;
    /// with `screenshot`, writes the last frame's pixels there; with `traceFile`, writes every call
    /// the collection view makes to its layouts there, a line a call, as they happen. What was
    /// remembered fills in what `options` leave out (unless `fresh`); a recovery copy of the scene
    /// is offered (taken at once with `restore`). Pictures go through the freedesktop thumbnail
    /// cache unless `thumbnailCache` is false (`--no-thumbnail-cache`).
    @MainActor
    public static func run(_ options: ViewOptions, exitAfter: Double?, screenshot: String?, stateOnExit: String? = nil,
                           watch: Bool = false, traceFile: String? = nil, restore: Bool = false, fresh: Bool = false,
                           thumbnailCache: Bool = true) throws {
        let persistence = RunPersistence(fresh: fresh)
        var options = persistence.applying(to: options)
        if watch && options.itemsPath != nil {
            throw InputError("--watch follows a scene file or an --images folder; it does not follow --items")
        }
        if watch && options.scenePath != nil && options.imagesDirectory != nil {
            throw InputError("--watch follows a scene file or an --images folder, not both")
        }
        if watch && options.scenePath == nil && options.imagesDirectory == nil {
            throw InputError("--watch needs a scene file or an --images folder to watch")
        }
        if let exitAfter, !(exitAfter.isFinite && exitAfter >= 0) {
            throw InputError("--exit-after must be a number of seconds ≥ 0")
        }
        if let screenshot, !screenshot.lowercased().hasSuffix(".png") {
            throw InputError("--screenshot must name a .png file, got \"\(screenshot)\"")
        }
        let script = try options.script()
        let traceLog = try traceFile.map { path throws(InputError) in try TraceLog(path: path) }
        options.traceCalls = traceLog != nil
        // `--layout-source`: compiled here, its errors shown in the window, then again on every save.
        var layoutWatch = options.layoutSourcePath.map { LayoutSourceWatch(path: $0, className: options.layoutClass, functionName: options.layoutFunction) }
        options.layoutSourcePath = nil
        options.layoutClass = nil
        options.layoutFunction = nil
        var model = try persistence.makeModel(&options)
        // The window alone reads and writes the freedesktop thumbnail cache (headless commands decode from the files),
        // unless told not to, and shows a photo's embedded thumbnail until its decode arrives.
        model.useThumbnails(thumbnailCache ? ThumbnailCache.standard() : nil)
        model.usePicturePreviews(true)
        layoutWatch?.loadNow(into: model)
        var lastLayoutPoll = Date()
        // The model the user's layout was last given to.
        var layoutModel = model
        // The files opened in the window, newest first, for the palette (Ctrl+O).
        var recentFiles = RecentFiles()
        if let scenePath = options.scenePath { recentFiles.record(scenePath) }
        model.recentFiles = recentFiles.existing
        if let traceLog, let trace = model.layoutTrace { traceLog.follow(trace) }
        defer { traceLog?.finish(model.layoutTrace) }
        let overrides = options.overrides()
        let session = watch ? options.scenePath.map { WatchSession(model: model, path: $0, overrides: overrides) } : nil
        // `--images DIR --watch`: pictures added, removed, renamed or replaced arrive as batch updates.
        let folderWatch = watch ? options.imagesDirectory.map { FolderWatch(model: model, folder: $0) } : nil
        var lastPoll = Date()
        // A script that would compile and run a layout's Swift code plays once the user said yes.
        let gate = ScriptGate(allowsLayoutSource: options.allowsScriptLayoutSource)
        var player: ScriptPlayer?
        let window: AppWindow
        do {
            window = try AppWindow(title: model.windowTitle, size: model.presentation.windowSize, fonts: model.fonts)
        } catch {
            throw PlaygroundError("\(error)")
        }
        // The window keeps within the display: a device larger than it is fit to the window.
        model.setPixelScale(window.scale)
        model.setDisplaySize(window.displayRoom)
        window.setSize(model.presentation.windowSize)
        persistence.place(window)
        persistence.opened(model, restore: restore)
        // A restored copy laid out by a layout source the command line did not name: that file again.
        func loadRestoredLayoutSource() {
            guard layoutWatch == nil, let source = persistence.takeRestoredLayoutSource() else { return }
            let watch = LayoutSourceWatch(path: source.path, className: source.className, functionName: source.functionName)
            watch.loadNow(into: model)
            layoutWatch = watch
            layoutModel = model
        }
        loadRestoredLayoutSource()
        // Asked after the recovery copy's question, which comes first.
        if let script, let admitted = gate.admit(script, on: model) { player = ScriptPlayer(script: admitted, allowsLayoutSource: true) }
        // Copy and Paste use the system clipboard.
        let clipboard = FunctionClipboard(read: { window.clipboardText }, write: { window.setClipboardText($0) })
        model.host.clipboard = clipboard
        let directory = options.screenshotsDirectory ?? "Screenshots"
        model.host.screenshotWriter = { model in
            try ScreenshotFile.write(try window.capture(model.drawList()), to: model, directory: directory)
        }
        let start = Date()
        var needsDrawing = true
        // The size the window and the model last agreed on.
        var agreedSize = model.presentation.windowSize
        var running = true
        var shownTitle = model.windowTitle
        // Takes the answers to the window's questions — the script's (before the persistence takes the
        // answers of its own questions), then the persistence's — and keeps the recovery copy up to
        // date; false when the window should close.
        func takeAnswers() -> Bool {
            if let admitted = gate.poll(model) {
                player = ScriptPlayer(script: admitted.delayed(by: Date().timeIntervalSince(start)), allowsLayoutSource: true)
                needsDrawing = true
            }
            return persistence.update(model, position: { window.position })
        }

        while running {
            let elapsed = Date().timeIntervalSince(start)
            let remaining = exitAfter.map { $0 - elapsed } ?? .infinity
            if remaining <= 0 { break }
            // Animations want the next frame soon; otherwise sleep until input arrives.
            let scripted = player.map { !$0.isFinished } ?? false
            var wait = needsDrawing || model.isAnimating || scripted || model.hasPicturesOnTheWay ? 1.0 / 120 : 0.5
            // A tooltip due under a resting pointer, or a toast due to go, needs a frame then.
            let chromeChange = model.nextChromeChange
            if let chromeChange { wait = min(wait, max(0, chromeChange - elapsed) + 0.005) }
            if let due = persistence.nextRecoveryWrite { wait = min(wait, due + 0.005) }
            let events = window.events(waitingUpTo: min(remaining, wait))
            // The clock first reaches the moment the input arrived: an idle window waits up to half
            // a second, and a press stamped with a stale time would count that wait as holding the
            // pointer still (a quick drag would lift its card, or a swipe would not begin).
            if !events.isEmpty, player?.isFinished ?? true {
                model.advance(to: Date().timeIntervalSince(start))
            }
            for event in events where running {
                // Quitting with unsaved changes asks first.
                if !model.handle(event), persistence.mayQuit(model) { running = false }
                // A question this event answered is taken before the next event: Return (Restore) and Ctrl+Q
                // arriving together restore, then ask before quitting, as they do one at a time.
                if running, model.hasDialogChoice, !takeAnswers() { running = false }
                needsDrawing = true
            }
            if let request = model.takeOpenRequest() {
                // A scene chosen in the palette or dropped: a model showing it takes this one's
                // place; a dropped script plays on this one from now. Whatever the outcome, the
                // next frame shows it at once: a script's drop is taken an iteration after the
                // action that asked, with no input to wake the window.
                needsDrawing = true
                switch model.outcome(of: request) {
                case .scene where session != nil:
                    model.showToast("--watch shows its own scene file")
                case .scene(let opened, let file):
                    model = opened
                    model.host.clipboard = clipboard
                    model.setPixelScale(window.scale)
                    model.setDisplaySize(window.displayRoom)
                    window.setTitle(model.windowTitle)
                    persistence.follow(model)
                    recentFiles.record(file)
                    model.recentFiles = recentFiles.existing
                case .script(let script):
                    // The script playing ends; one that would run a layout's code waits for the user's word,
                    // which no script may give.
                    player = gate.admit(script, on: model).map {
                        ScriptPlayer(script: $0.delayed(by: Date().timeIntervalSince(start)), allowsLayoutSource: true)
                    }
                case .refused(let reason):
                    model.showToast(OpenOutcome.toast(for: reason))
                    TerminalLine.writeToStandardError("error: \(reason.description)")
                }
            }
            if let folderWatch, folderWatch.model === model, Date().timeIntervalSince(lastPoll) > 0.25 {
                lastPoll = Date()
                if folderWatch.poll() { needsDrawing = true }
            }
            if let session, Date().timeIntervalSince(lastPoll) > 0.25 {
                lastPoll = Date()
                if session.poll() {
                    model = session.model
                    model.host.clipboard = clipboard
                    model.setPixelScale(window.scale)
                    model.setDisplaySize(window.displayRoom)
                    window.setTitle(model.windowTitle)
                    persistence.follow(model)
                    needsDrawing = true
                }
            }
            if let layoutWatch, Date().timeIntervalSince(lastLayoutPoll) > (layoutWatch.isCompiling ? 0.02 : 0.25) {
                lastLayoutPoll = Date()
                // A model that took another's place (a scene opened, a watched scene reloaded) keeps the user's layout.
                if model !== layoutModel {
                    layoutModel = model
                    if let source = layoutWatch.session { model.useLayoutSource(source, animated: false) }
                }
                if layoutWatch.poll(model) { needsDrawing = true }
            }
            if !takeAnswers() { running = false }
            loadRestoredLayoutSource()
            if model.isAnimating || model.takePictureArrivals() { needsDrawing = true }
            if let chromeChange, Date().timeIntervalSince(start) >= chromeChange { needsDrawing = true }
            let now = Date().timeIntervalSince(start)
            if player != nil, !player!.isFinished {
                // A refused action (an impossible update) is said in the window and on stderr;
                // nothing changed, and the script goes on with its next action.
                for refusal in player!.playShowingRefusals(until: now, on: model) {
                    TerminalLine.writeToStandardError("error: \(refusal.description)")
                }
                needsDrawing = true
            } else {
                model.advance(to: now)
            }
            let size = window.size
            if model.presentation.windowSize != agreedSize {
                // The model chose a new size (a device preset, a zoom): the window follows, on the display.
                window.setSize(model.presentation.windowSize)
                agreedSize = model.presentation.windowSize
                needsDrawing = true
            } else if size != model.presentation.windowSize {
                // The user resized the window: the model follows.
                model.resize(to: size)
                agreedSize = model.presentation.windowSize
                needsDrawing = true
            }
            model.setPixelScale(window.scale)
            // The title names the device and how it is shown (fit to the window, point or pixel accurate).
            if needsDrawing, model.windowTitle != shownTitle {
                shownTitle = model.windowTitle
                window.setTitle(shownTitle)
            }
            if needsDrawing && !window.isHidden {
                let frameStart = Date()
                // The window keeps each element's layer while it only moves (see `DrawCommand.flatLayer`).
                model.collectionView.groupsFlatElementsIntoLayers = true
                window.present(model.drawList())
                model.endPictureFrame()
                model.host.lastFrameTime = Date().timeIntervalSince(frameStart)
                needsDrawing = false
            }
        }
        persistence.finish(model, position: window.position)
        // The thumbnails of pictures shown are written whole before the process ends.
        model.thumbnails?.waitForWrites()
        if let stateOnExit {
            try AtomicFile.write(StateDump.json(model, all: true), to: stateOnExit)
        }
        if let screenshot {
            let image = try window.capture(model.drawList())
            try AtomicFile.writePNG(image, to: screenshot)
        }
    }
}
