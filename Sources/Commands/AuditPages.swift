import AppSupport
import Audit
import Foundation

/// `audit --sheet-per-finding DIR`: one PNG page a problem (`AuditGroup`), named by its number,
/// kind and element (`03-midWordBreak-danube.png`): its headline and evidence on top, then the
/// variants it appears in (the first 12), three a row, each scaled to a panel with the finding
/// outlined and numbered. The models are made variant by variant, each once for every page it
/// appears on.
package enum AuditPages {
    /// The most variants a page shows.
    package static let maximumVariants = 12

    /// The file name of problem `number` (from 1) of `count`: `03-midWordBreak-danube.png`.
    package static func fileName(_ group: AuditGroup, number: Int, count: Int) -> String {
        let digits = max(2, String(count).count)
        let padded = String(repeating: "0", count: max(0, digits - String(number).count)) + String(number)
        let element = group.id ?? "\(group.indexPath.section)-\(group.indexPath.item)"
        let safe = String(element.unicodeScalars.prefix(40).map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_")
                ? Character(scalar) : "-"
        })
        return "\(padded)-\(group.kind.rawValue)-\(safe).png"
    }

    /// Writes a page for every group of `report` into `directory` (made when missing) and returns their paths, in group order.
    @MainActor
    package static func write(_ report: AuditReport, into directory: String, pictures: AuditPictures) throws -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw InputError("--sheet-per-finding could not make the folder \(directory): \(error.localizedDescription)")
        }
        let groups = report.groups
        // What each page shows, drawn variant by variant in the audit's order.
        var wanted: [(variant: Int, group: Int, finding: AuditFinding)] = []
        let variantIndex = Dictionary(report.variants.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, group) in groups.enumerated() {
            var seen = Set<AuditVariant>()
            for finding in group.findings where seen.insert(finding.variant).inserted && seen.count <= maximumVariants {
                wanted.append((variantIndex[finding.variant] ?? 0, index, finding))
            }
        }
        wanted.sort { ($0.variant, $0.group) < ($1.variant, $1.group) }
        var panels = [[(variant: Int, panel: AuditSheet.Panel)]](repeating: [], count: groups.count)
        for entry in wanted {
            let picture = try pictures.panel(entry.finding.variant, marked: [(entry.group + 1, entry.finding)])
            panels[entry.group].append((entry.variant, AuditSheet.Panel(label: entry.finding.variant.label, picture: picture, legend: [])))
        }
        var paths: [String] = []
        for (index, group) in groups.enumerated() {
            var title = ["\(index + 1). \(report.headline(group))", AuditReport.evidence(group)]
            let more = group.variants.count - maximumVariants
            if more > 0 { title.append("The first \(maximumVariants) of its \(group.variants.count) variants (the report lists them all).") }
            let image = try AuditSheet.compose(title: title, panels: panels[index].sorted { $0.variant < $1.variant }.map(\.panel),
                                               pictures: pictures, subject: "the audit's page")
            let path = (directory as NSString).appendingPathComponent(fileName(group, number: index + 1, count: groups.count))
            try AtomicFile.writePNG(image, to: path)
            paths.append(path)
        }
        return paths
    }
}
