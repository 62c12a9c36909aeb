import Foundation
@_spi(Playground) import UIKit

// The proof harness, compiled with an exported file against the product's UIKit module: it sets up the
// collection view as the playground showed the scene (its size, direction, safe area, item counts, and
// each cell's fitted size as what the cell answers in preferredLayoutAttributesFitting), lays the
// exported layout out through UIKit's pass, and prints every element as a JSON array.
@MainActor func runProof() {
    let input = try! JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))) as! [String: Any]
    let size = input["size"] as! [Double]
    var preferred: [String: CGSize] = [:]
    for entry in input["preferred"] as! [[Any]] {
        preferred["\(entry[0])|\(entry[1])|\(entry[2])"] = CGSize(width: entry[3] as! Double, height: entry[4] as! Double)
    }
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: size[0], height: size[1]), collectionViewLayout: makeCollectionViewLayout())
    let categories: [String: UIContentSizeCategory] = [
        "extraSmall": .extraSmall, "small": .small, "medium": .medium, "large": .large, "extraLarge": .extraLarge,
        "extraExtraLarge": .extraExtraLarge, "extraExtraExtraLarge": .extraExtraExtraLarge, "accessibilityMedium": .accessibilityMedium,
        "accessibilityLarge": .accessibilityLarge, "accessibilityExtraLarge": .accessibilityExtraLarge,
        "accessibilityExtraExtraLarge": .accessibilityExtraExtraLarge, "accessibilityExtraExtraExtraLarge": .accessibilityExtraExtraExtraLarge,
    ]
    collectionView.setTraitCollection(UITraitCollection(traitsFrom: [
        UITraitCollection(layoutDirection: input["rtl"] as? Bool == true ? .rightToLeft : .leftToRight),
        UITraitCollection(preferredContentSizeCategory: categories[input["category"] as! String] ?? .large),
    ]))
    let safe = input["safeArea"] as! [Double]
    collectionView.setSafeAreaInsets(UIEdgeInsets(top: safe[0], left: safe[1], bottom: safe[2], right: safe[3]))
    collectionView.itemCounts = input["counts"] as? [Int]
    collectionView.preferredSizeProvider = { attributes in
        preferred["\(attributes.representedElementKind ?? "cell")|\(attributes.indexPath.section)|\(attributes.indexPath.item)"]
    }
    /*DELEGATE*/
    var lines: [String] = []
    for a in collectionView.layoutAllElements() {
        let t = a.transform3D
        let matrix = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        let category = a.representedElementCategory == .cell ? "cell" : a.representedElementCategory == .supplementaryView ? "supplementary" : "decoration"
        let frame = [a.center.x - a.size.width / 2, a.center.y - a.size.height / 2, a.size.width, a.size.height]
        let object: [String: Any] = ["category": category, "kind": a.representedElementKind ?? "", "indexPath": [a.indexPath.section, a.indexPath.item],
                                     "frame": frame.map { Double($0) }, "transform": matrix.map { Double($0) }, "alpha": Double(a.alpha),
                                     "zIndex": a.zIndex, "hidden": a.isHidden]
        lines.append(String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
    }
    print("[" + lines.joined(separator: ",\n") + "]")
}

@main enum Proof {
    static func main() { MainActor.assumeIsolated { runProof() } }
}
