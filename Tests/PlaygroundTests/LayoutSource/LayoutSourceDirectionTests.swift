import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// `--layout-source` in right-to-left: the user's layout sees the scene's direction (its collection view's
/// `effectiveUserInterfaceLayoutDirection`, its traits' `layoutDirection`) and is mirrored as UIKit mirrors a
/// layout: when it flips (`flipsHorizontallyInOppositeLayoutDirection`) and the direction is not the one it
/// was written for (`developmentLayoutDirection`).
@MainActor @Suite(.serialized) struct LayoutSourceDirectionTests {
    /// Options for a scene of the Layouts folder in a direction, with the bundled fonts.
    private func options(_ scene: String, layout: LayoutChoice? = nil, source: String? = nil, className: String? = nil,
                         direction: LayoutDirection = .rightToLeft) -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path(scene), layout: layout, fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = source
        options.layoutClass = className
        options.direction = direction
        return options
    }

    /// Apple's CircleLayout with a subclass that says it flips, as the built-in circle does.
    private func flippingCircle() throws -> String {
        try LayoutSourceFixtures.variant(of: "CircleLayout.swift", appending: """

            class FlippingCircleLayout: CircleLayout {
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
            }

            """)
    }

    @Test func applesLineLayoutInRightToLeftDumpsAsTheBuiltInLine() throws {
        // A UICollectionViewFlowLayout subclass flips, as the flow layout does: the first item at the right.
        let builtIn = try DumpCommand.run(options("line-scene.json", layout: .kind(.line)), all: true)
        let source = try DumpCommand.run(options("line-scene.json", source: LayoutSourceFixtures.path("LineLayout.swift")), all: true)
        let differences = try LayoutSourceFixtures.differences(builtIn, source)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        // And it is mirrored: the first item is not where it is in left-to-right.
        let leftToRight = try DumpCommand.run(options("line-scene.json", layout: .kind(.line), direction: .leftToRight), all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: leftToRight, item: 0) != LayoutSourceFixtures.cellFrame(ofDump: source, item: 0))
    }

    /// Scrolling Apple's LineLayout comes to rest where its own `targetContentOffset` says, asked in the
    /// layout's own (unmirrored) coordinates in either direction. By hand: items 200 wide every 250 points,
    /// the first centred at 400 in an 800-point view; a step of 333 from the start proposes a centre at 733,
    /// the nearest item's centre is 650, so the content rests at 250 — shown as 250 in left to right and,
    /// mirrored, 3,550 − 800 − 250 = 2,500 in right to left — with that item at the middle of the view.
    /// (The built-in line rests one item further here: past a flick it takes the next item, by design.)
    @Test(arguments: [("ltr", 250.0), ("rtl", 2_500.0)])
    func applesLineLayoutRestsWhereItsOwnFormulaSays(direction: String, shownOffset: Double) throws {
        let model = try options("line-scene.json", source: LayoutSourceFixtures.path("LineLayout.swift"),
                                direction: try LayoutDirection.parse(direction)).makeModelAtMoment()
        let view = model.collectionView
        #expect(view.contentOffset.x == 0)
        view.scrollStep(to: Point(x: 333, y: view.contentOffset.y))
        model.advance(by: 3)
        #expect(view.contentOffset.x == 250)
        #expect(view.effectiveContentOffset.x == shownOffset)
        let centres = view.visibleAttributes().filter { $0.category == .cell }.map { view.effectiveAttributes($0).center.x }
        #expect(centres.contains(shownOffset + 400), "centres \(centres)")
    }

    @Test func aCircleThatFlipsDumpsAsTheBuiltInCircleInRightToLeft() throws {
        let builtIn = try DumpCommand.run(options("circle-scene.json", layout: .kind(.circle)), all: true)
        let source = try DumpCommand.run(options("circle-scene.json", source: try flippingCircle(), className: "FlippingCircleLayout"), all: true)
        let differences = try LayoutSourceFixtures.differences(builtIn, source)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func applesCircleLayoutAsWrittenDoesNotFlip() throws {
        // A custom layout does not flip unless it says so (UIKit's default): in right-to-left the sample lays
        // out as the built-in circle does left to right, clockwise from the right.
        let source = try DumpCommand.run(options("circle-scene.json", source: LayoutSourceFixtures.path("CircleLayout.swift")), all: true)
        let leftToRight = try DumpCommand.run(options("circle-scene.json", layout: .kind(.circle), direction: .leftToRight), all: true)
        #expect(try LayoutSourceFixtures.differences(leftToRight, source).isEmpty)
        // Item 0 at angle 0, at the right: the view is 800 × 512 (the scene's 600 less the toolbar and status
        // bar), its centre (400, 256), the radius 512 / 2.5 = 204.8; the frame's x is 400 + 204.8 − 35.
        #expect(LayoutSourceFixtures.isClose(try LayoutSourceFixtures.cellFrame(ofDump: source, item: 0), [569.8, 221, 70, 70]))
    }

    @Test func theLayoutReadsTheDirectionFromItsCollectionViewAndItsTraits() throws {
        let file = LayoutSourceFixtures.path("DirectionLayout.swift")
        let rightToLeft = try DumpCommand.run(options("circle-scene.json", source: file), all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: rightToLeft, item: 0) == [200, 10, 40, 40])
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: rightToLeft, item: 1) == [10, 100, 40, 40])
        let leftToRight = try DumpCommand.run(options("circle-scene.json", source: file, direction: .leftToRight), all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: leftToRight, item: 0) == [10, 10, 40, 40])
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: leftToRight, item: 1) == [10, 300, 40, 40])
    }

    @Test func aLayoutWrittenForRightToLeftIsMirroredInLeftToRight() throws {
        // developmentLayoutDirection .rightToLeft with flipping: mirrored in left-to-right (x → 800 − maxX in the
        // 800-point view), shown as placed in right-to-left.
        let file = try LayoutSourceFixtures.variant(of: "DirectionLayout.swift", appending: """

            class WrittenRightToLeftLayout: DirectionLayout {
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
                override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .rightToLeft }
            }

            """)
        let leftToRight = try DumpCommand.run(options("circle-scene.json", source: file, className: "WrittenRightToLeftLayout", direction: .leftToRight), all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: leftToRight, item: 0) == [750, 10, 40, 40])
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: leftToRight, item: 1) == [750, 300, 40, 40])
        let rightToLeft = try DumpCommand.run(options("circle-scene.json", source: file, className: "WrittenRightToLeftLayout"), all: true)
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: rightToLeft, item: 0) == [200, 10, 40, 40])
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: rightToLeft, item: 1) == [10, 100, 40, 40])
    }

    @Test(arguments: [false, true])
    func switchingTheDirectionLaysTheUserLayoutOutAgain(_ animated: Bool) throws {
        let model = try options("circle-scene.json", source: LayoutSourceFixtures.path("DirectionLayout.swift"), direction: .leftToRight).makeModelAtMoment()
        model.setDirection(.rightToLeft, animated: animated)
        model.advance(by: 3)
        let first = model.collectionView.allAttributes().first { $0.category == .cell && $0.indexPath == IndexPath(0, 0) }
        #expect(first?.frame == Rect(x: 200, y: 10, width: 40, height: 40))
    }
}
