import Foundation
import Glibc
@_spi(Playground) import UIKit

// The layout host, compiled with a user's layout file (`--layout-source FILE.swift`) against the product's
// UIKit module into a program of its own, which the playground starts as a child process (as Xcode Previews
// isolate the code they preview): a trap or an endless loop in the user's code ends or stalls this process,
// never the playground. The playground writes one JSON request a line on standard input; the host answers
// each with one JSON line on standard output (`LayoutHostWire` in Sources/Playground/LayoutSource is the
// other side). It is compiled once into an object file (`LayoutHostObject`) and linked with each user's layout,
// whose entry file defines `makeUserLayout()` (`LayoutEntry.hostCode`: the class's `init()` — `init(coder:)` with an
// empty coder for a class only a storyboard makes — or the layout-making function called, and the file's
// flow-layout delegate class made); not built in the package. A layout request carries the playground's clock
// (`time`), to which the layout's `UIDynamicAnimator`s are stepped before the request's bounds are applied.
// Before the user's code runs, the host takes the conversation onto descriptors of its own
// (`HostChannel`): the layout's `print()` goes to standard error, which the playground passes on, and
// never into the answers. The host ends with the playground, and takes everything the layout started
// with it (`HostLifetime`).

/// The user's layout, made as UIKit makes a layout object or as the app's code calls its `createLayout()`, and the
/// flow-layout delegate the file declares, if any (an export's `ExportedFlowLayoutDelegate`): defined by the entry
/// file compiled with the user's code (`LayoutHostObject.entrySource`), since the host is compiled once without it.
@_silgen_name("playground_make_user_layout") @MainActor
func makeUserLayout() -> (layout: UICollectionViewLayout, delegate: (any UICollectionViewDelegate)?)

/// One collection view hosting the user's layout, set up from each request's environment.
@MainActor final class LayoutHost {
    /// The collection view whose layout is the user's.
    let collectionView: UICollectionView
    /// The layout object, as the collection view holds it.
    var layout: UICollectionViewLayout { collectionView.collectionViewLayout }

    /// The sizes the playground measured, by element and width, until the counts or the traits change.
    var measured: [String: CGSize?] = [:]
    /// Whether the layout self-sizes (it was ever measured): as on iOS, only the cells near the screen are
    /// measured, so a scroll brings others to be, and the playground asks again on scrolling.
    var selfSizes = false
    /// The conversation with the playground.
    let channel: HostChannel
    /// The data's version the playground last sent (`dataVersion`): a new one reloads the data.
    var sentDataVersion = 0
    /// The content inset the playground last sent: the view's is set only when that changes, so that an inset the
    /// layout set itself stays until the playground has taken it.
    var sentContentInset: UIEdgeInsets?
    /// The content offset and inset the view had before the layout pass, to tell what the layout set in it.
    var offsetBeforePass = CGPoint.zero, insetBeforePass = UIEdgeInsets.zero
    /// The collection view's delegate, kept (the collection view holds it weakly, as UIKit's does).
    let delegate: (any UICollectionViewDelegate)?

