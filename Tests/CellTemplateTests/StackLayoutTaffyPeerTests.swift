import CellTemplate
import CollectionLayout
import Foundation
import TestSupport
import Testing

/// The same stack trees laid out by Taffy, an independent flexbox engine: the cases and the
/// frames Taffy gave them are in `Fixtures/taffy-stacks.json`, written by
/// `scripts/taffy-stack-cases.py`, which also spells out how UIStackView maps onto flexbox.
@MainActor @Suite struct StackLayoutTaffyPeerTests {
    private struct Case {
        var name: String
        var template: [String: Any]
        var taffy: [String: [Double]]
    }

    private static func cases() throws -> [Case] {
        let data = try Data(contentsOf: URL(fileURLWithPath: PackagePaths.tests("CellTemplateTests/Fixtures/taffy-stacks.json")))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cases = try #require(root["cases"] as? [[String: Any]])
        return try cases.map { entry in
            Case(name: try #require(entry["name"] as? String), template: try #require(entry["template"] as? [String: Any]),
                 taffy: try #require(entry["taffy"] as? [String: [Double]]))
        }
    }

    /// The fixture's spelling of a tree as template nodes: `box` a fixed-size picture, `bar` a
    /// picture of a fixed height whose width follows its ratio, `spacer`, `stack`.
    private static func node(_ spec: [String: Any]) throws -> (node: CellNode, width: Double?, height: Double?) {
        if let box = spec["box"] as? [Double] {
            return (Build.image(width: box[0], height: box[1]), nil, nil)
        }
        if let bar = spec["bar"] as? [Double] {
            return (Build.image(height: bar[0], ratio: bar[1]), nil, nil)
        }
        if let minimum = spec["spacer"] as? Double {
            return (CellNode(.spacer(minLength: minimum)), nil, nil)
        }
        let stack = try #require(spec["stack"] as? [String: Any])
        let padding = (stack["padding"] as? [Double]) ?? [0, 0, 0, 0]
        let children = try #require(stack["children"] as? [[String: Any]]).map { try Self.node($0).node }
        let stackNode = CellNode(.stack(StackNode(
            axis: StackAxis(rawValue: stack["axis"] as? String ?? "vertical")!,
            spacing: stack["spacing"] as? Double ?? 0,
            alignment: StackAlignment(rawValue: stack["alignment"] as? String ?? "fill")!,
            distribution: StackDistribution(rawValue: stack["distribution"] as? String ?? "fill")!,
            padding: DirectionalInsets(top: padding[0], leading: padding[1], bottom: padding[2], trailing: padding[3]),
            children: children)))
        return (stackNode, stack["width"] as? Double, stack["height"] as? Double)
    }

    @Test func everyCaseMatchesTaffy() throws {
        let cases = try Self.cases()
        #expect(cases.count >= 13)
        for testCase in cases {
            let (root, width, height) = try Self.node(testCase.template)
            let layout = TemplateLayoutEngine(content: GridTextContent(texts: [:])).layout(root, width: try #require(width), height: height)
            #expect(layout.nodes.count == testCase.taffy.count, "\(testCase.name)")
            for placed in layout.nodes {
                let expected = try #require(testCase.taffy[placed.path.description], "\(testCase.name): \(placed.path)")
                let frame = placed.frame
                var compared = [(frame.minX, expected[0]), (frame.minY, expected[1]), (frame.width, expected[2]), (frame.height, expected[3])]
                if placed.node.isSpacer, let parent = root.node(at: NodePath(placed.path.indices.dropLast())),
                   case .stack(let stack) = parent.kind {
                    // A spacer's extent across its stack is not compared (flexbox gives it none).
                    compared = stack.axis == .horizontal ? [compared[0], compared[2]] : [compared[1], compared[3]]
                }
                for (mine, theirs) in compared {
                    #expect(abs(mine - theirs) < 0.01, "\(testCase.name): node \"\(placed.path)\" is \(frame), Taffy \(expected)")
                }
            }
        }
    }
}
