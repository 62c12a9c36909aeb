import CardDrawing
import CellTemplate
import CollectionLayout
import Commands
@testable import Export
import Foundation
import LayoutSource
@testable import Playground
import SceneFormat
import TestSupport
import Typography

/// Runs a scene's exported UIKit cell (the whole exported file) on the product's own `UIKit` module and
/// compares each cell's arranged views' frames with the template nodes' frames of the playground's
/// `dump --all`, to the half point, and the cell's fitted height with the dump's cell height. The
/// labels' text metrics are input: the playground's own measurements of the same cells, recorded as its
/// template engine asks for them, are handed to the harness, whose label measurer answers from them
/// and stops when asked at a width the playground never measured; what is compared is the geometry the
/// stack views and constraints make of them.
enum CellExportProof {
    /// The differences, one line each; empty when every cell agrees.
    @MainActor
    static func differences(scenePath: String, category: ContentSizeCategory? = nil, direction: LayoutDirection? = nil) throws -> [String] {
        var options = ViewOptions(scenePath: scenePath, category: category, fontsDirectory: ExportFixtures.fonts)
        options.direction = direction
        let exported = try ExportCommand.source(options, to: .uikit)
        let dump = try JSONSerialization.jsonObject(with: Data(DumpCommand.run(options, all: true).utf8)) as! [String: Any]
        let model = try options.makeModelAtMoment()
        let painter = model.cells.painter
        var cells: [[String: Any]] = []
        var measurements: [[Any]] = []
        var keys: [String] = []
        var expected: [String: (height: Double, nodes: [[String: Any]])] = [:]
        for element in dump["elements"] as! [[String: Any]] where element["category"] as? String == "cell" {
            guard let id = element["id"] as? String, let nodes = element["nodes"] as? [[String: Any]],
                  let item = model.data.content.item(id), let template = item.cellTemplate else { continue }
            let indexPath = element["indexPath"] as! [Int]
            // The cell's size as the layout holds it (the dump writes four decimals; a template cell's height is exact).
            let held = model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: indexPath[1], section: indexPath[0]))?.size
            let size = held.map { ["width": $0.width, "height": $0.height] } ?? element["size"] as! [String: Double]
            expected["\(indexPath[0]).\(indexPath[1])"] = (size["height"]!, nodes)
            keys = template.boundKeys
            // The measurements the playground makes for this cell: its sizing and its layout at the dump's size.
            let content = RecordingTemplateContent(painter.templateContent(of: item))
            let engine = TemplateLayoutEngine(content: content, isAccessibilitySize: painter.category >= .AX1, direction: painter.layoutDirection)
            _ = engine.size(template, width: size["width"]!)
            _ = engine.layout(template, width: size["width"]!, height: size["height"]!)
            measurements += content.records
            var texts: [String: String] = [:]
            for key in keys where key != "image" { texts[key] = item.text(forKey: key) }
            var cell: [String: Any] = ["indexPath": indexPath, "width": size["width"]!, "height": size["height"]!, "texts": texts]
            if let pixels = item.picture?.pointSize { cell["image"] = [pixels.width, pixels.height] }
            cells.append(cell)
        }
        guard !cells.isEmpty else { return ["the dump has no template cells"] }
        let input: [String: Any] = [
            "cells": cells, "measurements": measurements, "rtl": dump["direction"] as? String == "rtl",
            "category": ContentSizeCategory(rawValue: dump["contentSizeCategory"] as? String ?? "L")?.uikitName ?? "large",
        ]
        let itemMaker = "func makeItem(_ texts: [String: String], _ image: UIImage?) -> TemplateCell.Item {\n    TemplateCell.Item("
            + keys.map { $0 == "image" ? "image: image" : "\(CellExportNames.identifier($0)): texts[\"\($0)\"]" }.joined(separator: ", ") + ")\n}"
        let printed = try run(source: exported.text, itemMaker: itemMaker, input: input)
        var lines: [String] = []
        for cell in printed {
            let indexPath = cell["indexPath"] as! [Int]
            let key = "\(indexPath[0]).\(indexPath[1])"
            guard let (height, nodes) = expected[key] else { continue }
            let fitted = cell["height"] as! Double
            // The layout gives a cell its fitted height (a table row's rounded up to a whole point).
            if !(-1e-9..<1).contains(height - fitted) { lines.append("cell \(key): playground height \(height), export fitted \(fitted)") }
            let mine = Dictionary((cell["nodes"] as! [[String: Any]]).map { ($0["path"] as! String, $0) }, uniquingKeysWith: { a, _ in a })
            for node in nodes {
                let path = node["path"] as! String
                let frame = node["frame"] as! [String: Double]
                let want = [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
                guard let view = mine[path] else {
                    lines.append("cell \(key) node \"\(path)\" (\(node["kind"]!)): no view")
                    continue
                }
                let kinds = (view["kind"] as! String).split(separator: "|").map(String.init)
                if !kinds.contains(node["kind"] as! String) { lines.append("cell \(key) node \"\(path)\": playground \(node["kind"]!), export \(kinds)") }
                let got = view["frame"] as! [Double]
                if zip(want, got).contains(where: { abs($0 - $1) > 0.5 }) {
                    lines.append("cell \(key) node \"\(path)\" (\(node["kind"]!)): playground \(want), export \(got)")
                }
            }
            for path in mine.keys.sorted() where !nodes.contains(where: { $0["path"] as? String == path }) {
                lines.append("cell \(key): extra view at \"\(path)\"")
            }
        }
        if printed.count != cells.count { lines.append("the harness printed \(printed.count) cells of \(cells.count)") }
        return lines
    }

    /// Compiles the exported file with the cell harness against the product's UIKit, runs it and returns what it printed.
    private static func run(source: String, itemMaker: String, input: [String: Any]) throws -> [[String: Any]] {
        let harness = try ProductUIKitRun.harness("CellProofHarness.swift").replacingOccurrences(of: "/*ITEM*/", with: itemMaker)
        return try ProductUIKitRun.run(source: source, harness: harness, input: input, what: "the exported cell")
    }
}

