import CollectionLayout
import Playground
import SceneFormat
import SwiftSyntax
import SwiftSyntaxBuilder

/// A compositional layout as UIKit code: `UICollectionViewCompositionalLayout` with a section
/// provider, one function per distinct section built from `NSCollectionLayoutSize`, `Item`,
/// `Group`, `Section`, boundary supplementary items and decorations, for the environment the
/// playground shows (its width, text size and size classes).
struct UIKitCompositionalExport {
    /// The layout as the playground configured it.
    let layout: CompositionalLayout
    /// How many sections the collection view has.
    let numberOfSections: Int
    /// The visible-items effect of a section, if it has one (the scene's description of the
    /// handler, which the layout holds only as a closure).
    var visibleItemsEffect: (Int) -> VisibleItemsEffect? = { _ in nil }
    /// The sections a section index may take, the first whose condition holds winning: the scene's
    /// variants for other environments (widths, size classes, text sizes) and last its own
    /// description (condition nil). Empty: the section as the layout gives it now, alone.
    var sectionChoices: (Int) -> [(condition: EnvironmentCondition?, section: LayoutSection, holdsNow: Bool)] = { _ in [] }

    /// The declarations, what they cannot express and how to use them.
    var part: ExportPart {
        let environment = layout.environment
        var notes: [String] = []
        // Each section's code, written once per distinct section; a section with variants gets a
        // function that chooses among them by the environment.
        var functions: [(name: String, code: String, decl: DeclSyntax)] = []
        var decorationKinds = Set<String>(), supplementaryKinds = Set(layout.configuration.boundarySupplementaryItems.map(\.elementKind))
        func function(for section: LayoutSection, effect: VisibleItemsEffect?) -> String {
            var writer = SectionWriter()
            writer.visibleItemsEffect = effect
            let body = writer.statements(for: section, environment: environment)
            notes += writer.unexpressed
            decorationKinds.formUnion(section.decorationItems.map(\.elementKind))
            supplementaryKinds.formUnion(section.boundarySupplementaryItems.map(\.elementKind))
            supplementaryKinds.formUnion(Self.supplementaryKinds(of: section.group))
            let code = body.lines.description
            if let existing = functions.first(where: { $0.code == code }) { return existing.name }
            let name = "makeSection\(functions.count)"
            functions.append((name, code, DeclSyntax("""
                /// \(raw: sectionDescription(section)).
                @MainActor
                func \(raw: name)(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                \(body.lines)
                }
                """)))
            return name
        }
        var choosers: [(code: String, decl: DeclSyntax, name: String)] = []
        var functionOfSection: [String] = []
        for index in 0..<max(1, numberOfSections) {
            let shown = layout.sectionProvider(index, environment)
            let choices = sectionChoices(index)
            guard choices.count > 1 else {
                functionOfSection.append(function(for: shown, effect: visibleItemsEffect(index)))
                continue
            }
            // The choice that holds now is written from the layout as shown (its estimates as measured).
            let holding = choices.firstIndex { $0.holdsNow }
            var lines: [String] = []
            for (position, choice) in choices.enumerated() {
                let name = function(for: position == holding ? shown : choice.section, effect: visibleItemsEffect(index))
                if let condition = choice.condition {
                    lines.append("if \(EnvironmentConditionCode.expression(condition)) { return \(name)(environment: environment) }")
                } else {
                    lines.append("return \(name)(environment: environment)")
                }
            }
            let code = lines.joined(separator: "\n")
            if let existing = choosers.first(where: { $0.code == code }) {
                functionOfSection.append(existing.name)
                continue
            }
            let name = "section\(choosers.count)ForEnvironment"
            choosers.append((code, DeclSyntax("""
                /// A section the scene describes for other widths, size classes or text sizes: the one for the environment.
                @MainActor
                func \(raw: name)(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
                \(raw: code)
                }
                """), name))
            functionOfSection.append(name)
        }
        var decls = [makeLayoutFunction(functionOfSection: functionOfSection, decorationKinds: decorationKinds.sorted())]
        decls += choosers.map(\.decl) + functions.map(\.decl)
        if !decorationKinds.isEmpty {
            decls.append(DeclSyntax("""
                /// The view a decoration item shows (a section's background): UIKit makes one for each
                /// decoration kind registered on the layout. Give it the background's colour and corners.
                final class \(raw: Self.decorationViewClass): UICollectionReusableView {}
                """))
        }
        var seen = Set<String>()
        notes = notes.filter { seen.insert($0).inserted }
        var usage = ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout()."]
        if !supplementaryKinds.isEmpty {
            let kinds = supplementaryKinds.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            usage.append("The data source's collectionView(_:viewForSupplementaryElementOfKind:at:) serves the kinds \(kinds).")
        }
        return ExportPart(declarations: decls, unexpressed: notes, usage: usage)
    }

