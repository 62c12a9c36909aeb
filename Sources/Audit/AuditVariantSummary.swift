import Typography

/// The variants a problem appears in, said in a few words against the variants audited:
/// "at AX3–AX5, both directions, light and dark". Each axis audited at more than one value is
/// named — text sizes as runs ("AX3–AX5", "xS, L"), "both"/"all" when every value audited is in
/// ("light and dark" for appearances) — and an axis audited at one value is left out. A set that
/// is not every combination of its values is said part by part ("at AX5, ltr; at AX3–AX5, rtl"),
/// and a problem in every variant is "in all 48 variants".
public enum AuditVariantSummary {
    /// One axis: how a variant's value is read, and how the axis is said.
    private struct Axis: Sendable {
        /// The value of a variant on this axis.
        var value: @Sendable (AuditVariant) -> String
        /// The words for `values` (in audited order) of `audited`, given that the axis has more than one.
        var words: @Sendable (_ values: [String], _ audited: [String]) -> String
    }

    /// The axes in the order they are split on when a set is not every combination.
    private static let splitOrder: [Axis] = [layout, pseudoLanguage, contrast, boldText, reduceTransparency,
                                                    differentiateWithoutColor, device, orientation, direction, appearance, category]
    /// The axes in the order they are said.
    private static let sayOrder: [Axis] = [category, device, orientation, direction, appearance, boldText, contrast,
                                                  reduceTransparency, differentiateWithoutColor, pseudoLanguage, layout]

    private static let category = Axis(value: { $0.category }) { values, audited in
        values.count < audited.count ? "at " + categoryRuns(values) : audited.count == 2 ? "at both text sizes" : "at all text sizes"
    }
    private static let device = Axis(value: { $0.device ?? "window" }) { values, audited in plain(values, audited, "devices") }
    private static let orientation = Axis(value: { $0.orientation ?? "-" }) { values, audited in plain(values, audited, "orientations") }
    private static let direction = Axis(value: { $0.direction }) { values, audited in plain(values, audited, "directions") }
    private static let appearance = Axis(value: { $0.appearance }) { values, audited in
        values.count == audited.count && audited.count == 2 ? values.joined(separator: " and ") : plain(values, audited, "appearances")
    }
    private static let layout = Axis(value: { $0.layout }) { values, audited in plain(values, audited, "layouts") }
    private static let pseudoLanguage = Axis(value: { $0.pseudoLanguage }) { values, audited in plain(values, audited, "pseudo-languages") }
    private static let boldText = Axis(value: { $0.boldText ? "Bold Text" : "regular text" }) { values, audited in
        values.count == audited.count ? "with and without Bold Text" : values[0] == "Bold Text" ? "with Bold Text" : "without Bold Text"
    }
    private static let reduceTransparency = setting({ $0.reduceTransparency }, named: "Reduce Transparency")
    private static let differentiateWithoutColor = setting({ $0.differentiateWithoutColor }, named: "Differentiate Without Color")
    private static let contrast = Axis(value: { $0.contrast }) { values, audited in
        values.count == audited.count ? "both contrasts" : "\(values[0]) contrast"
    }

    /// An accessibility setting that is on or off, said as Bold Text is: "with and without Reduce Transparency",
    /// "with Reduce Transparency", "without Reduce Transparency".
    private static func setting(_ isOn: @escaping @Sendable (AuditVariant) -> Bool, named name: String) -> Axis {
        Axis(value: { isOn($0) ? "on" : "off" }) { values, audited in
            values.count == audited.count ? "with and without \(name)" : values[0] == "on" ? "with \(name)" : "without \(name)"
        }
    }

    /// "both X" or "all X" when every value audited is in, else the values.
    private static func plain(_ values: [String], _ audited: [String], _ plural: String) -> String {
        guard values.count == audited.count else { return values.joined(separator: ", ") }
        return audited.count == 2 ? "both \(plural)" : "all \(plural)"
    }

    /// Text sizes as runs of neighbours in the order of sizes: "xS–M, AX5".
    package static func categoryRuns(_ values: [String]) -> String {
        let order = ContentSizeCategory.allCases.map(\.rawValue)
        let sorted = values.sorted { (order.firstIndex(of: $0) ?? .max) < (order.firstIndex(of: $1) ?? .max) }
        var runs: [[String]] = []
        for value in sorted {
            if let last = runs.last?.last, let previous = order.firstIndex(of: last), let index = order.firstIndex(of: value), index == previous + 1 {
                runs[runs.count - 1].append(value)
            } else {
                runs.append([value])
            }
        }
        return runs.map { $0.count == 1 ? $0[0] : "\($0[0])–\($0[$0.count - 1])" }.joined(separator: ", ")
    }

    /// The words for `variants` among `audited` (empty when only one variant was audited).
    public static func describe(_ variants: [AuditVariant], among audited: [AuditVariant]) -> String {
        let shown = Set(variants)
        guard Set(audited).count > 1 else { return "" }
        if shown == Set(audited) { return "in all \(Set(audited).count) variants" }
        return describe(part: audited.filter { shown.contains($0) }, audited: audited)
    }

    /// `part` (in audited order) said as one clause when it is every combination of its values, else split.
    private static func describe(part: [AuditVariant], audited: [AuditVariant]) -> String {
        let values = splitOrder.map { axis in distinct(part.map(axis.value)) }
        let combinations = values.reduce(1) { $0 * $1.count }
        if combinations == Set(part).count {
            return sayOrder.compactMap { axis in
                let all = distinct(audited.map(axis.value))
                guard all.count > 1 else { return nil }
                let mine = Set(part.map(axis.value))
                return axis.words(all.filter { mine.contains($0) }, all)
            }.joined(separator: ", ")
        }
        // Split on the first axis with more than one value: each part said on its own.
        guard let index = values.firstIndex(where: { $0.count > 1 }) else { return "" }
        let axis = splitOrder[index]
        return values[index].map { value in describe(part: part.filter { axis.value($0) == value }, audited: audited) }
            .joined(separator: "; ")
    }

    /// `values` without repeats, in order.
    private static func distinct(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