    init(channel: HostChannel) {
        self.channel = channel
        let made = makeUserLayout()
        delegate = made.delegate
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: made.layout)
        collectionView.delegate = made.delegate
        // Self-sizing as UIKit's cells answer `preferredLayoutAttributesFitting(_:)`: the playground measures the
        // card's text, asked only for layouts whose preferred attributes can invalidate them (a layout that
        // does not self-size is never asked, and costs no round trip).
        collectionView.preferredSizeProvider = { [unowned self] attributes in
            let probe = attributes.copy() as! UICollectionViewLayoutAttributes
            probe.size = CGSize(width: attributes.size.width + 1, height: attributes.size.height + 1)
            guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: probe, withOriginalAttributes: attributes) else { return nil }
            return measure(attributes)
        }
        // The scene's sizes for a layout that asks its delegate for them (a waterfall), self-sizing or not.
        collectionView.sceneSizeProvider = { [unowned self] attributes in measure(attributes) }
        // Text the layout measures itself (`NSString.size(withAttributes:)`, a label's size) in the playground's fonts.
        UILabel.textMeasurer = { [unowned self] request in measureText(request) }
        // The scene's ids, for a layout that looks items up through its diffable data source (`itemIdentifier(for:)`).
        collectionView.sceneIdentifiersProvider = { [unowned self] in sceneIdentifiers() }
    }

    /// The scene's section and item ids, asked of the playground (one request the other way: a line
    /// `{"identifiers": true}` written, the answer `[[sectionID, [itemID, …]], …]` read; none when it answers none).
    func sceneIdentifiers() -> [(section: String, items: [String])] {
        channel.write((try? JSONSerialization.data(withJSONObject: ["identifiers": true])) ?? Data("{}".utf8))
        guard let answer = channel.readLine(), let data = answer.data(using: .utf8),
              let sections = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [[Any]] else { return [] }
        return sections.compactMap { section in
            guard section.count == 2, let id = section[0] as? String, let items = section[1] as? [String] else { return nil }
            return (id, items)
        }
    }

    /// Text measured by the playground, by request (the same string in the same font costs one round trip).
    var measuredTexts: [UILabelTextMeasurementRequest: UILabelTextMeasurement] = [:]

    /// The extent the playground measures for a text in the system font at a size and weight (one request the other
    /// way: a line `{"measureText": [text, pointSize, weight, numberOfLines, width or null]}` written, the answer
    /// `[width, height, firstBaseline, lastBaseline]` read; a rough estimate when it answers none).
    func measureText(_ request: UILabelTextMeasurementRequest) -> UILabelTextMeasurement {
        if let known = measuredTexts[request] { return known }
        let width: Any = request.width.map { Double($0) } ?? NSNull()
        let line: [String: Any] = ["measureText": [request.text, Double(request.pointSize), Double(request.weight.rawValue), request.numberOfLines, width]]
        channel.write((try? JSONSerialization.data(withJSONObject: line)) ?? Data("{}".utf8))
        var measured = UILabelTextMeasurement.estimate(request)
        if let answer = channel.readLine(), let data = answer.data(using: .utf8),
           let numbers = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [Double], numbers.count == 4 {
            measured = UILabelTextMeasurement(width: numbers[0], height: numbers[1], firstBaseline: numbers[2], lastBaseline: numbers[3])
        }
        measuredTexts[request] = measured
        return measured
    }

    /// The size the playground measures for an element at its width (one request the other way: a line
    /// `{"measure": [...], "axes": [...]}` written — the axes a compositional layout estimates, measured as the
    /// playground's own compositional layout is — the answer `[width, height]` or `null` read).
    func measure(_ attributes: UICollectionViewLayoutAttributes) -> CGSize? {
        selfSizes = true
        let key = "\(attributes.representedElementKind ?? "")|\(attributes.indexPath.section)|\(attributes.indexPath.item)|\(attributes.size.width)"
        if let known = measured[key] { return known }
        var request: [String: Any] = ["measure": encode(attributes)]
        if let estimated = (layout as? UICollectionViewCompositionalLayout)?.estimatedDimensions(of: attributes) {
            request["axes"] = (estimated.width ? ["width"] : []) + (estimated.height ? ["height"] : [])
        }
        let json = (try? JSONSerialization.data(withJSONObject: request)) ?? Data("{}".utf8)
        channel.write(json)
        var size: CGSize?
        if let line = channel.readLine(), let data = line.data(using: .utf8),
           let answer = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? [Double], answer.count == 2 {
            size = CGSize(width: answer[0], height: answer[1])
        }
        measured[key] = size
        return size
    }

    /// Sets the screen the layout reads (`UIScreen.main`) from an environment: the view's size, the device's scale,
    /// which it returns.
    @discardableResult static func showScreen(of environment: [String: Any]) -> CGFloat {
        let size = environment["size"] as? [Double] ?? [320, 480]
        let scale = CGFloat(environment["scale"] as? Double ?? 2)
        UIScreen.main.setShown(size: CGSize(width: size[0], height: size[1]), scale: scale)
        return scale
    }

    /// Sets the view's size, content offset, the pan recognizer's pointer, item counts, safe area and traits (size classes, text size, layout
    /// direction, legibility weight, contrast) and `UIAccessibility`'s settings as the playground's view has them:
    /// a change of counts reloads the data, a change of bounds asks the layout whether to invalidate, a change of
    /// traits or settings invalidates it.
    func apply(_ environment: [String: Any]) {
        let size = environment["size"] as? [Double] ?? [320, 480]
        let offset = environment["offset"] as? [Double] ?? [0, 0]
        let counts = environment["counts"] as? [Int] ?? []
        let dataVersion = environment["dataVersion"] as? Int ?? 0
        if collectionView.itemCounts != counts || dataVersion != sentDataVersion {
            // The items changed (a move keeps the counts): the data is reloaded, the scene's ids asked again.
            measured = [:]
            sentDataVersion = dataVersion
            (collectionView.delegate as? PlaygroundSceneDelegate)?.forgetFittingWidths()
            collectionView.forgetSceneIdentifiers()
            collectionView.itemCounts = counts
        }
        if let safe = environment["safeArea"] as? [Double], safe.count == 4 {
            let insets = UIEdgeInsets(top: safe[0], left: safe[1], bottom: safe[2], right: safe[3])
            if collectionView.safeAreaInsets != insets { collectionView.setSafeAreaInsets(insets) }
        }
        if let inset = environment["contentInset"] as? [Double], inset.count == 4 {
            let insets = UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
            if insets != sentContentInset {
                sentContentInset = insets
                collectionView.contentInset = insets
            }
        }
        let scale = LayoutHost.showScreen(of: environment)
        let classes = environment["sizeClasses"] as? [String] ?? ["regular", "regular"]
        let category = environment["category"] as? String ?? UIContentSizeCategory.large.rawValue
        let sizeClass = { (name: String) -> UIUserInterfaceSizeClass in name == "compact" ? .compact : .regular }
        // The scene's direction, which the layout reads as `effectiveUserInterfaceLayoutDirection` or its traits'
        // `layoutDirection`; the playground mirrors what a flipping layout answers, as UIKit does.
        let direction: UITraitEnvironmentLayoutDirection = environment["direction"] as? String == "rtl" ? .rightToLeft : .leftToRight
        // The accessibility settings: Bold Text and Increase Contrast are traits as well as `UIAccessibility`'s flags.
        let accessibility = environment["accessibility"] as? [String: Any] ?? [:]
        let isOn = { (name: String) -> Bool in accessibility[name] as? Bool ?? false }
        let weight: UILegibilityWeight = isOn("boldText") ? .bold : .regular
        let contrast: UIAccessibilityContrast = isOn("increasedContrast") ? .high : .normal
        let traits = collectionView.traitCollection
        if traits.horizontalSizeClass != sizeClass(classes[0]) || traits.verticalSizeClass != sizeClass(classes[1])
            || traits.preferredContentSizeCategory.rawValue != category || traits.layoutDirection != direction
            || traits.legibilityWeight != weight || traits.accessibilityContrast != contrast || traits.displayScale != scale {
            measured = [:]
            // Bold Text draws the system font a weight heavier: text is measured again.
            if traits.legibilityWeight != weight { measuredTexts = [:] }
            collectionView.setTraitCollection(UITraitCollection(traitsFrom: [
                UITraitCollection(horizontalSizeClass: sizeClass(classes[0])), UITraitCollection(verticalSizeClass: sizeClass(classes[1])),
                UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(rawValue: category)),
                UITraitCollection(layoutDirection: direction), UITraitCollection(legibilityWeight: weight),
                UITraitCollection(accessibilityContrast: contrast), UITraitCollection(displayScale: scale),
            ]))
        }
        // A layout reading a flag in `prepare()` lays out again when it changes (as one observing UIKit's notification would).
        if UIAccessibility.setSettings(boldText: isOn("boldText"), darkerSystemColors: isOn("increasedContrast"), reduceMotion: isOn("reduceMotion"),
                                       reduceTransparency: isOn("reduceTransparency"), differentiateWithoutColor: isOn("differentiateWithoutColor")) {
            measured = [:]
            layout.invalidateLayout()
        }
        applyTouch(environment["touch"] as? [Any])
        // What the view had before the request's bounds: a layout that sets its inset or offset when the bounds
        // change (`invalidateLayout(with:)`, a centring carousel's) has that change taken as one set in the pass.
        let insetBeforeBounds = collectionView.contentInset
        let bounds = CGRect(x: offset[0], y: offset[1], width: size[0], height: size[1])
        if collectionView.bounds != bounds {
            let resized = collectionView.bounds.size != bounds.size
            collectionView.bounds = bounds
            // As UIKit's collection view does when its size changes, whatever the layout answers for bounds changes.
            if resized {
                (collectionView.delegate as? PlaygroundSceneDelegate)?.forgetFittingWidths()
                layout.invalidateLayout()
            }
        }
        offsetBeforePass = bounds.origin
        insetBeforePass = insetBeforeBounds
    }

    /// Every element of the content after UIKit's layout pass (or, given `rect`, the elements the layout
    /// answers for it), with the content size and what the playground needs to know of the layout (whether
    /// it flips and for which direction it was written, whether scrolling invalidates it, whether its dynamic
    /// animators still move its items — the playground then asks again every frame, with the clock's time —, the
    /// content inset and offset it set on the view in the pass — `contentInset` in `prepare()` — which the
    /// playground's view takes). The elements are in
    /// the layout's own coordinates, never mirrored: the playground's collection view mirrors a flipping layout.
    func layoutAnswer(in rect: [Double]?) -> [String: Any] {
        var elements = elementsOfPass(in: rect)
        // A layout that sized items by the scene's delegate and laid them out narrower (a waterfall's columns) is
        // laid out again with each item measured at its own width.
        for _ in 0..<2 {
            guard let scene = collectionView.delegate as? PlaygroundSceneDelegate, scene.fitWidths(to: elements) else { break }
            layout.invalidateLayout()
            elements = elementsOfPass(in: rect)
        }
        let size = layout.collectionViewContentSize
        let bounds = collectionView.bounds
        var answer: [String: Any] = [
            "contentSize": [Double(size.width), Double(size.height)], "elements": elements.map(encode), "rect": rect ?? NSNull(),
            "flips": layout.flipsHorizontallyInOppositeLayoutDirection,
            "development": layout.developmentLayoutDirection == .rightToLeft ? "rtl" : "ltr",
            "scrollInvalidates": selfSizes || hasDynamics || layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 1, dy: 1)),
            "dynamicsRunning": UIDynamicAnimator.animators(of: layout).contains { $0.isRunning }]
        let inset = collectionView.contentInset
        if inset != insetBeforePass {
            answer["contentInset"] = [inset.top, inset.left, inset.bottom, inset.right].map { Double($0) }
        }
        if collectionView.contentOffset != offsetBeforePass {
            answer["contentOffset"] = [Double(collectionView.contentOffset.x), Double(collectionView.contentOffset.y)]
        }
        return answer
    }

    /// The elements of one layout pass: those the layout answers for `rect`, or the whole content's.
    func elementsOfPass(in rect: [Double]?) -> [UICollectionViewLayoutAttributes] {
        if let rect, rect.count == 4 {
            collectionView.layoutIfNeeded()
            return layout.layoutAttributesForElements(in: CGRect(x: rect[0], y: rect[1], width: rect[2], height: rect[3])) ?? []
        }
        return collectionView.layoutAllElements(mirrored: false)
    }

    /// Whether a `UIDynamicAnimator` drives the layout's attributes: the playground then sends every scroll (the
    /// layout moves its items in `shouldInvalidateLayout(forBoundsChange:)`, which is not asked a made-up bounds
    /// change for the answer's `scrollInvalidates`: that would move them).
    var hasDynamics: Bool { !UIDynamicAnimator.animators(of: layout).isEmpty }

    /// Sets the collection view's pan recognizer to the playground's pointer (`[x, y, down]`, content coordinates),
    /// before the bounds change a springy layout reads it in.
    func applyTouch(_ touch: [Any]?) {
        let recognizer = collectionView.panGestureRecognizer
        guard let touch, touch.count == 3, let x = (touch[0] as? NSNumber)?.doubleValue, let y = (touch[1] as? NSNumber)?.doubleValue else {
            if recognizer.hostedLocation != nil { recognizer.setHostedTouch(nil, isDown: false) }
            return
        }
        recognizer.setHostedTouch(CGPoint(x: x, y: y), isDown: touch[2] as? Bool ?? false)
    }

    /// Steps the layout's dynamic animators to a time of the playground's clock (each in its fixed steps).
    func advanceDynamics(to time: Double) {
        for animator in UIDynamicAnimator.animators(of: layout) { animator.advance(to: time) }
    }

    /// One element as an array: category, kind, section, item, centre x, y, width, height, alpha, z-index,
    /// hidden, the transform's sixteen entries when it is not the identity, and the custom values by name when
    /// the attributes are a subclass's with any.
    func encode(_ attributes: UICollectionViewLayoutAttributes?) -> Any {
        guard let a = attributes else { return NSNull() }
        let category = a.representedElementCategory == .cell ? "cell" : a.representedElementCategory == .supplementaryView ? "supplementary" : "decoration"
        var entry: [Any] = [category, a.representedElementKind ?? "", a.indexPath.section, a.indexPath.item,
                            Double(a.center.x), Double(a.center.y), Double(a.size.width), Double(a.size.height),
                            Double(a.alpha), a.zIndex, a.isHidden]
        let t = a.transform3D
        if !CATransform3DIsIdentity(t) {
            entry.append([t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) })
        }
        let custom = customValues(of: a)
        if !custom.isEmpty { entry.append(custom) }
        return entry
    }

    /// The properties an attributes subclass adds, by name: numbers and flags (`lane: CGFloat`, 1 or 0 for a
    /// `Bool`), points (`anchorPoint: CGPoint`, `{"x", "y"}`), sizes, rectangles and strings: what the playground
    /// shows as the element's custom values (and an `anchorPoint` moves its card as a layer's does).
    func customValues(of attributes: UICollectionViewLayoutAttributes) -> [String: Any] {
        // UIKit's own class adds nothing: no reflection for the common case, element after element, frame after frame.
        if type(of: attributes) == UICollectionViewLayoutAttributes.self { return [:] }
        var values: [String: Any] = [:]
        let finite = { (numbers: [CGFloat]) -> Bool in numbers.allSatisfy(\.isFinite) }
        var mirror: Mirror? = Mirror(reflecting: attributes)
        while let level = mirror, level.subjectType != UICollectionViewLayoutAttributes.self {
            for child in level.children {
                guard let label = child.label, values[label] == nil else { continue }
                switch child.value {
                case let number as CGFloat where number.isFinite: values[label] = Double(number)
                case let number as Double where number.isFinite: values[label] = number
                case let number as Float where number.isFinite: values[label] = Double(number)
                case let number as Int: values[label] = Double(number)
                case let flag as Bool: values[label] = flag ? 1.0 : 0.0
                case let point as CGPoint where finite([point.x, point.y]):
                    values[label] = ["x": Double(point.x), "y": Double(point.y)]
                case let size as CGSize where finite([size.width, size.height]):
                    values[label] = ["width": Double(size.width), "height": Double(size.height)]
                case let rect as CGRect where finite([rect.minX, rect.minY, rect.width, rect.height]):
                    values[label] = ["x": Double(rect.minX), "y": Double(rect.minY), "width": Double(rect.width), "height": Double(rect.height)]
                case let text as String: values[label] = text
                default: continue
                }
            }
            mirror = level.superclassMirror
        }
        return values
    }

    /// The answer to one request.
    func answer(_ request: [String: Any]) -> [String: Any] {
        // UIKit Dynamics first: the animator steps to the playground's time, then this frame's scroll moves the items.
        if let time = request["time"] as? Double { advanceDynamics(to: time) }
        if let environment = request["environment"] as? [String: Any] { apply(environment) }
        let indexPath = (request["indexPath"] as? [Int]).map { IndexPath(item: $0[1], section: $0[0]) } ?? IndexPath(item: 0, section: 0)
        let kind = request["kind"] as? String ?? ""
        switch request["op"] as? String ?? "" {
        case "layout":
            return layoutAnswer(in: request["rect"] as? [Double])
        case "target":
            let proposed = request["proposed"] as? [Double] ?? [0, 0], velocity = request["velocity"] as? [Double] ?? [0, 0]
            _ = collectionView.layoutAllElements()
            let point = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: proposed[0], y: proposed[1]),
                                                   withScrollingVelocity: CGPoint(x: velocity[0], y: velocity[1]))
            return ["point": [Double(point.x), Double(point.y)]]
        case "updates":
            let items = (request["items"] as? [[Any]] ?? []).map { item -> UICollectionViewUpdateItem in
                let action = UICollectionViewUpdateItem.Action(rawValue: item[0] as? Int ?? 4) ?? .none
                let before = item[1] as? [Int], after = item[2] as? [Int]
                return UICollectionViewUpdateItem(action: action, before: before.map { IndexPath(item: $0[1], section: $0[0]) },
                                                  after: after.map { IndexPath(item: $0[1], section: $0[0]) })
            }
            _ = collectionView.layoutAllElements()
            layout.prepare(forCollectionViewUpdates: items)
            return [:]
        case "finalizeUpdates":
            layout.finalizeCollectionViewUpdates()
            return [:]
        case "initial":
            switch request["category"] as? String {
            case "supplementary": return ["attributes": encode(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath))]
            case "decoration": return ["attributes": encode(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath))]
            default: return ["attributes": encode(layout.initialLayoutAttributesForAppearingItem(at: indexPath))]
            }
        case "final":
            switch request["category"] as? String {
            case "supplementary": return ["attributes": encode(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath))]
            case "decoration": return ["attributes": encode(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath))]
            default: return ["attributes": encode(layout.finalLayoutAttributesForDisappearingItem(at: indexPath))]
            }
        case "hello":
            return ["class": String(describing: type(of: layout))]
        default:
            return ["error": "unknown request"]
        }
    }
}

