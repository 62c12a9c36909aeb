import AppSupport

/// A place in a scene's JSON named by dotted keys, array positions as numbers:
/// `layout.sectionInset.top`, `sections.2.layout.section.interGroupSpacing`. The inspector and
/// the script action `setParameter` change a layout parameter through one.
public struct ParameterPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object's key or an array's position.
    public enum Component: Hashable, Sendable {
        /// An object member.
        case key(String)
        /// An array element, from 0.
        case index(Int)
    }

    /// The steps from the scene's top.
    public var components: [Component]

    /// A path from its dotted text; it must lead into `layout` or a section's `layout`, or into a
    /// cell template (`cell` on the scene, a section or an item).
    public init(_ text: String) throws(InputError) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.contains(where: \.isEmpty) else {
            throw InputError("\"path\" must be dotted keys such as \"layout.sectionInset.top\", got \"\(text)\"")
        }
        components = parts.map { part in Int(part).map { .index($0) } ?? .key(part) }
        func isIndex(_ position: Int) -> Bool {
            guard components.indices.contains(position), case .index = components[position] else { return false }
            return true
        }
        // Into a layout, or into a cell template (the scene's, a section's or an item's).
        let leadsToParameter: Bool = switch components.first {
        case .key(SceneKey.layout.rawValue), .key(SceneKey.cell.rawValue): components.count > 1
        case .key(SceneKey.sections.rawValue):
            components.count > 3 && isIndex(1) && (components[2] == .key(.layout) || components[2] == .key(.cell))
                || components.count > 5 && isIndex(1) && components[2] == .key(.items) && isIndex(3) && components[4] == .key(.cell)
        default: false
        }
        guard leadsToParameter else {
            throw InputError("\"path\" must lead to a layout parameter (\"layout.…\" or \"sections.N.layout.…\") or into a cell template "
                             + "(\"cell.…\", \"sections.N.cell.…\" or \"sections.N.items.M.cell.…\"), got \"\(text)\"")
        }
    }

    /// A path from components (no check).
    public init(components: [Component]) {
        self.components = components
    }

    /// The dotted text.
    public var description: String {
        components.map { component in
            switch component {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }.joined(separator: ".")
    }
}
