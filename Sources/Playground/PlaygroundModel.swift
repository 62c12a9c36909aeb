import CollectionLayout
import CollectionView
import Typography

/// The playground's state: a scene shown by a collection view at a text size, in a window
/// of some size. It turns input into changes and itself into a `DrawList`.
@MainActor
public final class PlaygroundModel {
    /// The height of the bar across the top of the window, in points.
    public static let barHeight = 56.0

    /// The scene being shown.
    public let scene: Scene
    /// The layout being shown.
    public private(set) var layoutKind: LayoutKind
    /// The Dynamic Type size.
    public private(set) var category: ContentSizeCategory
    /// The window size in points.
    public private(set) var windowSize: Size
    /// The collection view showing the scene.
    public let collectionView: CollectionView
    /// The seconds of simulated time that have passed.
    public private(set) var time = 0.0

    /// The fonts text is drawn in.
    public let fonts: FontLibrary
    private let measurer: TextMeasurer
    private let flowLayout: FlowLayout
    private var delegate: SceneFlowDelegate
    private var painter: CardPainter

    /// Shows `scene` with its own layout, text size and viewport unless overridden.
    public init(scene: Scene, fonts: FontLibrary, measurer: TextMeasurer? = nil,
                layout: LayoutKind? = nil, category: ContentSizeCategory? = nil, windowSize: Size? = nil) throws {
        try fonts.loadAll()
        self.scene = scene
        self.fonts = fonts
        let measurer = measurer ?? fonts.makeMeasurer()
        self.measurer = measurer
        self.layoutKind = layout ?? scene.layout.kind
        let category = category ?? scene.contentSizeCategory
        self.category = category
        let size = windowSize ?? scene.viewport
        self.windowSize = size
        delegate = SceneFlowDelegate(scene: scene, category: category, fonts: fonts, measurer: measurer)
        painter = CardPainter(scene: scene, category: category, fonts: fonts, measurer: measurer)
        flowLayout = FlowLayout()
        flowLayout.scrollDirection = scene.layout.scrollDirection
        flowLayout.metrics = scene.layout.metrics
        flowLayout.sectionHeadersPinToVisibleBounds = scene.layout.sectionHeadersPinToVisibleBounds
        flowLayout.estimatedItemSize = scene.layout.estimatedItemSize
        flowLayout.delegate = delegate
        let data = CollectionData(sections: scene.sections.map {
            CollectionData.Section(id: $0.id, itemIDs: $0.items.map(\.id))
        })
        collectionView = CollectionView(data: data, layout: flowLayout, viewportSize: Self.collectionSize(in: size))
        if scene.layout.estimatedItemSize != nil {
            collectionView.cellSizer = CardSizer(scene: scene, category: category, fonts: fonts, measurer: measurer)
            collectionView.layoutIfNeeded()
        }
    }

    /// Where the collection view sits in the window: everything below the bar.
    public var collectionFrame: Rect {
        let size = Self.collectionSize(in: windowSize)
        return Rect(x: 0, y: Self.barHeight, width: size.width, height: size.height)
    }

    private static func collectionSize(in window: Size) -> Size {
        Size(width: max(0, window.width), height: max(0, window.height - barHeight))
    }

    // MARK: Changes

    /// Applies one input event; returns false when the user asked to quit.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .quit:
            return false
        case .resized(let size):
            resize(to: size)
        case .wheel(let dx, let dy):
            collectionView.scroll(by: Point(x: dx, y: dy))
            collectionView.layoutIfNeeded()
        case .key(let key, let modifiers):
            if key == "q" && modifiers.contains(.ctrl) { return false }
            handleKey(key)
        case .redraw:
            break
        }
        return true
    }

    private func handleKey(_ key: String) {
        let page = collectionFrame.height * 0.9
        switch key {
        case "down": collectionView.scroll(by: Point(x: 0, y: 40))
        case "up": collectionView.scroll(by: Point(x: 0, y: -40))
        case "right": collectionView.scroll(by: Point(x: 40, y: 0))
        case "left": collectionView.scroll(by: Point(x: -40, y: 0))
        case "pagedown", "space": collectionView.scroll(by: Point(x: 0, y: page))
        case "pageup": collectionView.scroll(by: Point(x: 0, y: -page))
        case "home": collectionView.setContentOffset(.zero)
        case "end": collectionView.setContentOffset(collectionView.maximumContentOffset)
        default: break
        }
    }

    /// Changes the window size; a zero or negative size is kept as an empty collection area.
    public func resize(to size: Size) {
        windowSize = Size(width: max(0, size.width), height: max(0, size.height))
        collectionView.resize(to: Self.collectionSize(in: windowSize))
    }

    /// Advances simulated time.
    public func advance(by seconds: Double) {
        time += max(0, seconds)
    }

    // MARK: Output

    /// The title the window shows.
    public var windowTitle: String { "\(scene.name) — Collection Playground" }

    /// Everything the window shows now.
    public func drawList() -> DrawList {
        var list = DrawList(size: windowSize, background: Palette.background)
        collectionView.draw(in: collectionFrame, painter: painter, into: &list)
        drawBar(into: &list)
        return list
    }

    private func drawBar(into list: inout DrawList) {
        let bar = Rect(x: 0, y: 0, width: windowSize.width, height: min(Self.barHeight, windowSize.height))
        list.append(.fill(bar, color: Palette.bar, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: bar.maxY - 1, width: bar.width, height: 1), color: Palette.separator, cornerRadius: 0))
        guard bar.width > 32, let titleFace = try? fonts.face(for: .headline),
              let detailFace = try? fonts.face(for: .subheadline) else { return }
        list.append(.pushClip(bar))
        let size = TextStyle.headline.pointSize(for: .L)
        let title = measurer.measure(scene.name, font: titleFace, pointSize: size, width: bar.width / 2 - 24, maxLines: 1)
        for run in title.glyphRuns(at: Point(x: 16, y: (bar.height - title.height) / 2), color: Palette.label) {
            list.append(.text(run))
        }
        let detailSize = TextStyle.subheadline.pointSize(for: .L)
        let detailText = "\(layoutKind.rawValue.capitalized) layout · text size \(category.rawValue)"
        let detail = measurer.measure(detailText, font: detailFace, pointSize: detailSize, width: bar.width / 2 - 24, maxLines: 1)
        let origin = Point(x: bar.width - 16 - detail.width, y: (bar.height - detail.height) / 2)
        for run in detail.glyphRuns(at: origin, color: Palette.secondaryLabel) {
            list.append(.text(run))
        }
        list.append(.popClip)
    }
}
