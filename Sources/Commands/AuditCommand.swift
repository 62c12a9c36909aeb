import AppSupport
import Audit
import CardDrawing
import Playground
import CollectionLayout
import Foundation
import SceneFormat
import Typography

/// `playground audit [SCENE]`: every variant of the scene the axes name — by default every text
/// size, both appearances and both directions on the scene's own device and layout — laid out
/// and drawn as `shot` draws it, and checked for text cut, clipped or broken mid-word, small hit
/// areas, low contrast, overlapping cells, content out of reach or under the device's furniture
/// a reading order that is not the visual one, and text no installed face could draw (contract: "Audit"). Exit status 0 when nothing
/// is found, 1 with findings, 2 on bad input.
public enum AuditCommand {
    /// Every check, in the order of the contract's kinds.
    package static var checks: [any AuditCheck.Type] {
        [TruncatedCheck.self, ClippedCheck.self, MidWordBreakCheck.self, SmallTargetCheck.self,
         LowContrastCheck.self, OverlapCheck.self, OffscreenCheck.self, ReadingOrderCheck.self,
         MissingGlyphCheck.self]
    }

    /// Audits the scene `options` name over `axes`, writes the sheet to `sheet` (a `.png`) and a
    /// page a problem into the folder `pages` when given, and returns the report in `format` with
    /// the exit status it calls for.
    @MainActor
    public static func run(_ options: ViewOptions, axes: AuditAxes, format: String, sheet: String?,
                           pages: String? = nil) throws -> (output: String, status: Int32) {
        guard let format = AuditReport.Format(rawValue: format) else {
            throw InputError("--format must be one of: text, json, markdown, got \"\(format)\"")
        }
        if let sheet, !sheet.lowercased().hasSuffix(".png") { throw InputError("--sheet must name a .png file, got \"\(sheet)\"") }
        if let pages, pages.isEmpty || FileManager.default.fileExists(atPath: pages) && !isDirectory(pages) {
            throw InputError("--sheet-per-finding must name a folder, got \"\(pages)\"")
        }
        let scene = try options.loadScene()
        var report = try audit(options, axes: axes, scene: scene)
        if sheet != nil || pages != nil {
            let pictures = try AuditPictures(base: options, scene: scene)
            if let sheet {
                try AtomicFile.writePNG(try AuditSheet.render(report, pictures: pictures), to: sheet)
                report.sheetPath = sheet
            }
            if let pages { report.pagePaths = try AuditPages.write(report, into: pages, pictures: pictures) }
        }
        return (report.formatted(format), report.findings.isEmpty ? 0 : 1)
    }

    /// Whether `path` is a folder.
    private static func isDirectory(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The report of every variant of `scene` (read from the file `options` name) over `axes`.
    @MainActor
    public static func audit(_ options: ViewOptions, axes: AuditAxes, scene: Scene) throws -> AuditReport {
        let variants = try axes.variants(of: scene, base: options)
        // Every variant's options, checked before anything is laid out.
        let sceneFile = try options.sceneFilePath()
        for variant in variants { _ = try variant.options(over: options) }
        // One font library for every variant: its faces and measurements are made once.
        let fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: options.fontsDirectory))
        // One store of pictures too: each is decoded once per audit at each size the variants draw it.
        let pictures = PictureStore()
        var findings: [AuditFinding] = []
        var unjudged = 0
        for (index, variant) in variants.enumerated() {
            var options = options
            // The scene's warnings once, with the first variant.
            options.writesWarnings = options.writesWarnings && index == 0
            let model = try makeModel(variant, base: options, scene: scene, sceneFile: sceneFile, fonts: fonts, pictures: pictures)
            let subject = AuditSubject(variant: variant, window: model)
            findings += AuditChecks.findings(in: subject)
            unjudged += subject.unjudgedBeyondScreens
        }
        // Nothing judged is passed over in silence: a scene too long to read screen by screen says how much was left.
        if unjudged > 0 && options.writesWarnings {
            FileHandle.standardError.write(Data(("warning: lowContrast reads at most \(AuditSubject.screenLimit) screens a variant; "
                + "\(unjudged) elements further on were not judged for contrast\n").utf8))
        }
        return AuditReport(sceneName: scene.name, variants: variants, findings: findings)
    }

    /// The settled model of one variant (every cell measured), of the scene already read when the
    /// variant shows the same file, drawing from `pictures` when given.
    @MainActor
    package static func makeModel(_ variant: AuditVariant, base: ViewOptions, scene: Scene, sceneFile: String,
                                  fonts: FontLibrary? = nil, pictures: PictureStore? = nil) throws -> PlaygroundModel {
        let options = try variant.options(over: base)
        let same = (try? options.sceneFilePath()) == sceneFile
        let model = try options.makeModelAtMoment(scene: same ? scene : nil, fonts: fonts, pictures: pictures)
        // Every cell as it shows once scrolled to: self-sized, not at its estimate.
        model.collectionView.measureEveryItem()
        return model
    }
}