/// The host's conversation with the playground, on descriptors of its own: the standard input and output
/// the playground connected are moved away before the user's code runs, so that the layout's `print()`
/// (standard output, pointed at standard error) and `readLine()` (standard input, /dev/null) never touch it.
struct HostChannel {
    /// The requests, a JSON line each.
    let input: UnsafeMutablePointer<FILE>
    /// Where the answers go.
    let output: Int32

    /// Moves the playground's pipes off descriptors 0 and 1 (close-on-exec, so that nothing the layout
    /// starts holds them), points standard output at standard error, line by line, and standard input at /dev/null.
    static func takeStandardStreams() -> HostChannel {
        let input = dup(0), output = dup(1)
        _ = fcntl(input, F_SETFD, FD_CLOEXEC)
        _ = fcntl(output, F_SETFD, FD_CLOEXEC)
        let null = open("/dev/null", O_RDONLY)
        dup2(null, 0)
        close(null)
        dup2(2, 1)
        // Line by line, so that a line printed reaches the playground at once (and before a trap); `stdout`
        // itself is a C global Swift 6 does not let code touch: its FILE is looked up.
        if let variable = dlsym(nil, "stdout") { setvbuf(variable.load(as: UnsafeMutablePointer<FILE>.self), nil, _IOLBF, 0) }
        return HostChannel(input: fdopen(input, "r"), output: output)
    }

