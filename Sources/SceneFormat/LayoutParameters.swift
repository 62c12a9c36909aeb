import AppSupport
import CollectionLayout

/// The parameters of the circle, cover-flow, stacked and line layouts a scene (or a script) may set;
/// anything left nil keeps the reference default (custom-layouts.md), grown with the text size.
public struct LayoutParameters: Sendable {
    /// Circle: each item's size.
    public var circleItemSize: Size?
    /// Circle: the radius (default: min(width, height) / 2.5).
    public var circleRadius: Double?
    /// Cover flow: each item's size.
    public var coverFlowItemSize: Size?
    /// Cover flow: the distance between neighbours' centres, as a fraction of the item width.
    public var coverFlowSpacing: Double?
    /// Cover flow: the largest turn, in degrees.
    public var coverFlowMaximumAngle: Double?
    /// Cover flow: the perspective entry m34 (e.g. −0.002).
    public var coverFlowPerspective: Double?
    /// Stacked: each pile's size.
    public var stackedItemSize: Size?
    /// Stacked: the space between piles.
    public var stackedPileSpacing: Double?
    /// Line: each item's size (the sample's 200×200).
    public var lineItemSize: Size?
    /// Line: the space between items (the sample's 50).
    public var lineSpacing: Double?
    /// Line: how far from the centre items zoom (the sample's 200).
    public var lineActiveDistance: Double?
    /// Line: how much the centred item grows (the sample's 0.3).
    public var lineZoomFactor: Double?

    /// No parameters set.
    public init() {}

    /// The parameters set here as the scene keys that hold them (`layout.circle.radius`, …).
    package var sceneEdits: [(path: ParameterPath, value: JSONNode.Value)] {
        func path(_ layout: SceneKey, _ key: SceneKey) -> ParameterPath {
            ParameterPath(components: [.key(.layout), .key(layout), .key(key)])
        }
        func size(_ size: Size) -> JSONNode.Value {
            JSONNode.objectValue([(SceneKey.width, .number(size.width)), (.height, .number(size.height))])
        }
        var edits: [(path: ParameterPath, value: JSONNode.Value)] = []
        if let circleItemSize { edits.append((path(.circle, .itemSize), size(circleItemSize))) }
        if let circleRadius { edits.append((path(.circle, .radius), .number(circleRadius))) }
        if let coverFlowItemSize { edits.append((path(.coverflow, .itemSize), size(coverFlowItemSize))) }
        if let coverFlowSpacing { edits.append((path(.coverflow, .spacing), .number(coverFlowSpacing))) }
        if let coverFlowMaximumAngle { edits.append((path(.coverflow, .maximumAngle), .number(coverFlowMaximumAngle))) }
        if let coverFlowPerspective { edits.append((path(.coverflow, .perspective), .number(coverFlowPerspective))) }
        if let stackedItemSize { edits.append((path(.stacked, .itemSize), size(stackedItemSize))) }
        if let stackedPileSpacing { edits.append((path(.stacked, .pileSpacing), .number(stackedPileSpacing))) }
        if let lineItemSize { edits.append((path(.line, .itemSize), size(lineItemSize))) }
        if let lineSpacing { edits.append((path(.line, .spacing), .number(lineSpacing))) }
        if let lineActiveDistance { edits.append((path(.line, .activeDistance), .number(lineActiveDistance))) }
        if let lineZoomFactor { edits.append((path(.line, .zoomFactor), .number(lineZoomFactor))) }
        return edits
    }

    /// These parameters with every one `other` sets replacing ours.
    public func merging(_ other: LayoutParameters) -> LayoutParameters {
        var merged = self
        merged.circleItemSize = other.circleItemSize ?? circleItemSize
        merged.circleRadius = other.circleRadius ?? circleRadius
        merged.coverFlowItemSize = other.coverFlowItemSize ?? coverFlowItemSize
        merged.coverFlowSpacing = other.coverFlowSpacing ?? coverFlowSpacing
        merged.coverFlowMaximumAngle = other.coverFlowMaximumAngle ?? coverFlowMaximumAngle
        merged.coverFlowPerspective = other.coverFlowPerspective ?? coverFlowPerspective
        merged.stackedItemSize = other.stackedItemSize ?? stackedItemSize
        merged.stackedPileSpacing = other.stackedPileSpacing ?? stackedPileSpacing
        merged.lineItemSize = other.lineItemSize ?? lineItemSize
        merged.lineSpacing = other.lineSpacing ?? lineSpacing
        merged.lineActiveDistance = other.lineActiveDistance ?? lineActiveDistance
        merged.lineZoomFactor = other.lineZoomFactor ?? lineZoomFactor
        return merged
    }
}
