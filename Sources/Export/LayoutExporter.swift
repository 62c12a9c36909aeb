import CellTemplate
import CollectionLayout
import CollectionView
import Playground
import SceneFormat
import SwiftSyntax

/// `export`: the layout the playground shows, as a Swift file for UIKit or SwiftUI, with the
/// values as tuned now (the layout object the collection view lays out with, its delegate's
/// answers, the scene's sections), and what the framework cannot express listed in the header.
@MainActor
public enum LayoutExporter {
    /// The file for the model's current layout.
    public static func export(_ model: PlaygroundModel, to framework: ExportFramework) -> ExportedSource {
        let view = model.collectionView
        let layoutPart: ExportPart
        switch framework {
        case .uikit: layoutPart = uikitPart(model)
        case .swiftui: layoutPart = SwiftUIExport(model: model).part
        }
        var part = layoutPart
        let cell = cellPart(model, to: framework)
        if let cell {
            // The scene's own cell, beside its layout.
            part.declarations += cell.declarations
            part.unexpressed += cell.unexpressed
            part.usage += cell.usage
        }
        let viewSize = view.bounds.size
        var header = [
            "Exported by Collection Playground (`playground export --to \(framework.rawValue)`).",
            "Scene \"\(model.document.scene.name)\": \(model.presentation.layoutKind.rawValue) layout, text size \(model.presentation.category.rawValue), "
                + "\(SwiftNumber.text(viewSize.width)) × \(SwiftNumber.text(viewSize.height)) points, "
                + (model.direction == .rightToLeft ? "right to left." : "left to right."),
        ]
        header += part.usage
        if part.unexpressed.isEmpty {
            header.append("Everything the scene sets is expressed here.")
        } else {
            header.append("Not expressed (\(framework == .uikit ? "UIKit" : "SwiftUI") has no single property for it):")
            header += part.unexpressed.map { "- " + $0 }
        }
        let module = framework == .uikit ? "UIKit" : "SwiftUI"
        let file = SwiftFile(header: header, module: module, declarations: part.declarations)
        let layoutOnly = cell.map { _ in SwiftFile(header: header, module: module, declarations: layoutPart.declarations).text }
        return ExportedSource(text: file.text, unexpressed: part.unexpressed, layoutText: layoutOnly)
    }

    /// The scene's cell template as the framework's cell, when its items are drawn by one (the
    /// first template in the scene's order; others are listed as not exported).
    private static func cellPart(_ model: PlaygroundModel, to framework: ExportFramework) -> ExportPart? {
        let templates = model.cellTemplates
        guard let template = templates.first else { return nil }
        var part = framework == .uikit ? CellUIKitExport(template: template).part : CellSwiftUIExport(template: template).part
        if let family = model.document.scene.fontFamily {
            // The export sets the system font in the text styles; the playground drew the designer's family.
            let how = framework == .uikit ? "UIFontMetrics(forTextStyle:).scaledFont(for: UIFont(name:size:))" : ".font(.custom(_:size:relativeTo:))"
            part.unexpressed.append("the cell's text uses the system font in its text styles; the scene draws it in \"\(family.name)\" (use \(how)).")
        }
        if templates.count > 1 {
            part.unexpressed.append("the scene draws its items with \(templates.count) cell templates; only the first is exported.")
        }
        return part
    }

    /// The UIKit declarations for the layout being shown.
    private static func uikitPart(_ model: PlaygroundModel) -> ExportPart {
        let view = model.collectionView
        switch view.layout {
        case let flow as FlowLayout:
            var export = UIKitFlowExport(layout: flow, numberOfSections: view.numberOfSections, itemsInSection: view.numberOfItems(inSection:))
            export.fittedColumnWidth = model.document.scene.layout.minimumColumnWidth
            let usage = export.declarations.count > 1
                ? ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout(); keep an \(UIKitFlowExport.delegateClass) in a property and make it",
                   "the collection view's delegate (held weakly), or call its methods from the delegate you have."]
                : ["Use: collectionView.collectionViewLayout = makeCollectionViewLayout()."]
            return ExportPart(declarations: export.declarations, unexpressed: export.unexpressed, usage: usage)
        case let compositional as CompositionalLayout:
            var export = UIKitCompositionalExport(layout: compositional, numberOfSections: view.numberOfSections)
            let (description, sections) = model.compositionalDescription
            let environment = compositional.environment
            let category = model.presentation.category, adjustment = model.columnAdjustment
            export.sectionChoices = { index in
                guard description.list == nil else { return [] }
                let own = CompositionalSceneLayout.unresolvedDescription(at: index, in: sections, fallback: description.section)
                guard !own.variants.isEmpty else { return [] }
                func holds(_ condition: EnvironmentCondition) -> Bool {
                    condition.matches(width: environment.containerSize.width, effectiveWidth: environment.effectiveContentSize.width,
                                      category: category, horizontal: environment.horizontalSizeClass, vertical: environment.verticalSizeClass)
                }
                var choices = own.variants.map { variant in
                    (condition: Optional(variant.condition), section: variant.section.makeSection(columnAdjustment: adjustment), holdsNow: holds(variant.condition))
                }
                choices.append((condition: nil, section: own.makeSection(columnAdjustment: adjustment), holdsNow: true))
                // Only the first that holds is shown.
                if let first = choices.firstIndex(where: \.holdsNow) {
                    for position in choices.indices where position != first { choices[position].holdsNow = false }
                }
                return choices
            }
            export.visibleItemsEffect = { index in
                description.list != nil ? nil
                    : CompositionalSceneLayout.description(at: index, in: sections, fallback: description.section,
                                                           environment: environment, category: model.presentation.category).visibleItemsEffect
            }
            return export.part
        case let circle as CircleLayout:
            return UIKitCustomLayoutExport.circle(circle)
        case let coverFlow as CoverFlowLayout:
            return UIKitCustomLayoutExport.coverFlow(coverFlow)
        case let line as LineLayout:
            return UIKitCustomLayoutExport.line(line)
        case let stacked as StackedLayout:
            return UIKitCustomLayoutExport.stacked(stacked)
        case let grid as GridLayout:
            return UIKitGridExport(layout: grid, model: model).part
        default:
            return ExportPart(declarations: [], unexpressed: ["this layout (\(type(of: view.layout))) has no export."], usage: [])
        }
    }
}

/// One framework's declarations for a layout, with what they cannot express and how to use them.
struct ExportPart {
    /// The file's declarations.
    var declarations: [DeclSyntax]
    /// What the framework cannot express, one sentence each.
    var unexpressed: [String]
    /// How to use the file, as header lines.
    var usage: [String]
}