    /// The next request line, without its newline; nil once the playground has closed the conversation.
    func readLine() -> String? {
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        guard getline(&buffer, &capacity, input) > 0, let buffer else { return nil }
        var line = String(cString: buffer)
        if line.hasSuffix("\n") { line.removeLast() }
        return line
    }

    /// Writes one answer line, all of it.
    func write(_ json: Data) {
        let line = json + Data("\n".utf8)
        line.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(output, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 { if errno == EINTR { continue }; return }
                offset += written
            }
        }
    }
}

/// How long the host lives: no longer than the playground that started it. The kernel tells the host
/// when its parent ends, however it ends (`PR_SET_PDEATHSIG`: a quit, a signal, a trap, kill -9), and
/// the host then ends its whole process group — itself and whatever the layout started.
enum HostLifetime {
    /// The variable in which the playground gives its process id.
    static let parentVariable = "LAYOUT_HOST_PARENT"

    /// Asks for SIGHUP when the parent ends, and ends at once when it already has (it may have ended
    /// between starting the host and this call: the host's parent is then another process).
    static func endWithParent() {
        signal(SIGHUP) { _ in HostLifetime.endProcessGroup() }
        // prctl(2) is variadic, which Swift does not import: looked up, and called with its five arguments.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        if let symbol = dlsym(nil, "prctl") {
            let PR_SET_PDEATHSIG: Int32 = 1
            _ = unsafeBitCast(symbol, to: Prctl.self)(PR_SET_PDEATHSIG, UInt(SIGHUP), 0, 0, 0)
        }
        if let expected = ProcessInfo.processInfo.environment[parentVariable].flatMap({ pid_t($0) }), getppid() != expected {
            endProcessGroup()
        }
    }

    /// Kills the host's process group (the host with everything the layout started), when the host leads
    /// one of its own, as the playground starts it; otherwise the host alone. Safe in a signal handler.
    static func endProcessGroup() {
        if getpgrp() == getpid() { kill(0, SIGKILL) }
        kill(getpid(), SIGKILL)
    }
}

