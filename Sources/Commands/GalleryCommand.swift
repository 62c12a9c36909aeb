import AppSupport
import Foundation
import Playground
import Rendering
import SceneFormat
import Typography

/// `playground gallery --out DIR`: every layout at xS, L and AX5 (with `--scale 2`, also at 2×),
/// a frame halfway through the switch between each pair of layouts, and `index.md` showing
/// them with captions — printing its progress as it goes.
public enum GalleryCommand {
    /// The text sizes the gallery shows.
    package static let categories: [ContentSizeCategory] = [.xS, .L, .AX5]

    /// What the gallery makes, as `gallery --help` says it — made from `categories`, so the help
    /// names the text sizes the pictures are written at.
    public static var summary: String {
        let names = categories.map(\.rawValue)
        let sizes = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.joined()
        return "Render every layout at \(sizes), and each switch between two layouts (halfway, and animated), with index.md; "
            + "without a scene, also the app-store and podcast pages."
    }

    /// Renders the gallery into `directory`, its pictures spread over `workers`; `progress`
    /// receives one line per image, in the gallery's order, once it and those before it are done.
    /// With `checking`, nothing is written: every picture (and `index.md`) is made in memory and
    /// compared with the one in `directory`, and a stale or missing one fails with their names.
    @MainActor
    public static func run(_ options: ViewOptions, directory: String, scale: Double, checking: Bool = false,
                           workers: PictureWorkers = .inProcess, progress: (String) -> Void) throws {
        // Every layout shows the same scene (without one, the built-in field guide); the
        // compositional layout's own app-store page follows as a section of its own.
        var options = options
        let showsAppStorePage = options.scenePath == nil && options.imagesDirectory == nil && options.itemsPath == nil
        if showsAppStorePage { options.scenePath = try ResourceLocator.defaultScenePath() }
        guard scale == 1 || scale == 2 else { throw InputError("--scale must be 1 or 2 for the gallery, got \(JSONWriter.format(scale))") }
        // Every picture has the window's size (at 1×, and at 2× with --scale 2): refuse one over
        // the picture budget before the folder is made or anything is drawn.
        let window = try options.makeModelAtMoment().presentation.windowSize
        for pictureScale in scale == 2 ? [1.0, 2.0] : [1.0] {
            let pixels = FrameBudget.pixelSize(of: window, scale: pictureScale)
            try FrameBudget.check(width: pixels.width, height: pixels.height,
                                  subject: pictureScale == 2 ? "the gallery's 2× pictures" : "the gallery's pictures",
                                  asked: FrameBudget.describe(window, scale: pictureScale),
                                  remedy: pictureScale == 2 ? "lower --size or leave out --scale 2" : "lower --size")
        }
        if checking {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw InputError("gallery --check: no such folder \(directory)")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw PlaygroundError("cannot create the folder \(directory)")
            }
        }
        let (jobs, markdown) = try plan(options, scales: scale == 2 ? [1, 2] : [1], showsAppStorePage: showsAppStorePage,
                                        size: "\(Int(window.width))×\(Int(window.height))")
        let total = jobs.reduce(0) { $0 + $1.names.count }
        let command = checking ? "gallery --check" : "gallery"
        var done = 0
        var stale: [String] = []
        try workers.perform(jobs: jobs.count, folder: checking ? nil : directory, name: { jobs[$0].names.joined(separator: ", ") },
                            make: { Array(try jobs[$0].perform(in: directory, checking: checking).joined(separator: "\n").utf8) },
                            receive: { job, payload in
            for name in jobs[job].names {
                done += 1
                progress("\(command): \(done) of \(total): \(name)")
            }
            stale += String(decoding: payload, as: UTF8.self).split(separator: "\n").map(String.init)
        })
        if workers.isWorker { return }
        let index = (directory as NSString).appendingPathComponent("index.md")
        if checking {
            if FileManager.default.contents(atPath: index) != Data(markdown.utf8) { stale.append("index.md") }
            guard stale.isEmpty else {
                throw PlaygroundError("\(directory) is stale: \(stale.count) of \(total + 1) files differ from what gallery makes now "
                                      + "(\(stale.prefix(5).joined(separator: ", "))\(stale.count > 5 ? ", …" : "")); run make docs")
            }
            progress("gallery --check: all \(total) images and index.md in \(directory) are up to date")
        } else {
            try AtomicFile.write(markdown, to: index)
            progress("gallery: wrote \(total) images and index.md to \(directory)")
        }
    }

    /// The gallery's jobs, in the order one process makes them, and its `index.md`, which
    /// shows their pictures with captions (`size`: the window's, in points).
    @MainActor
    private static func plan(_ options: ViewOptions, scales: [Double], showsAppStorePage: Bool,
                             size: String) throws -> (jobs: [GalleryJob], markdown: String) {
        var jobs: [GalleryJob] = []
        var markdown = "# Gallery\n\nEvery layout of the scene at three text sizes, and each switch between two layouts caught halfway. "
            + "Made by `playground gallery`.\n"
        /// A job of one picture: the model `variant` makes, rendered at 1×.
        func picture(_ name: String, of variant: ViewOptions, prepare: @escaping @MainActor (PlaygroundModel) throws -> Void = { _ in }) {
            jobs.append(GalleryJob(names: [name]) {
                let model = try variant.makeModelAtMoment()
                try prepare(model)
                return [.picture(try model.renderedFrame(scale: 1))]
            })
        }

        let kinds = LayoutKind.allCases
        for kind in kinds {
            markdown += "\n## \(title(kind))\n\n"
            for category in categories {
                var variant = options
                variant.layout = .kind(kind)
                variant.category = category
                let name = "\(kind.rawValue)-\(category.rawValue)"
                // One model for the picture at 1× and at 2×.
                jobs.append(GalleryJob(names: scales.map { "\(name)\($0 == 2 ? "@2x" : "").png" }) { [variant] in
                    let model = try variant.makeModelAtMoment()
                    return try scales.map { .picture(try model.renderedFrame(scale: $0)) }
                })
                markdown += "![\(title(kind)) at \(category.rawValue)](\(name).png)\n\n"
                    + "*\(title(kind)) · text size \(category.rawValue) · \(size) points*"
                    + (scales.count > 1 ? " · [2×](\(name)@2x.png)" : "") + "\n\n"
            }
        }
        if showsAppStorePage {
            markdown += "\n## Compositional: the app-store page\n\nThe compositional layout's built-in scene, "
                + "`Assets/\(BuiltInScenes.compositionalPageFile)`: a paging carousel, a group-paged band of rows, a grid with badges.\n\n"
            for category in categories {
                var variant = options
                variant.scenePath = try ResourceLocator.builtInScenePath(BuiltInScenes.compositionalPageFile)
                variant.layout = .kind(.compositional)
                variant.category = category
                let name = "compositional-app-store-\(category.rawValue).png"
                picture(name, of: variant)
                markdown += "![The app-store page at \(category.rawValue)](\(name))\n\n*Compositional · app-store page · text size \(category.rawValue)*\n\n"
            }
            markdown += "\n## Grid: the podcast page\n\nThe grid's built-in scene, `Assets/\(BuiltInScenes.podcastPageFile)`: a global header, "
                + "a segmented data source behind a pinned control, a self-sizing "
                + "list of episodes in two columns on wide windows, loads that end on the clock, and placeholders; Details is a composed source of two sections.\n\n"
            for state in podcastStates {
                var variant = options
                variant.scenePath = try ResourceLocator.builtInScenePath(BuiltInScenes.podcastPageFile)
                variant.layout = .kind(.grid)
                variant.category = state.category
                variant.at = state.at
                let name = "grid-podcast-\(state.name)-\(state.category.rawValue).png"
                picture(name, of: variant) { model in
                    if let segment = state.segment {
                        try model.selectSegment(segment, animated: false)
                        model.settle()
                    }
                }
                markdown += "![The podcast page, \(state.caption), at \(state.category.rawValue)](\(name))\n\n"
                    + "*Grid · podcast page · \(state.caption) · text size \(state.category.rawValue)*\n\n"
            }
        }
        markdown += "\n## Switching layouts\n\nEach frame is halfway through the animated switch, at text size L.\n\n"
        let pairs = kinds.indices.flatMap { a in kinds.indices.filter { $0 > a }.map { (kinds[a], kinds[$0]) } }
        for (from, to) in pairs {
            var variant = options
            variant.layout = .kind(from)
            let name = "transition-\(from.rawValue)-to-\(to.rawValue).png"
            picture(name, of: variant) { model in
                model.setLayout(to, animated: true)
                model.advance(by: model.animationsEndTime > model.time ? (model.animationsEndTime - model.time) / 2 : 0)
            }
            // The whole switch as an animated WebP, 30 frames a second, holding its ends.
            let animation = "transition-\(from.rawValue)-to-\(to.rawValue).webp"
            jobs.append(GalleryJob(names: [animation]) { [variant] in
                [.bytes(try AnimateCommand.switchAnimation(try variant.makeModelAtMoment(), to: to, fps: 30, hold: 0.5))]
            })
            markdown += "![\(title(from)) to \(title(to))](\(name))\n\n*\(title(from)) → \(title(to)), halfway · \(size) points · "
                + "[the whole switch](\(animation))*\n\n"
        }
        return (jobs, markdown)
    }

    /// The podcast page's moments the gallery shows: a load under way, each tab, three text sizes.
    package static let podcastStates: [(name: String, caption: String, category: ContentSizeCategory, segment: Int?, at: Double?)] = [
        ("loading", "loading at 0.5 s", .L, nil, 0.5),
        ("episodes", "Episodes", .L, nil, nil),
        ("details", "Details, a composed source", .xS, 0, nil),
        ("reviews", "Reviews, no content", .AX5, 2, nil),
    ]

    private static func title(_ kind: LayoutKind) -> String {
        switch kind {
        case .flow: "Flow"
        case .stacked: "Stacked"
        case .circle: "Circle"
        case .coverflow: "Cover flow"
        case .compositional: "Compositional"
        case .grid: "Grid"
        case .line: "Line"
        }
    }
}