    private func sectionDescription(_ section: LayoutSection) -> String {
        if section.listConfiguration != nil { return "A list section" }
        let arrangement: String
        switch section.group.arrangement {
        case .horizontal: arrangement = "horizontal"
        case .vertical: arrangement = "vertical"
        case .custom: arrangement = "custom"
        }
        let sideways = section.orthogonalScrollingBehavior == .none ? "" : ", scrolling sideways (\(section.orthogonalScrollingBehavior.rawValue))"
        return "A section of \(arrangement) groups\(sideways)"
    }

    /// The class the exported layout registers for its decoration kinds.
    static let decorationViewClass = "ExportedDecorationView"

    /// The element kinds of the supplementary items (badges) of a group's items, however deep.
    static func supplementaryKinds(of item: LayoutItem) -> Set<String> {
        var kinds = Set(item.supplementaryItems.map(\.elementKind))
        if let group = item as? LayoutGroup {
            for subitem in group.subitems { kinds.formUnion(supplementaryKinds(of: subitem)) }
        }
        return kinds
    }

    private func makeLayoutFunction(functionOfSection: [String], decorationKinds: [String]) -> DeclSyntax {
        let configuration = layout.configuration
        var body: [CodeBlockItemSyntax] = ["let configuration = UICollectionViewCompositionalLayoutConfiguration()"]
        if configuration.scrollDirection == .horizontal { body.append("configuration.scrollDirection = .horizontal") }
        if configuration.interSectionSpacing != 0 {
            body.append("configuration.interSectionSpacing = \(SwiftNumber.expr(configuration.interSectionSpacing))")
        }
        if configuration.contentInsetsReference != .automatic {
            body.append("configuration.contentInsetsReference = .\(raw: configuration.contentInsetsReference.rawValue)")
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            var names: [String] = []
            for (index, item) in configuration.boundarySupplementaryItems.enumerated() {
                let name = "globalItem\(index)"
                names.append(name)
                body += CompositionalCode.boundaryItem(item, named: name)
            }
            body.append("configuration.boundarySupplementaryItems = [\(raw: names.joined(separator: ", "))]")
        }
        let distinct = Set(functionOfSection)
        let provider: CodeBlockItemSyntax
        if distinct.count == 1, let only = distinct.first {
            provider = "\(raw: only)(environment: environment)"
        } else {
            // The last section's function answers sections added later.
            let cases = functionOfSection.enumerated().dropLast().map { "case \($0.offset): return \($0.element)(environment: environment)" }
            provider = """
                switch section {
                \(raw: cases.joined(separator: "\n"))
                default: return \(raw: functionOfSection.last!)(environment: environment)
                }
                """
        }
        let parameter = distinct.count == 1 ? "_" : "section"
        body.append("""
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { \(raw: parameter), environment in
            \(provider)
            }, configuration: configuration)
            """)
        for kind in decorationKinds {
            body.append("layout.register(\(raw: Self.decorationViewClass).self, forDecorationViewOfKind: \(CompositionalCode.string(kind)))")
        }
        body.append("return layout")
        return DeclSyntax("""
            /// The scene's compositional layout.
            @MainActor
            func makeCollectionViewLayout() -> UICollectionViewLayout {
            \(body.lines)
            }
            """)
    }
}

/// Writes one section's statements, naming items and groups as it goes.
private struct SectionWriter {
    /// What the section has that UIKit cannot express.
    var unexpressed: [String] = []
    /// The section's visible-items effect, written as its `visibleItemsInvalidationHandler`.
    var visibleItemsEffect: VisibleItemsEffect?
    private var itemCount = 0
    private var groupCount = 0

