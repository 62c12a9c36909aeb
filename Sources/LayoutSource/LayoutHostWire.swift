import CollectionLayout
import Foundation

/// The playground's side of the layout host's line protocol (`Host/LayoutHost.swift` is the other): the
/// environment it sends, and the attributes and answers it reads back.
package enum LayoutHostWire {
    /// What the host's collection view is set to before it answers: the view's size, the content offset and
    /// content inset, the item counts per section, the safe area, the traits (size classes, text size, layout
    /// direction, display scale), the accessibility settings (Bold Text's legibility weight, the contrast,
    /// `UIAccessibility`'s flags), and the last drag's pointer.
    package struct Environment: Hashable {
        /// The visible bounds' size.
        package var size: Size
        /// The content offset (the bounds' origin).
        package var offset: Point
        /// The view's own content inset (UIKit's `contentInset`: the scene's, or what the layout set).
        package var contentInset: EdgeInsets
        /// The number of items of each section.
        package var counts: [Int]
        /// The data's version: it changes whenever the items change (a move keeps the counts, not the ids' order).
        package var dataVersion: Int
        /// The safe area's insets.
        package var safeArea: EdgeInsets
        /// The size classes, horizontal then vertical (`compact`, `regular`).
        package var sizeClasses: [String]
        /// The text size as UIKit names it (`UICTContentSizeCategoryL`).
        package var contentSizeCategory: String
        /// The direction the collection view lays out in (its `effectiveUserInterfaceLayoutDirection`).
        package var direction: LayoutDirection
        /// The accessibility settings the scene is shown under.
        package var accessibility: Accessibility
        /// The screen's pixels per point (`displayScale`, `UIScreen.main.scale`): the device's, 2 or 3.
        package var displayScale: Double
        /// The last drag's pointer, if the view was ever dragged (`LayoutHostTouch.swift`).
        package var touch: Touch?

        /// The environment a layout context describes, at a text size (the playground's name: `L`, `AX3`), under
        /// accessibility settings, on a screen of a scale.
        package init(context: (any LayoutContext)?, category: String = "L", accessibility: Accessibility = Accessibility(),
                     displayScale: Double = 2) {
            let bounds = context?.bounds ?? .zero
            size = bounds.size
            offset = bounds.origin
            contentInset = context?.unadjustedContentInset ?? .zero
            counts = (0..<(context?.numberOfSections ?? 0)).map { context?.numberOfItems(inSection: $0) ?? 0 }
            dataVersion = context?.dataVersion ?? 0
            safeArea = context?.safeAreaInsets ?? .zero
            sizeClasses = [context?.horizontalSizeClass.rawValue ?? "regular", context?.verticalSizeClass.rawValue ?? "regular"]
            contentSizeCategory = "UICTContentSizeCategory" + (Self.uikitCategories[category] ?? "L")
            direction = context?.layoutDirection ?? .leftToRight
            self.accessibility = accessibility
            self.displayScale = displayScale
            touch = Touch(context: context)
        }

        /// The playground's text sizes and the end of UIKit's names for them.
        package static let uikitCategories = ["xS": "XS", "S": "S", "M": "M", "L": "L", "xL": "XL", "xxL": "XXL", "xxxL": "XXXL",
                                      "AX1": "AccessibilityM", "AX2": "AccessibilityL", "AX3": "AccessibilityXL",
                                      "AX4": "AccessibilityXXL", "AX5": "AccessibilityXXXL"]

        /// As JSON for a request.
        package var json: [String: Any] {
            var json: [String: Any] = ["size": [size.width, size.height], "offset": [offset.x, offset.y], "counts": counts, "dataVersion": dataVersion, "scale": displayScale,
                                       "contentInset": [contentInset.top, contentInset.left, contentInset.bottom, contentInset.right],
                                       "safeArea": [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right],
                                       "sizeClasses": sizeClasses, "category": contentSizeCategory, "direction": direction.rawValue,
                                       "accessibility": accessibility.json]
            if let touch { json["touch"] = touch.json }
            return json
        }
    }

    /// A whole layout pass's answer: every element, the content size, and what the playground must know of
    /// the layout (whether and for which direction it flips, whether scrolling invalidates it).
    package struct LayoutAnswer {
        /// The content's size.
        package var contentSize = Size(width: 0, height: 0)
        /// Every element of the content, in the host's order (by category, kind and index path).
        package var elements: [LayoutAttributes] = []
        /// The elements by key.
        package var byKey: [ElementKey: Int] = [:]
        /// The values of the user's attributes subclass that are none of the playground's, by element (`ownValues`).
        package var ownValues: [ElementKey: [(name: String, value: LayoutOwnValue)]] = [:]
        /// The layout's `flipsHorizontallyInOppositeLayoutDirection`.
        package var flips = false
        /// The layout's `developmentLayoutDirection`: it is mirrored (when it flips) in the other direction.
        package var developmentDirection = LayoutDirection.leftToRight
        /// Whether the layout invalidates on any bounds change (it reads the content offset: Apple's LineLayout).
        package var scrollInvalidates = false
        /// Whether the layout's dynamic animators (UIKit Dynamics) were still moving its items: the playground asks
        /// again every frame, with the clock's time, until they rest.
        package var dynamicsRunning = false
        /// The rectangle the elements were asked for; nil: the whole content.
        package var rect: Rect?
        /// The content inset and offset the layout set on its collection view in this pass (`contentInset`,
        /// `contentOffset` written in `prepare()`), each nil when it left them as the environment had them.
        package var askedScrollState = AskedScrollState()

        /// An answer read from the host's JSON.
        package init(json: [String: Any]) {
            let size = json["contentSize"] as? [Double] ?? [0, 0]
            contentSize = Size(width: size[0], height: size[1])
            for entry in json["elements"] as? [Any] ?? [] {
                guard let element = LayoutHostWire.attributes(entry) else { continue }
                byKey[element.elementKey] = elements.count
                elements.append(element)
                let own = LayoutHostWire.ownValues(entry)
                if !own.isEmpty { ownValues[element.elementKey] = own }
            }
            flips = json["flips"] as? Bool ?? false
            developmentDirection = (json["development"] as? String).flatMap(LayoutDirection.init(rawValue:)) ?? .leftToRight
            scrollInvalidates = json["scrollInvalidates"] as? Bool ?? false
            dynamicsRunning = json["dynamicsRunning"] as? Bool ?? false
            if let box = json["rect"] as? [Double], box.count == 4 { rect = Rect(x: box[0], y: box[1], width: box[2], height: box[3]) }
            if let inset = json["contentInset"] as? [Double], inset.count == 4 {
                askedScrollState.contentInset = EdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
            }
            if let offset = json["contentOffset"] as? [Double], offset.count == 2 {
                askedScrollState.contentOffset = Point(x: offset[0], y: offset[1])
            }
        }

        /// Whether the answer holds every element that meets `query`.
        package func covers(_ query: Rect) -> Bool {
            guard let rect else { return true }
            return rect.minX <= query.minX && rect.minY <= query.minY && rect.maxX >= query.maxX && rect.maxY >= query.maxY
        }

        /// No elements: before the first answer.
        package init() {}
    }

    /// UIKit's names of the flow layout's header and footer kinds and the playground's.
    package static let kindNames = ["UICollectionElementKindSectionHeader": ElementKind.header, "UICollectionElementKindSectionFooter": ElementKind.footer]

    /// UIKit's name of a playground kind (headers and footers), for a request.
    package static func uikitKind(_ kind: String) -> String {
        kindNames.first { $0.value == kind }?.key ?? kind
    }

    /// Attributes from the host's array: category, kind, section, item, centre, size, alpha, z-index,
    /// hidden, then the transform's sixteen entries when it is not the identity and the custom values by name
    /// when there are any (an `anchorPoint` among them moves the card as a layer's anchor point does); nil for `null`.
    package static func attributes(_ value: Any) -> LayoutAttributes? {
        guard let entry = value as? [Any], entry.count >= 11 else { return nil }
        let number = { (index: Int) -> Double in (entry[index] as? NSNumber)?.doubleValue ?? 0 }
        let kind = kindNames[entry[1] as? String ?? ""] ?? entry[1] as? String ?? ""
        let indexPath = CollectionLayout.IndexPath(Int(number(2)), Int(number(3)))
        var attributes: LayoutAttributes
        switch entry[0] as? String {
        case "supplementary": attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        case "decoration": attributes = LayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        default: attributes = LayoutAttributes(forCellWith: indexPath)
        }
        attributes.center = Point(x: number(4), y: number(5))
        attributes.size = Size(width: number(6), height: number(7))
        attributes.alpha = number(8)
        attributes.zIndex = Int(number(9))
        attributes.isHidden = entry[10] as? Bool ?? false
        var anchor: LayoutOwnValue?
        for extra in entry.dropFirst(11) {
            if let matrix = extra as? [Any], matrix.count == 16 {
                attributes.transform3D = Transform3D(matrix.map { ($0 as? NSNumber)?.doubleValue ?? 0 })
            } else if let custom = extra as? [String: Any] {
                // A subclass's value named as one of the playground's (`cornerRadius`) is applied as its cells apply it.
                for attribute in CustomAttribute.all {
                    if let value = (custom[attribute.name] as? NSNumber)?.doubleValue { attributes.custom[attribute] = value }
                }
                // A subclass's `anchorPoint`, as a cell's `apply(_:)` sets its layer's (after the transform, which it moves).
                anchor = custom["anchorPoint"].flatMap(LayoutOwnValue.init(json:))
            }
        }
        if case .point(let point)? = anchor { attributes.applyLayerAnchorPoint(point) }
        return attributes
    }

    /// The values of an attributes subclass of the user's in the host's array that the playground has no
    /// attribute of its own for (`lane`, `anchorPoint`), sorted by name; empty when there are none.
    package static func ownValues(_ value: Any) -> [(name: String, value: LayoutOwnValue)] {
        guard let entry = value as? [Any] else { return [] }
        for extra in entry.dropFirst(11) {
            guard let custom = extra as? [String: Any] else { continue }
            return custom.compactMap { name, value in
                playgroundNames.contains(name) ? nil : LayoutOwnValue(json: value).map { (name, $0) }
            }.sorted { $0.name < $1.name }
        }
        return []
    }

    /// The names of the playground's own custom attributes (`cornerRadius`, …).
    private static let playgroundNames = Set(CustomAttribute.all.map(\.name))

    /// An index path as the host reads it, `[section, item]`.
    package static func json(_ indexPath: CollectionLayout.IndexPath) -> [Int] { [indexPath.section, indexPath.item] }
}