@main enum LayoutHostMain {
    static func main() {
        // Signals unblocked: a child inherits its parent's blocked signals (a test runner's thread blocks
        // some), and the playground asks a hung host for its backtrace with SIGABRT, which the Swift
        // runtime's backtracer must be able to catch.
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        HostLifetime.endWithParent()
        let channel = HostChannel.takeStandardStreams()
        MainActor.assumeIsolated {
            // The layout is made at the first request that carries the view's environment, as an app makes it once
            // its window has a screen: a layout (or a configuration) that reads `UIScreen.main.bounds` as it is made
            // reads the view's size. Until then `hello` is answered without it.
            var made: LayoutHost?
            while let line = channel.readLine() {
                guard let data = line.data(using: .utf8),
                      let request = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { continue }
                let environment = request["environment"] as? [String: Any]
                if made == nil, environment == nil, request["op"] as? String == "hello" {
                    channel.write((try? JSONSerialization.data(withJSONObject: ["ready": true])) ?? Data("{}".utf8))
                    continue
                }
                if made == nil, let environment { LayoutHost.showScreen(of: environment) }
                let host = made ?? LayoutHost(channel: channel)
                made = host
                let answer = host.answer(request)
                channel.write((try? JSONSerialization.data(withJSONObject: answer)) ?? Data("{}".utf8))
            }
        }
        // The playground closed the conversation: nothing the layout started outlives it.
        HostLifetime.endProcessGroup()
    }
}
