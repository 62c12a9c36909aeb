import AppSupport
@testable import Benchmarks
import Foundation
import OwnContent
import SceneFormat
import TestSupport
import Testing

/// Scene keys are named in one place, `SceneKey`, and read through it: every key of the scenes the
/// repository ships and of the benchmarks' made-up scenes is one of its cases; each kind of
/// object still refuses an unknown key, a bad value or a missing key with the message it gave
/// before the keys were typed (the expectations are the messages of the decoder before the
/// change, `playground dump` on each scene); and scene JSON written with the keys is the JSON it
/// always was (`playground scene`'s output before the change).
@Suite struct SceneKeyTests {
    /// The scene files the repository ships: the built-in scenes (`Assets/`) and the tests' own
    /// (copies of `shared/content`'s among them).
    static var shippedScenes: [String] {
        get throws {
            let assets = TestPaths.packageRoot.appendingPathComponent("Assets").path
            let fixtures = TestPaths.fixture("")
            return try [assets, fixtures].flatMap { folder in
                try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("-scene.json") }.sorted()
                    .map { (folder as NSString).appendingPathComponent($0) }
            }
        }
    }

    /// Every object key anywhere in `node`.
    static func keys(in node: JSONNode) -> Set<String> {
        switch node.value {
        case .object(let members): members.reduce(into: Set(members.map(\.key))) { $0.formUnion(keys(in: $1.value)) }
        case .array(let elements): elements.reduce(into: Set<String>()) { $0.formUnion(keys(in: $1)) }
        default: []
        }
    }

    @Test func everyKeyOfTheShippedScenesIsASceneKeyAndTheScenesDecode() throws {
        let files = try Self.shippedScenes
        #expect(files.count >= 15)
        var used: Set<String> = []
        var itemsOwn: Set<String> = []
        for file in files {
            let scene = try SceneDecoder.load(path: file)
            used.formUnion(Self.keys(in: try #require(scene.document?.root)))
            // An item's own keys a cell template binds (`rating`, `time`) are the designer's, not the format's.
            itemsOwn.formUnion(scene.sections.flatMap(\.items).flatMap(\.customFields.keys))
        }
        #expect(used.subtracting(itemsOwn).filter { SceneKey(rawValue: $0) == nil }.sorted() == [])
        #expect(itemsOwn == ["rating", "time"])
        // The scenes use most of the format: the flow's, the compositional layout's, the grid's and the data sources' keys.
        #expect(used.count > 100)
    }

    /// The benchmarks write their scenes as JSON text: every key in them is a scene key, and the scenes decode.
    @MainActor @Test func theBenchmarksMadeUpScenesUseSceneKeys() throws {
        let photo = TestPaths.fixture("content/undated.jpg")
        for text in [SceneOpenWorkloads.sceneText(itemCount: 200, sectionCount: 3), PictureSceneWorkloads.sceneText([photo, photo])] {
            let scene = try SceneDecoder.decode(text, file: "bench.json")
            #expect(!scene.sections.isEmpty)
            let used = Self.keys(in: try JSONParser.parse(text))
            #expect(used.filter { SceneKey(rawValue: $0) == nil }.sorted() == [])
        }
    }

    /// An unknown key in each kind of object, and the message the decoder gave before its keys were typed.
    static let unknownKeys: [(String, String)] = [
        // an item
        (#"{"sections": [{"items": [{"colour": 1}]}]}"#,
         #"scene.json:1:27: unknown key "colour" in item [0, 0]; expected one of: id, title, subtitle, size, color, movable, favorite, selectable, font, language, children, expanded, leadingSwipeActions, trailingSwipeActions, image, imageContentMode, imageCornerRadius, cardStyle, cell"#),
        // a section
        (#"{"sections": [{"items": [], "rows": 1}]}"#,
         #"scene.json:1:29: unknown key "rows" in section 0; expected one of: id, header, footer, headers, footers, layout, items, movable, editable, editActions, cardStyle, cell"#),
        // a section's layout
        (#"{"sections": [{"layout": {"spacing": 1}, "items": []}]}"#,
         #"scene.json:1:27: unknown key "spacing" in the "layout" of section 0; expected one of: itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, headerReferenceSize, footerReferenceSize, section, grid"#),
        // a section's grid
        (#"{"sections": [{"layout": {"grid": {"gap": 1}}, "items": []}]}"#,
         #"scene.json:1:36: unknown key "gap" in the "grid" of section 0; expected one of: rowHeight, numberOfColumns, padding, itemSpacing, showsRowSeparator, showsColumnSeparator, separatorColor, separatorInsets, showsSectionSeparator, sectionSeparatorColor, sectionSeparatorInsets, backgroundColor, selectedBackgroundColor, variants"#),
        // a header
        (#"{"sections": [{"header": {"text": "A", "size": 1}, "items": []}]}"#,
         #"scene.json:1:40: unknown key "size" in "header"; expected one of: text"#),
        // an element of a section's headers
        (#"{"sections": [{"headers": [{"text": "A", "pinned": true}], "items": []}]}"#,
         #"scene.json:1:42: unknown key "pinned" in an element of "headers"; expected one of: text, pinToVisibleBounds, visibleWhileShowingPlaceholder"#),
        // a list layout
        (#"{"layout": {"kind": "list", "separators": true}, "sections": []}"#,
         #"scene.json:1:29: unknown key "separators" in "layout"; expected one of: kind, scrollDirection, estimatedItemSize, sectionHeadersPinToVisibleBounds, itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, headerReferenceSize, footerReferenceSize, circle, coverflow, stacked, line, compositional, grid, columns, shelves, sectionBackgrounds, lineItemAlignment, sectionInsetReference, contentInset, pagingEnabled, decelerationRate, appearance, showsSeparators, separatorInsets, headerMode, footerMode"#),
        // a compositional layout
        (#"{"layout": {"kind": "compositional", "spacing": 1}, "sections": []}"#,
         #"scene.json:1:38: unknown key "spacing" in "layout"; expected one of: kind, scrollDirection, estimatedItemSize, sectionHeadersPinToVisibleBounds, itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, headerReferenceSize, footerReferenceSize, circle, coverflow, stacked, line, compositional, grid, columns, shelves, sectionBackgrounds, lineItemAlignment, sectionInsetReference, contentInset, pagingEnabled, decelerationRate, interSectionSpacing, boundarySupplementaryItems, contentInsetsReference, section"#),
        // a grid layout
        (#"{"layout": {"kind": "grid", "gap": 1}, "sections": []}"#,
         #"scene.json:1:29: unknown key "gap" in "layout"; expected one of: kind, scrollDirection, estimatedItemSize, sectionHeadersPinToVisibleBounds, itemSize, minimumInteritemSpacing, minimumLineSpacing, sectionInset, headerReferenceSize, footerReferenceSize, circle, coverflow, stacked, line, compositional, grid, columns, shelves, sectionBackgrounds, lineItemAlignment, sectionInsetReference, contentInset, pagingEnabled, decelerationRate, rowHeight, numberOfColumns, padding, itemSpacing, showsRowSeparator, showsColumnSeparator, separatorColor, separatorInsets, showsSectionSeparator, sectionSeparatorColor, sectionSeparatorInsets, backgroundColor, selectedBackgroundColor, variants, globalHeaders, editActions"#),
        // a flow layout's compositional object
        (#"{"layout": {"compositional": {"spacing": 1}}, "sections": []}"#,
         #"scene.json:1:31: unknown key "spacing" in "compositional"; expected one of: scrollDirection, interSectionSpacing, boundarySupplementaryItems, contentInsetsReference, section"#),
        // a flow layout's grid object
        (#"{"layout": {"grid": {"gap": 1}}, "sections": []}"#,
         #"scene.json:1:22: unknown key "gap" in "grid"; expected one of: rowHeight, numberOfColumns, padding, itemSpacing, showsRowSeparator, showsColumnSeparator, separatorColor, separatorInsets, showsSectionSeparator, sectionSeparatorColor, sectionSeparatorInsets, backgroundColor, selectedBackgroundColor, variants, globalHeaders, editActions"#),
        // shelves
        (#"{"layout": {"shelves": {"thickness": 2, "color": 1}}, "sections": []}"#,
         #"scene.json:1:41: unknown key "color" in "shelves"; expected one of: thickness"#),
        // columns
        (#"{"layout": {"columns": {"minimumWidth": 100, "count": 2}}, "sections": []}"#,
         #"scene.json:1:46: unknown key "count" in "columns"; expected one of: minimumWidth"#),
        // coverflow
        (#"{"layout": {"coverflow": {"angle": 1}}, "sections": []}"#,
         #"scene.json:1:27: unknown key "angle" in "coverflow"; expected one of: itemSize, spacing, maximumAngle, perspective"#),
        // stacked
        (#"{"layout": {"stacked": {"spacing": 1}}, "sections": []}"#,
         #"scene.json:1:25: unknown key "spacing" in "stacked"; expected one of: itemSize, pileSpacing"#),
        // line
        (#"{"layout": {"line": {"zoom": 1}}, "sections": []}"#,
         #"scene.json:1:22: unknown key "zoom" in "line"; expected one of: itemSize, spacing, activeDistance, zoomFactor"#),
        // a size
        (#"{"viewport": {"width": 10, "height": 10, "depth": 1}, "sections": []}"#,
         #"scene.json:1:42: unknown key "depth" in "viewport"; expected one of: width, height"#),
        // insets
        (#"{"layout": {"sectionInset": {"start": 1}}, "sections": []}"#,
         #"scene.json:1:30: unknown key "start" in "sectionInset"; expected one of: top, left, bottom, right"#),
        // fonts
        (#"{"fonts": {"family": "Serif", "size": 1}, "sections": []}"#,
         #"scene.json:1:31: unknown key "size" in fonts; expected one of: family, folder"#),
        // a compositional section
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "spacing": 1}}, "sections": []}"#,
         #"scene.json:1:260: unknown key "spacing" in "section"; expected one of: group, contentInsets, interGroupSpacing, orthogonalScrollingBehavior, boundarySupplementaryItems, supplementariesFollowContentInsets, contentInsetsReference, supplementaryContentInsetsReference, decorationItems, visibleItemsEffect, variants"#),
        // a compositional item
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "tilt": 1}]}}}, "sections": []}"#,
         #"scene.json:1:257: unknown key "tilt" in subitem 0; expected one of: layoutSize, contentInsets, edgeSpacing, supplementaryItems, kind"#),
        // a layout size
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 1}, "depth": {"absolute": 1}}}]}}}, "sections": []}"#,
         #"scene.json:1:248: unknown key "depth" in "layoutSize"; expected one of: width, height"#),
        // directional insets
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "contentInsets": {"left": 1}}]}}}, "sections": []}"#,
         #"scene.json:1:275: unknown key "left" in "contentInsets"; expected one of: top, leading, bottom, trailing"#),
        // edge spacing
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"start": {"fixed": 1}}}]}}}, "sections": []}"#,
         #"scene.json:1:273: unknown key "start" in "edgeSpacing"; expected one of: leading, top, trailing, bottom"#),
        // a supplementary item
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "containerAnchor": {"edges": ["top"]}, "z": 1}]}]}}}, "sections": []}"#,
         #"scene.json:1:428: unknown key "z" in a supplementary item; expected one of: elementKind, layoutSize, containerAnchor, zIndex"#),
        // an anchor
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "containerAnchor": {"edges": ["top"], "offset": 1}}]}]}}}, "sections": []}"#,
         #"scene.json:1:427: unknown key "offset" in "containerAnchor"; expected one of: edges, absoluteOffset, fractionalOffset"#),
        // an offset
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "supplementaryItems": [{"elementKind": "badge", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "containerAnchor": {"edges": ["top"], "absoluteOffset": {"x": 1, "y": 2, "z": 3}}}]}]}}}, "sections": []}"#,
         #"scene.json:1:462: unknown key "z" in "absoluteOffset"; expected one of: x, y"#),
        // a boundary item
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "alignment": "top", "pinned": true}]}}, "sections": []}"#,
         #"scene.json:1:414: unknown key "pinned" in a boundary supplementary item; expected one of: elementKind, layoutSize, alignment, absoluteOffset, extendsBoundary, pinToVisibleBounds, zIndex"#),
        // a decoration item
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "decorationItems": [{"elementKind": "background", "color": 1}]}}, "sections": []}"#,
         #"scene.json:1:310: unknown key "color" in a decoration item; expected one of: elementKind, contentInsets, zIndex"#),
        // a custom frame
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "custom", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "frames": [{"x": 0, "y": 0, "width": 1, "height": 1, "depth": 1}]}}}, "sections": []}"#,
         #"scene.json:1:208: unknown key "depth" in a custom frame; expected one of: x, y, width, height, zIndex"#),
        // a visible-items effect
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "visibleItemsEffect": {"minimumScale": 0.5, "blur": 1}}}, "sections": []}"#,
         #"scene.json:1:304: unknown key "blur" in "visibleItemsEffect"; expected one of: minimumScale, minimumAlpha"#),
        // a section variant
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "variants": [{"when": {}, "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}, "name": 1}]}}, "sections": []}"#,
         #"scene.json:1:509: unknown key "name" in a section variant; expected one of: when, section"#),
        // a variant's when
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "variants": [{"when": {"minHeight": 1}, "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}}]}}, "sections": []}"#,
         #"scene.json:1:283: unknown key "minHeight" in "when"; expected one of: minWidth, maxWidth, minCategory, maxCategory, horizontalSizeClass, verticalSizeClass, effectiveContentWidth"#),
        // an effective content width
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "variants": [{"when": {"effectiveContentWidth": {"min": 1, "mid": 2}}, "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}}]}}, "sections": []}"#,
         #"scene.json:1:319: unknown key "mid" in "effectiveContentWidth"; expected one of: min, max"#),
        // a grid variant
        (#"{"layout": {"kind": "grid", "variants": [{"when": {}, "gap": 1}]}, "sections": []}"#,
         #"scene.json:1:55: unknown key "gap" in a grid variant; expected one of: when, rowHeight, numberOfColumns, padding, itemSpacing, showsRowSeparator, showsColumnSeparator, separatorColor, separatorInsets, showsSectionSeparator, sectionSeparatorColor, sectionSeparatorInsets, backgroundColor, selectedBackgroundColor"#),
        // a global header
        (#"{"layout": {"kind": "grid", "globalHeaders": [{"title": "A", "size": 1}]}, "sections": []}"#,
         #"scene.json:1:62: unknown key "size" in a global header; expected one of: title, subtitle, color, pinToVisibleBounds"#),
        // a row height
        (#"{"layout": {"kind": "grid", "rowHeight": {"fixed": 44, "min": 1}}, "sections": []}"#,
         #"scene.json:1:56: unknown key "min" in "rowHeight"; expected one of: fixed, estimated"#),
        // a basic data source
        (#"{"dataSource": {"kind": "basic", "section": "s0", "name": "x"}, "sections": [{"items": []}]}"#,
         #"scene.json:1:51: unknown key "name" in a data source; expected one of: kind, section, title, load, noContent, error"#),
        // a composed data source
        (#"{"dataSource": {"kind": "composed", "children": [{"kind": "basic", "section": "s0"}], "selected": 0}, "sections": [{"items": []}]}"#,
         #"scene.json:1:87: unknown key "selected" in a data source; expected one of: kind, children"#),
        // a segmented data source
        (#"{"dataSource": {"kind": "segmented", "children": [{"kind": "basic", "section": "s0"}], "style": 1}, "sections": [{"items": []}]}"#,
         #"scene.json:1:88: unknown key "style" in a data source; expected one of: kind, children, selected, pinToVisibleBounds"#),
        // a load
        (#"{"dataSource": {"kind": "basic", "section": "s0", "load": {"after": 1, "outcome": "content", "delay": 1}}, "sections": [{"items": []}]}"#,
         #"scene.json:1:94: unknown key "delay" in "load"; expected one of: after, outcome, message"#),
        // a placeholder
        (#"{"dataSource": {"kind": "basic", "section": "s0", "noContent": {"title": "x", "image": 1}}, "sections": [{"items": []}]}"#,
         #"scene.json:1:79: unknown key "image" in a placeholder; expected one of: title, message, button"#),
        // an edit action
        (#"{"sections": [{"editActions": [{"title": "Delete", "action": "delete", "style": 1}], "items": []}]}"#,
         #"scene.json:1:72: unknown key "style" in an edit action; expected one of: title, action, destructive, confirm"#),
    ]

    /// Values refused under a scene key, and objects named by theirs: the messages given before the keys were typed.
    static let refusedValues: [(String, String)] = [
        (#"{"appearance": "dim", "sections": []}"#,
         #"scene.json:1:16: "appearance" must be one of: light, dark, got "dim""#),
        (#"{"device": "Pixel", "sections": []}"#,
         #"scene.json:1:12: "device" must be one of: "iPhone SE", "iPhone 15", "iPhone 15 Pro Max", "iPad 11-inch", "iPad 13-inch", "Desktop", got "Pixel""#),
        (#"{"orientation": "flat", "sections": []}"#,
         #"scene.json:1:17: "orientation" must be one of: portrait, landscape, got "flat""#),
        (#"{"direction": "up", "sections": []}"#,
         #"scene.json:1:15: "direction" must be one of ltr, rtl, got "up""#),
        (#"{"selection": "some", "sections": []}"#,
         #"scene.json:1:15: "selection" must be one of: "none", "single", "multiple", got "some""#),
        (#"{"layout": {"columns": {}}, "sections": []}"#,
         #"scene.json:1:24: "columns" is missing the key "minimumWidth""#),
        (#"{"sections": [{"layout": 3, "items": []}]}"#,
         #"scene.json:1:26: the "layout" of section 0 must be an object, got a number"#),
        (#"{"sections": [{"layout": {"grid": 3}, "items": []}]}"#,
         #"scene.json:1:35: the "grid" of section 0 must be an object, got a number"#),
        (#"{"sections": [{"headers": [3], "items": []}]}"#,
         #"scene.json:1:28: an element of "headers" must be an object, got a number"#),
        (#"{"sections": [{"footers": [{"text": "A", "pinToVisibleBounds": true}], "items": []}]}"#,
         #"scene.json:1:64: "pinToVisibleBounds" must be absent: footers do not pin, got true"#),
        (#"{"sections": [{"items": [{"imageContentMode": "center"}]}]}"#,
         #"scene.json:1:47: "imageContentMode" must be given with an "image", got "center""#),
        (#"{"sections": [{"items": [{"leadingSwipeActions": {}}]}]}"#,
         #"scene.json:1:50: "leadingSwipeActions" must be an array, got an object"#),
        (#"{"fonts": 3, "sections": []}"#,
         #"scene.json:1:11: fonts must be an object, got a number"#),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}], "interItemSpacing": {"exact": 1}}}}, "sections": []}"#,
         #"scene.json:1:279: "interItemSpacing" must be {"fixed": points} or {"flexible": points}, got an object"#),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}], "interItemSpacing": {"fixed": -1}}}}, "sections": []}"#,
         #"scene.json:1:289: "fixed" must be a number ≥ 0, got -1"#),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "edgeSpacing": {"top": {"flexible": -2}}}]}}}, "sections": []}"#,
         #"scene.json:1:293: "flexible" must be a number ≥ 0, got -2"#),
        (#"{"layout": {"kind": "compositional", "section": {"group": {"kind": "horizontal", "layoutSize": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}, "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "supplementaryContentInsetsReference": "wide"}}, "sections": []}"#,
         #"scene.json:1:299: "supplementaryContentInsetsReference" must be one of: automatic, none, safeArea, layoutMargins, readableContent, got "wide""#),
        (#"{"layout": {"kind": "list", "footerMode": "firstItemInSection"}, "sections": []}"#,
         #"scene.json:1:43: "footerMode" must be "none" or "supplementary" (UIKit's footers have no firstItemInSection), got "firstItemInSection""#),
        (#"{"layout": {"kind": "list", "separatorInsets": {"left": 1}}, "sections": []}"#,
         #"scene.json:1:49: unknown key "left" in "separatorInsets"; expected one of: top, leading, bottom, trailing"#),
        (#"{"contentInset": 3, "sections": []}"#,
         #"scene.json:1:18: "contentInset" must be an object, got a number"#),
    ]

    @Test(arguments: unknownKeys)
    func anUnknownKeyIsRefusedListingTheObjectsKeysAsBefore(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }

    @Test(arguments: refusedValues)
    func aBadValueIsRefusedNamingItsKeyAsBefore(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }

    /// `playground scene --items items.csv` before the keys were typed, byte for byte.
    static let itemsScene = """
        {
          "name": "items",
          "viewport": {"width": 1024, "height": 768},
          "contentSizeCategory": "L",
          "cardStyle": "poster",
          "layout": {
            "kind": "flow",
            "scrollDirection": "vertical",
            "itemSize": {"width": 300, "height": 128},
            "estimatedItemSize": {"width": 300, "height": 128},
            "columns": {"minimumWidth": 280},
            "minimumInteritemSpacing": 12,
            "minimumLineSpacing": 12,
            "sectionInset": {"top": 8, "left": 16, "bottom": 24, "right": 16},
            "sectionInsetReference": "safeArea",
            "headerReferenceSize": {"width": 0, "height": 44}
          },
          "sections": [
            {
              "header": {
                "text": "One"
              },
              "items": [
                {
                  "id": "a",
                  "title": "Alpha",
                  "subtitle": "First",
                  "image": "photos/undated.jpg",
                  "color": "#2A9D8F",
                  "favorite": true
                }
              ]
            },
            {
              "header": {
                "text": "Two"
              },
              "items": [
                {
                  "id": "b",
                  "title": "Beta"
                }
              ]
            }
          ]
        }
        """

    /// `playground scene --images photos` (the four fixture photos) before the keys were typed, byte for byte.
    static let photosScene = """
        {
          "name": "photos",
          "viewport": {"width": 1024, "height": 768},
          "contentSizeCategory": "L",
          "cardStyle": "photo",
          "layout": {
            "kind": "flow",
            "scrollDirection": "vertical",
            "itemSize": {"width": 220, "height": 220},
            "estimatedItemSize": {"width": 220, "height": 220},
            "columns": {"minimumWidth": 220},
            "minimumInteritemSpacing": 4,
            "minimumLineSpacing": 4,
            "lineItemAlignment": "top",
            "sectionInset": {"top": 4, "left": 8, "bottom": 16, "right": 8},
            "sectionInsetReference": "safeArea",
            "headerReferenceSize": {"width": 0, "height": 44}
          },
          "sections": [
            {
              "header": {
                "text": "photos"
              },
              "items": [
                {
                  "id": "taken-2023-12-24.jpg",
                  "title": "taken-2023-12-24",
                  "image": "photos/taken-2023-12-24.jpg"
                },
                {
                  "id": "taken-2024-05-01.jpg",
                  "title": "taken-2024-05-01",
                  "image": "photos/taken-2024-05-01.jpg"
                },
                {
                  "id": "taken-2024-05-02.jpg",
                  "title": "taken-2024-05-02",
                  "image": "photos/taken-2024-05-02.jpg"
                },
                {
                  "id": "undated.jpg",
                  "title": "undated",
                  "image": "photos/undated.jpg"
                }
              ]
            }
          ]
        }
        """

    @MainActor @Test func ownContentIsWrittenAsTheSameSceneJSON() throws {
        let folder = try ContentFixtures.folder(["taken-2023-12-24.jpg": "taken-2023-12-24.jpg", "taken-2024-05-01.jpg": "taken-2024-05-01.jpg",
                                                 "taken-2024-05-02.jpg": "taken-2024-05-02.jpg", "undated.jpg": "undated.jpg"], name: "photos")
        let parent = (folder as NSString).deletingLastPathComponent
        let items = (parent as NSString).appendingPathComponent("items.csv")
        try "id,title,subtitle,image,color,section,favorite\na,Alpha,First,photos/undated.jpg,#2A9D8F,One,yes\nb,Beta,,,,Two,no\n"
            .write(toFile: items, atomically: true, encoding: .utf8)
        let itemsContent = try OwnContent.read(.items(items)), photosContent = try OwnContent.read(.folder(folder))
        #expect(JSONWriter.write(OwnContentScene.json(itemsContent, relativeTo: parent)) == Self.itemsScene)
        #expect(JSONWriter.write(OwnContentScene.json(photosContent, relativeTo: parent)) == Self.photosScene)
    }
}
