import Foundation
import Rendering
import Typography

/// `playground gallery --out DIR`: every layout at xS, L and AX5 (with `--scale 2`, also at 2×),
/// a frame halfway through the switch between each pair of layouts, and `index.md` showing
/// them with captions — printing its progress as it goes.
public enum GalleryCommand {
    /// The text sizes the gallery shows.
    static let categories: [ContentSizeCategory] = [.xS, .L, .AX5]

    /// What the gallery makes, as `gallery --help` says it — made from `categories`, so the help
    /// names the text sizes the pictures are written at.
    public static var summary: String {
        let names = categories.map(\.rawValue)
        let sizes = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.joined()
        return "Render every layout at \(sizes), and each switch between two layouts (halfway, and animated), with index.md; "
            + "without a scene, also the app-store and podcast pages."
    }

    /// Renders the gallery into `directory`; `progress` receives one line per image. With
    /// `checking`, nothing is written: every picture (and `index.md`) is made in memory and
    /// compared with the one in `directory`, and a stale or missing one fails with their names.
    @MainActor
    public static func run(_ options: ViewOptions, directory: String, scale: Double, checking: Bool = false,
                           progress: (String) -> Void) throws {
        // Every layout shows the same scene (without one, the built-in field guide); the
        // compositional layout's own app-store page follows as a section of its own.
        var options = options
        let showsAppStorePage = options.scenePath == nil && options.imagesDirectory == nil && options.itemsPath == nil
        if showsAppStorePage { options.scenePath = try ResourceLocator.defaultScenePath() }
        guard scale == 1 || scale == 2 else { throw InputError("--scale must be 1 or 2 for the gallery, got \(JSONWriter.format(scale))") }
        // Every picture has the window's size (at 1×, and at 2× with --scale 2): refuse one over
        // the picture budget before the folder is made or anything is drawn.
        let window = try options.makeModelAtMoment().windowSize
        for pictureScale in scale == 2 ? [1.0, 2.0] : [1.0] {
            let pixels = PictureBudget.pixelSize(of: window, scale: pictureScale)
            try PictureBudget.check(width: pixels.width, height: pixels.height,
                                    subject: pictureScale == 2 ? "the gallery's 2× pictures" : "the gallery's pictures",
                                    asked: PictureBudget.describe(window, scale: pictureScale),
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
        var stale: [String] = []
        let kinds = LayoutKind.allCases
        let pairs = kinds.indices.flatMap { a in kinds.indices.filter { $0 > a }.map { (kinds[a], kinds[$0]) } }
        let scales: [Double] = scale == 2 ? [1, 2] : [1]
        let total = kinds.count * categories.count * scales.count + 2 * pairs.count
            + (showsAppStorePage ? categories.count + podcastStates.count : 0)
        var done = 0
        var markdown = "# Gallery\n\nEvery layout of the scene at three text sizes, and each switch between two layouts caught halfway. "
            + "Made by `playground gallery`.\n"
        var size = ""

        func write(_ image: RGBAImage, _ name: String) throws {
            let path = (directory as NSString).appendingPathComponent(name)
            if checking {
                if (try? PNGFile.read(path)) != image { stale.append(name) }
            } else {
                try AtomicFile.writePNG(image, to: path)
            }
            done += 1
            progress("gallery\(checking ? " --check" : ""): \(done) of \(total): \(name)")
        }

        func write(_ data: Data, _ name: String) throws {
            let path = (directory as NSString).appendingPathComponent(name)
            if checking {
                if FileManager.default.contents(atPath: path) != data { stale.append(name) }
                return
            }
            try AtomicFile.write([UInt8](data), to: path)
        }

        for kind in kinds {
            markdown += "\n## \(title(kind))\n\n"
            for category in categories {
                var variant = options
                variant.layout = kind.rawValue
                variant.category = category.rawValue
                let model = try variant.makeModelAtMoment()
                size = "\(Int(model.windowSize.width))×\(Int(model.windowSize.height))"
                for pixels in scales {
                    let name = "\(kind.rawValue)-\(category.rawValue)\(pixels == 2 ? "@2x" : "").png"
                    try write(try ShotCommand.render(model, scale: pixels), name)
                    if pixels == 1 {
                        markdown += "![\(title(kind)) at \(category.rawValue)](\(name))\n\n"
                            + "*\(title(kind)) · text size \(category.rawValue) · \(size) points*"
                            + (scales.count > 1 ? " · [2×](\(kind.rawValue)-\(category.rawValue)@2x.png)" : "") + "\n\n"
                    }
                }
            }
        }
        if showsAppStorePage {
            markdown += "\n## Compositional: the app-store page\n\nThe compositional layout's built-in scene, "
                + "`Assets/\(BuiltInScenes.compositionalPageFile)`: a paging carousel, a group-paged band of rows, a grid with badges.\n\n"
            for category in categories {
                var variant = options
                variant.scenePath = try ResourceLocator.builtInScenePath(BuiltInScenes.compositionalPageFile)
                variant.layout = LayoutKind.compositional.rawValue
                variant.category = category.rawValue
                let name = "compositional-app-store-\(category.rawValue).png"
                try write(try ShotCommand.render(try variant.makeModelAtMoment(), scale: 1), name)
                markdown += "![The app-store page at \(category.rawValue)](\(name))\n\n*Compositional · app-store page · text size \(category.rawValue)*\n\n"
            }
        }
        if showsAppStorePage {
            markdown += "\n## Grid: the podcast page\n\nThe grid's built-in scene, `Assets/\(BuiltInScenes.podcastPageFile)`: a global header, "
                + "a segmented data source behind a pinned control, a self-sizing "
                + "list of episodes in two columns on wide windows, loads that end on the clock, and placeholders; Details is a composed source of two sections.\n\n"
            for state in podcastStates {
                var variant = options
                variant.scenePath = try ResourceLocator.builtInScenePath(BuiltInScenes.podcastPageFile)
                variant.layout = LayoutKind.grid.rawValue
                variant.category = state.category.rawValue
                variant.at = state.at
                let model = try variant.makeModelAtMoment()
                if let segment = state.segment {
                    try model.selectSegment(segment, animated: false)
                    model.settle()
                }
                let name = "grid-podcast-\(state.name)-\(state.category.rawValue).png"
                try write(try ShotCommand.render(model, scale: 1), name)
                markdown += "![The podcast page, \(state.caption), at \(state.category.rawValue)](\(name))\n\n"
                    + "*Grid · podcast page · \(state.caption) · text size \(state.category.rawValue)*\n\n"
            }
        }
        markdown += "\n## Switching layouts\n\nEach frame is halfway through the animated switch, at text size L.\n\n"
        for (from, to) in pairs {
            var variant = options
            variant.layout = from.rawValue
            let model = try variant.makeModelAtMoment()
            model.setLayout(to, animated: true)
            model.advance(by: model.animationsEndTime > model.time ? (model.animationsEndTime - model.time) / 2 : 0)
            let name = "transition-\(from.rawValue)-to-\(to.rawValue).png"
            try write(try ShotCommand.render(model, scale: 1), name)
            // The whole switch as an animated WebP, 30 frames a second, holding its ends.
            let animation = "transition-\(from.rawValue)-to-\(to.rawValue).webp"
            let switching = try variant.makeModelAtMoment()
            try write(try AnimateCommand.switchAnimation(switching, to: to, fps: 30, hold: 0.5), animation)
            done += 1
            progress("gallery\(checking ? " --check" : ""): \(done) of \(total): \(animation)")
            markdown += "![\(title(from)) to \(title(to))](\(name))\n\n*\(title(from)) → \(title(to)), halfway · \(size) points · "
                + "[the whole switch](\(animation))*\n\n"
        }
        try write(Data(markdown.utf8), "index.md")
        if checking {
            guard stale.isEmpty else {
                throw PlaygroundError("\(directory) is stale: \(stale.count) of \(total + 1) files differ from what gallery makes now "
                                      + "(\(stale.prefix(5).joined(separator: ", "))\(stale.count > 5 ? ", …" : "")); run make docs")
            }
            progress("gallery --check: all \(total) images and index.md in \(directory) are up to date")
        } else {
            progress("gallery: wrote \(total) images and index.md to \(directory)")
        }
    }

    /// The podcast page's moments the gallery shows: a load under way, each tab, three text sizes.
    static let podcastStates: [(name: String, caption: String, category: ContentSizeCategory, segment: Int?, at: Double?)] = [
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