    /// The statements that build `section` and end by returning it.
    mutating func statements(for section: LayoutSection, environment: LayoutEnvironment) -> [CodeBlockItemSyntax] {
        var body: [CodeBlockItemSyntax] = []
        if let list = section.listConfiguration {
            body.append("var listConfiguration = UICollectionLayoutListConfiguration(appearance: .\(raw: list.appearance.rawValue))")
            if !list.showsSeparators { body.append("listConfiguration.showsSeparators = false") }
            if list.headerMode != .none { body.append("listConfiguration.headerMode = .\(raw: list.headerMode.rawValue)") }
            if list.footerMode != .none { body.append("listConfiguration.footerMode = .\(raw: list.footerMode.rawValue)") }
            if list.separatorInsets != nil {
                unexpressed.append("the list's separator insets: set them per row with UIListSeparatorConfiguration in the cell's configuration.")
            }
            body.append("let section = NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)")
            return body + ["return section"]
        }
        let group = write(section.group, environment: environment, into: &body)
        body.append("let section = NSCollectionLayoutSection(group: \(raw: group))")
        if section.interGroupSpacing != 0 { body.append("section.interGroupSpacing = \(SwiftNumber.expr(section.interGroupSpacing))") }
        if section.contentInsets != .zero { body.append("section.contentInsets = \(CompositionalCode.insets(section.contentInsets))") }
        if section.orthogonalScrollingBehavior != .none {
            body.append("section.orthogonalScrollingBehavior = .\(raw: section.orthogonalScrollingBehavior.rawValue)")
        }
        if section.contentInsetsReference != .automatic {
            body.append("section.contentInsetsReference = .\(raw: section.contentInsetsReference.rawValue)")
        }
        if section.supplementaryContentInsetsReference != .automatic {
            body.append("section.supplementaryContentInsetsReference = .\(raw: section.supplementaryContentInsetsReference.rawValue)")
        }
        if !section.supplementariesFollowContentInsets {
            // Deprecated in iOS 16, and still the only property that keeps boundary items out of the section's insets.
            body.append("section.supplementariesFollowContentInsets = false")
        }
        if !section.boundarySupplementaryItems.isEmpty {
            var names: [String] = []
            for (index, item) in section.boundarySupplementaryItems.enumerated() {
                let name = "boundaryItem\(index)"
                names.append(name)
                body += CompositionalCode.boundaryItem(item, named: name)
            }
            body.append("section.boundarySupplementaryItems = [\(raw: names.joined(separator: ", "))]")
        }
        if !section.decorationItems.isEmpty {
            var names: [String] = []
            for (index, decoration) in section.decorationItems.enumerated() {
                let name = "decoration\(index)"
                names.append(name)
                body.append("let \(raw: name) = NSCollectionLayoutDecorationItem.background(elementKind: \(CompositionalCode.string(decoration.elementKind)))")
                if decoration.contentInsets != .zero { body.append("\(raw: name).contentInsets = \(CompositionalCode.insets(decoration.contentInsets))") }
                if decoration.zIndex != -1 { body.append("\(raw: name).zIndex = \(raw: decoration.zIndex)") }
            }
            body.append("section.decorationItems = [\(raw: names.joined(separator: ", "))]")
        }
        if let effect = visibleItemsEffect {
            // Cards shrink (and fade) with their centre's distance from the middle of the visible band.
            body.append("""
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let width = environment.container.contentSize.width
                    guard width > 0 else { return }
                    // The middle of what is visible: the items keep their unscrolled frames; offset is the scroll.
                    let middle = offset.x + width / 2
                    for item in items where item.representedElementCategory == .cell {
                        let distance = min(1, abs(item.center.x - middle) / (width / 2))
                        let scale = 1 - \(SwiftNumber.expr(1 - effect.minimumScale)) * distance
                        item.transform3D = CATransform3DMakeScale(scale, scale, 1)
                        item.alpha = 1 - \(SwiftNumber.expr(1 - effect.minimumAlpha)) * distance
                    }
                }
                """)
        } else if section.visibleItemsInvalidationHandler != nil {
            unexpressed.append("the section's visible-items handler: write it as section.visibleItemsInvalidationHandler.")
        }
        return body + ["return section"]
    }