/// An item's template content that keeps every text measurement the playground's engine asks of it
/// (and each text's one-line measurement), keyed as a label asks: text, point size, weight, lines, width (−1: none).
@MainActor
final class RecordingTemplateContent: TemplateContent {
    /// The playground's content of the item.
    let inner: ItemTemplateContent
    /// `[text, pointSize, weight, lines, width, measuredWidth, height, firstBaseline, lastBaseline]`, one per measurement.
    private(set) var records: [[Any]] = []

    /// Records what `inner` measures.
    init(_ inner: ItemTemplateContent) {
        self.inner = inner
    }

    private func record(_ text: String?, size: Double, weight: FontWeight, lines: Int, width: Double?, _ measured: MeasuredText?) {
        guard let text, let measured else { return }
        records.append([text, size, weight.rawValue, lines, width ?? -1, measured.width, measured.height, measured.firstBaseline, measured.lastBaseline])
    }

    func measureText(_ node: TextNode, width: Double?) -> MeasuredText? {
        let measured = inner.measureText(node, width: width)
        let text = inner.item.text(forKey: node.bind)
        let size = node.style.pointSize(for: inner.category)
        record(text, size: size, weight: node.shownWeight, lines: node.lines, width: width, measured)
        if width != nil { record(text, size: size, weight: node.shownWeight, lines: node.lines, width: nil, inner.measureText(node, width: nil)) }
        return measured
    }

    func hasText(_ key: String) -> Bool { inner.hasText(key) }

    func measureBadge(_ node: BadgeNode) -> MeasuredText? {
        let measured = inner.measureBadge(node)
        record(inner.item.text(forKey: node.bind), size: BadgeNode.textStyle.pointSize(for: inner.category), weight: ItemTemplateContent.badgeWeight,
               lines: 1, width: nil, measured)
        return measured
    }

    func pictureAspectRatio(_ node: ImageNode) -> Double? { inner.pictureAspectRatio(node) }

    func hasPicture(_ node: ImageNode) -> Bool { inner.hasPicture(node) }
}
