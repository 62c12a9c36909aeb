@testable import Export
import Foundation
@testable import Playground
import Testing

/// A scene's cell template exported beside its layout: for UIKit a `UICollectionViewCell` of
/// stack views, labels following Dynamic Type, image views and constraints; for SwiftUI a view of
/// stacks; both type-check against the signature modules, and what a framework cannot express is
/// listed.
@MainActor @Suite(.serialized) struct CellExportTests {
    /// Every node kind and every box property, in one template.
    private static let everything = #"""
    {"cell": {"kind": "stack", "axis": "vertical", "spacing": 6, "alignment": "leading", "padding": {"top": 8, "leading": 12, "bottom": 8, "trailing": 12},
      "background": {"light": "#FFFFFF", "dark": "secondarySystemBackground"}, "cornerRadius": 12,
      "border": {"width": 1, "color": "separator"},
      "children": [
        {"kind": "zstack", "alignment": "bottomLeading", "children": [
          {"kind": "image", "aspectRatio": 1.5, "contentMode": "scaleAspectFit", "cornerRadius": 8},
          {"kind": "badge", "bind": "rating", "color": "systemOrange"}]},
        {"kind": "text", "bind": "title", "style": "title3", "weight": "bold", "lines": 2, "alignment": "trailing"},
        {"kind": "separator"},
        {"kind": "stack", "axis": "horizontal", "spacing": 8, "alignment": "firstBaseline", "distribution": "fillProportionally",
         "axisAtAccessibilitySizes": "vertical", "children": [
          {"kind": "text", "bind": "subtitle", "style": "footnote", "color": "#8E8E93", "huggingPriority": 900, "compressionResistance": 800},
          {"kind": "spacer", "minLength": 8},
          {"kind": "text", "bind": "time", "style": "caption2", "width": 60, "minHeight": 20, "maxWidth": 80,
           "shadow": {"radius": 2, "opacity": 0.2, "offset": {"x": 0, "y": 1}}}]}]},
     "sections": [{"items": [{"title": "Soup", "subtitle": "Hot", "time": "20 min", "rating": "4.8", "image": "missing.png"}]}]}
    """#

    private func export(_ scene: String, to framework: ExportFramework) throws -> ExportedSource {
        let directory = try SwiftCompiler.makeTemporaryDirectory(prefix: "CellExport")
        let path = directory.appendingPathComponent("scene.json").path
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path))
        return try ExportFixtures.export(path, to: framework)
    }

    @Test func uikitWritesACellOfStackViewsThatTypechecks() throws {
        let source = try export(Self.everything, to: .uikit)
        let errors = try SwiftCompiler.typecheck(source: source.text)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))\n\(source.text)")
        let text = source.text
        for expected in [
            "final class TemplateCell: UICollectionViewCell",
            "static func registration() -> UICollectionView.CellRegistration<TemplateCell, Item>",
            "stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)",
            "titleLabel.adjustsFontForContentSizeCategory = true",
            "titleLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 20, weight: .bold))",
            "subtitleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)",
            "titleLabel.numberOfLines = 2",
            "subtitleLabel.setContentHuggingPriority(UILayoutPriority(900), for: .horizontal)",
            "subtitleLabel.setContentCompressionResistancePriority(UILayoutPriority(800), for: .horizontal)",
            "titleLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
            "separator.widthAnchor.constraint(equalTo: stack.widthAnchor, constant: -24)",
            "Self.almostRequired(timeLabel.widthAnchor.constraint(equalToConstant: 60))",
            "stack2.distribution = .fillProportionally",
            "stack2.alignment = .firstBaseline",
            "stack2.axis = large ? .vertical : .horizontal",
            "timeLabel.widthAnchor.constraint(equalToConstant: 60)",
            "timeLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 80)",
            "timeLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)",
            "spacer.widthAnchor.constraint(greaterThanOrEqualToConstant: 8)",
            "separator.heightAnchor.constraint(equalToConstant: 1)",
            "imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 1 / 1.5)",
            "ratingBadge.bottomAnchor.constraint(equalTo: layers.bottomAnchor)",
            "final class TemplateBadge: UIView",
            "titleLabel.isHidden = (item.title ?? \"\").isEmpty",
        ] {
            #expect(text.contains(expected), "missing: \(expected)\n\(text)")
        }
        // A priority is set along the stack's axis only (across a self-sizing cell's free axis it could collapse the view).
        #expect(!text.contains("subtitleLabel.setContentCompressionResistancePriority(UILayoutPriority(800), for: .vertical)"))
        #expect(source.unexpressed.contains { $0.contains("trailing text alignment") })
        #expect(source.unexpressed.contains { $0.contains("CGColor does not follow the appearance") })
    }

    @Test func uikitWritesDistinctPrioritiesWhereThePlaygroundBreaksATie() throws {
        let scene = #"""
        {"cell": {"kind": "stack", "axis": "horizontal", "spacing": 8, "axisAtAccessibilitySizes": "vertical", "children": [
          {"kind": "text", "bind": "title"}, {"kind": "text", "bind": "subtitle"}, {"kind": "spacer"}, {"kind": "spacer"}]},
         "sections": [{"items": [{"title": "A", "subtitle": "B"}]}]}
        """#
        let source = try export(scene, to: .uikit)
        let errors = try SwiftCompiler.typecheck(source: source.text)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))\n\(source.text)")
        // The later of two equal labels grows and gives way first: the earlier is written higher.
        for expected in [
            "titleLabel.setContentHuggingPriority(UILayoutPriority(251.1), for: .horizontal)",
            "titleLabel.setContentCompressionResistancePriority(UILayoutPriority(750.3), for: .horizontal)",
            "subtitleLabel.setContentCompressionResistancePriority(UILayoutPriority(750.2), for: .horizontal)",
            "registerForTraitChanges([UITraitPreferredContentSizeCategory.self])",
            "@available(iOS, deprecated: 17.0",
        ] {
            #expect(source.text.contains(expected), "missing: \(expected)\n\(source.text)")
        }
        // Spacers tied with spacers share the room (UIKit has no priority for that): none is written higher.
        #expect(!source.text.contains("UILayoutPriority(1.1)"))
        #expect(!source.text.contains("subtitleLabel.setContentHuggingPriority(UILayoutPriority(251.1)"))
    }

    @Test func swiftUIWritesAViewOfStacksThatTypechecks() throws {
        let source = try export(Self.everything, to: .swiftui)
        let errors = try SwiftCompiler.typecheck(source: source.text)
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))\n\(source.text)")
        let text = source.text
        for expected in [
            "struct TemplateCellView: View",
            "if dynamicTypeSize.isAccessibilitySize {",
            "HStack(alignment: .firstTextBaseline, spacing: 8)",
            "ZStack(alignment: .bottomLeading)",
            ".font(.title3)",
            ".fontWeight(.bold)",
            ".lineLimit(2)",
            ".multilineTextAlignment(.trailing)",
            "Spacer(minLength: 8)",
            "Divider()",
            ".aspectRatio(1.5, contentMode: .fit)",
            ".background(Color.orange, in: Capsule())",
            ".clipShape(RoundedRectangle(cornerRadius: 12))",
            ".frame(width: 60)",
            ".shadow(color: Color.black.opacity(0.2), radius: 2, x: 0, y: 1)",
        ] {
            #expect(text.contains(expected), "missing: \(expected)\n\(text)")
        }
        #expect(source.unexpressed.contains { $0.contains("no fillProportionally distribution") })
        #expect(source.unexpressed.contains { $0.contains("no hugging or compression-resistance priorities") })
    }

    @Test(arguments: ExportFramework.allCases)
    func theListCellTypechecks(_ framework: ExportFramework) throws {
        let scene = #"{"cell": "list", "sections": [{"items": [{"title": "A", "subtitle": "B"}]}]}"#
        let source = try export(scene, to: framework)
        #expect(try SwiftCompiler.typecheck(source: source.text).isEmpty, "\(source.text)")
        #expect(source.text.contains(framework == .uikit ? "final class TemplateCell" : "struct TemplateCellView"))
    }

    @Test func aSceneWithoutATemplateExportsNoCell() throws {
        let source = try export(#"{"sections": [{"items": [{"title": "A"}]}]}"#, to: .uikit)
        #expect(!source.text.contains("TemplateCell"))
    }
}