    /// Writes the statements that make `item` (an item or a group) and returns its variable's name.
    private mutating func write(_ item: LayoutItem, environment: LayoutEnvironment, into body: inout [CodeBlockItemSyntax]) -> String {
        let name: String
        if let group = item as? LayoutGroup {
            let subitems = group.subitems.map { write($0, environment: environment, into: &body) }
            name = groupCount == 0 ? "group" : "group\(groupCount)"
            groupCount += 1
            let size = CompositionalCode.size(group.layoutSize)
            switch group.arrangement {
            case .horizontal, .vertical:
                let axis = if case .horizontal = group.arrangement { "horizontal" } else { "vertical" }
                if let count = group.count, let only = subitems.first {
                    // `subitem:count:` shares the group among `count` items less the spacing, as the scene means;
                    // iOS 16's `repeatingSubitem:count:` keeps the item's own size, the same only without spacing.
                    let label = (group.interItemSpacing?.minimum ?? 0) == 0 ? "repeatingSubitem" : "subitem"
                    body.append("let \(raw: name) = NSCollectionLayoutGroup.\(raw: axis)(layoutSize: \(size), \(raw: label): \(raw: only), count: \(raw: count))")
                } else {
                    body.append("let \(raw: name) = NSCollectionLayoutGroup.\(raw: axis)(layoutSize: \(size), subitems: [\(raw: subitems.joined(separator: ", "))])")
                }
            case .custom(let provider):
                // The frames for the environment shown now, as the provider gives them.
                let frames = provider(environment).map { custom in
                    "NSCollectionLayoutGroupCustomItem(frame: CGRect(x: \(SwiftNumber.text(custom.frame.minX)), y: \(SwiftNumber.text(custom.frame.minY)), width: \(SwiftNumber.text(custom.frame.width)), height: \(SwiftNumber.text(custom.frame.height))), zIndex: \(custom.zIndex))"
                }
                body.append("""
                    let \(raw: name) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in
                        [\(raw: frames.joined(separator: ",\n"))]
                    }
                    """)
            }
            if let spacing = group.interItemSpacing { body.append("\(raw: name).interItemSpacing = \(CompositionalCode.spacing(spacing))") }
        } else {
            name = itemCount == 0 ? "item" : "item\(itemCount)"
            itemCount += 1
            var supplementaries: [String] = []
            for (index, supplementary) in item.supplementaryItems.enumerated() {
                let badge = "\(name)Supplementary\(index)"
                supplementaries.append(badge)
                let anchor: ExprSyntax
                switch supplementary.containerAnchor.offset {
                case .absolute(let offset):
                    anchor = "NSCollectionLayoutAnchor(edges: \(CompositionalCode.edges(supplementary.containerAnchor.edges)), absoluteOffset: \(CompositionalCode.point(offset)))"
                case .fractional(let offset):
                    anchor = "NSCollectionLayoutAnchor(edges: \(CompositionalCode.edges(supplementary.containerAnchor.edges)), fractionalOffset: \(CompositionalCode.point(offset)))"
                }
                body.append("let \(raw: badge) = NSCollectionLayoutSupplementaryItem(layoutSize: \(CompositionalCode.size(supplementary.layoutSize)), elementKind: \(CompositionalCode.string(supplementary.elementKind)), containerAnchor: \(anchor))")
                if supplementary.zIndex != 1 { body.append("\(raw: badge).zIndex = \(raw: supplementary.zIndex)") }
            }
            if supplementaries.isEmpty {
                body.append("let \(raw: name) = NSCollectionLayoutItem(layoutSize: \(CompositionalCode.size(item.layoutSize)))")
            } else {
                body.append("let \(raw: name) = NSCollectionLayoutItem(layoutSize: \(CompositionalCode.size(item.layoutSize)), supplementaryItems: [\(raw: supplementaries.joined(separator: ", "))])")
            }
        }
        if item.contentInsets != .zero { body.append("\(raw: name).contentInsets = \(CompositionalCode.insets(item.contentInsets))") }
        if let spacing = item.edgeSpacing { body.append("\(raw: name).edgeSpacing = \(CompositionalCode.edgeSpacing(spacing))") }
        return name
    }
}
