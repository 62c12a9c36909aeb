import Foundation
@_spi(Playground) import UIKit

// The cell proof's harness, compiled with an exported file (layout and cell) against the product's UIKit
// module: for each cell the playground showed it makes a TemplateCell, sets its traits (text size,
// direction), configures it through its registration with the item's texts (and a picture of the item's
// picture's size), fits it at the playground's width (required width, fitting-size height), lays it out at the cell's size
// and prints each shown view of the template — stack views' arranged views, a plain view's subviews — with
// its path (as the playground's node paths), kind and frame in the cell. Labels are measured from the
// playground's own measurements (input.json); a width the playground never measured stops the run.

/*ITEM*/

@MainActor func runCellProof() {
    let input = try! JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))) as! [String: Any]
    let weights: [String: UIFont.Weight] = ["regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold]
    let table = (input["measurements"] as! [[Any]]).map { entry in
        (text: entry[0] as! String, size: entry[1] as! Double, weight: weights[entry[2] as! String] ?? .regular, lines: entry[3] as! Int,
         width: entry[4] as! Double, measured: UILabelTextMeasurement(width: entry[5] as! Double, height: entry[6] as! Double,
                                                                     firstBaseline: entry[7] as! Double, lastBaseline: entry[8] as! Double))
    }
    UILabel.textMeasurer = { request in
        let width = request.width.map { Double($0) } ?? -1
        guard let found = table.first(where: {
            $0.text == request.text && abs($0.size - Double(request.pointSize)) < 0.01 && $0.weight == request.weight
                && $0.lines == request.numberOfLines && abs($0.width - width) < 0.01
        }) else {
            FileHandle.standardError.write(Data("label \"\(request.text)\" (\(request.pointSize) pt, \(request.numberOfLines) lines) measured at width \(width), which the playground never measured\n".utf8))
            exit(3)
        }
        return found.measured
    }
    let categories: [String: UIContentSizeCategory] = [
        "extraSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large, "extraLarge": .extraLarge,
        "extraExtraLarge": .extraExtraLarge, "extraExtraExtraLarge": .extraExtraExtraLarge, "accessibilityMedium": .accessibilityMedium,
        "accessibilityLarge": .accessibilityLarge, "accessibilityExtraLarge": .accessibilityExtraLarge,
        "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge, "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
    ]
    let traits = UITraitCollection(traitsFrom: [
        UITraitCollection(layoutDirection: input["rtl"] as? Bool == true ? .rightToLeft : .leftToRight),
        UITraitCollection(preferredContentSizeCategory: categories[input["category"] as! String] ?? .large),
    ])
    var printed: [String] = []
    for entry in input["cells"] as! [[String: Any]] {
        let indexPath = entry["indexPath"] as! [Int]
        let width = entry["width"] as! Double
        let cell = TemplateCell(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        cell.setTraitCollection(traits)
        let image = (entry["image"] as? [Double]).map { UIImage(size: CGSize(width: $0[0], height: $0[1])) }
        TemplateCell.registration().handler(cell, IndexPath(item: indexPath[1], section: indexPath[0]),
                                            makeItem(entry["texts"] as! [String: String], image))
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        // Laid out at the size the layout gave the cell (its fitted height rounded up to a whole point).
        cell.frame = CGRect(x: 0, y: 0, width: width, height: entry["height"] as! Double)
        cell.layoutIfNeeded()
        var nodes: [[String: Any]] = []
        func visit(_ view: UIView, path: [Int], origin: CGPoint) {
            let frame = view.frame.offsetBy(dx: origin.x, dy: origin.y)
            let kind: String = switch view {
            case is UIStackView: "stack"
            case is UILabel: "text"
            case is UIImageView: "image"
            case _ where type(of: view) == UIView.self: "spacer|separator|zstack"
            default: "badge"
            }
            nodes.append(["path": path.map(String.init).joined(separator: "."), "kind": kind,
                          "frame": [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }])
            let children: [UIView] = if let stack = view as? UIStackView { stack.arrangedSubviews }
                else if type(of: view) == UIView.self { view.subviews } else { [] }
            for (index, child) in children.enumerated() where !child.isHidden {
                visit(child, path: path + [index], origin: frame.origin)
            }
        }
        if let root = cell.contentView.subviews.first { visit(root, path: [], origin: cell.contentView.frame.origin) }
        let object: [String: Any] = ["indexPath": indexPath, "height": Double(fitted.height), "nodes": nodes]
        printed.append(String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
    }
    print("[" + printed.joined(separator: ",\n") + "]")
}

@main enum CellProof {
    static func main() { MainActor.assumeIsolated { runCellProof() } }
}
