import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Size classes as UIKit gives them to an app full screen (contract: "Fidelity II", the
/// compositional environment's `horizontalSizeClass` / `verticalSizeClass`), and a section
/// variant that says "two columns when regular".
@MainActor @Suite(.serialized) struct SizeClassTests {
    @Test(arguments: [
        ("iPhone SE", Orientation.portrait, "compact", "regular"), ("iPhone SE", .landscape, "compact", "compact"),
        ("iPhone 15", .portrait, "compact", "regular"), ("iPhone 15", .landscape, "compact", "compact"),
        // A Max is 430 points wide upright: on its side it is regular wide (as the Plus phones are).
        ("iPhone 15 Pro Max", .portrait, "compact", "regular"), ("iPhone 15 Pro Max", .landscape, "regular", "compact"),
        ("iPad 11-inch", .portrait, "regular", "regular"), ("iPad 13-inch", .landscape, "regular", "regular"),
        ("Desktop", .portrait, "regular", "regular"),
    ])
    func eachDeviceHasUIKitsSizeClasses(_ device: String, _ orientation: Orientation, _ horizontal: String, _ vertical: String) throws {
        let classes = try #require(DevicePreset.named(device)).sizeClasses(orientation)
        #expect(classes.horizontal.rawValue == horizontal && classes.vertical.rawValue == vertical)
    }

    /// One column, or two when the horizontal size class is regular; three swatches.
    static let twoColumnsWhenRegular = """
    {"layout": {"kind": "compositional", "section": {
      "group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
                "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]},
      "variants": [
        {"when": {"horizontalSizeClass": "regular"}, "section": {"group": {"kind": "horizontal",
           "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}},
           "subitems": [{"layoutSize": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}]}}}]}},
     "sections": [{"items": [{"color": "#111111"}, {"color": "#222222"}, {"color": "#333333"}]}]}
    """

    private func firstCellWidth(_ model: PlaygroundModel) -> Double? {
        model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width
    }

    private func model(device: String?, orientation: Orientation = .portrait) throws -> PlaygroundModel {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try Self.twoColumnsWhenRegular.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts)
        options.device = try device.map { try DevicePreset.parse($0) }
        if device != nil { options.orientation = orientation }
        return try options.makeModelAtMoment()
    }

    @Test func aSectionVariantFollowsTheHorizontalSizeClass() throws {
        // iPhone 15 upright: compact, one column across its 393 points.
        #expect(try firstCellWidth(model(device: "iPhone 15")) == 393)
        // On its side still compact: one column across 852 − 59 − 59 = 734.
        #expect(try firstCellWidth(model(device: "iPhone 15", orientation: .landscape)) == 734)
        // An iPad upright is regular: two columns of 834 / 2 = 417.
        #expect(try firstCellWidth(model(device: "iPad 11-inch")) == 417)
        // No device (a Mac's window, regular): two columns of 800 / 2 = 400.
        #expect(try firstCellWidth(model(device: nil)) == 400)
    }

    @Test func turningAMaxMakesItRegularAndTheVariantFollows() throws {
        let model = try model(device: "iPhone 15 Pro Max")
        // Upright: compact, one column of 430.
        #expect(firstCellWidth(model) == 430)
        #expect(model.collectionView.horizontalSizeClass == .compact && model.collectionView.verticalSizeClass == .regular)
        // On its side: regular wide, compact tall; two columns of (932 − 59 − 59) / 2 = 407.
        model.apply(.rotate(animated: false))
        #expect(model.collectionView.horizontalSizeClass == .regular && model.collectionView.verticalSizeClass == .compact)
        #expect(firstCellWidth(model) == 407)
    }

    @Test func aBadSizeClassIsRefusedWithALocatedMessage() {
        let text = #"{"layout": {"kind": "compositional", "section": {"variants": [{"when": {"horizontalSizeClass": "wide"}, "section": {}}], "group": {"kind": "custom", "frames": [], "layoutSize": {"width": {"absolute": 1}, "height": {"absolute": 1}}}}}, "sections": []}"#
        do {
            _ = try SceneDecoder.decode(text, file: "s.json")
            Issue.record("accepted a bad size class")
        } catch {
            #expect(error.description.hasSuffix("\"horizontalSizeClass\" must be one of: \"compact\", \"regular\", got \"wide\""))
        }
    }
}
