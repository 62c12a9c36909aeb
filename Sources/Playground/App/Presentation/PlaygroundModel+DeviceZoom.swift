import CollectionLayout
import CollectionView
import SceneFormat

/// How large a device's screen is drawn in the window, as the iOS Simulator offers: fit to the
/// window (the default), point accurate or pixel accurate (Ctrl+1, Ctrl+2, Ctrl+3). The
/// collection view keeps laying out at the device's point size; the collection, the screen's
/// furniture and the overlays are laid out where they would be at one point a point
/// (`deviceScreenFrame`, `collectionFrame`) and drawn through one scale (`deviceDrawingMap`), and
/// the pointer comes back through its inverse (`devicePoint(forWindowPoint:)`).
extension PlaygroundModel {
    /// How large the device's screen is shown.
    public var deviceZoom: DeviceZoom { presentation.deviceZoom }

    /// The window area the device sits in: between the toolbar and the status bar, left of the inspector.
    var deviceArea: Rect {
        Rect(x: 0, y: presentation.toolbarHeight, width: max(0, presentation.windowSize.width - inspectorWidth), height: max(0, presentation.windowSize.height - presentation.chromeHeight))
    }

    /// Window points per device point as the screen is drawn now (1 without a device or without
    /// the toolbar: `shot --chrome none` is the screen alone).
    public var deviceDrawingScale: Double {
        guard let device = presentation.device, presentation.showsChrome else { return 1 }
        switch presentation.deviceZoom {
        case .pointAccurate:
            return 1
        case .pixelAccurate:
            return device.scale / max(0.25, presentation.pixelScale)
        case .fitToWindow:
            let screen = device.screenSize(presentation.orientation), area = deviceArea
            let fit = min((area.width - 2 * Self.deviceMargin) / screen.width, (area.height - 2 * Self.deviceMargin) / screen.height)
            return max(0.05, min(1, fit))
        }
    }

    /// Where the device's screen is drawn in the window: centred in the area below the toolbar,
    /// at `deviceDrawingScale`; a screen larger than the area starts at its top left (the status bar shows).
    public var shownScreenFrame: Rect? {
        guard let device = presentation.device, let laidOut = deviceScreenFrame else { return nil }
        guard presentation.showsChrome else { return laidOut }
        let scale = deviceDrawingScale, screen = device.screenSize(presentation.orientation), area = deviceArea
        let size = Size(width: screen.width * scale, height: screen.height * scale)
        let x = size.width <= area.width ? (area.width - size.width) / 2 : area.minX
        return Rect(x: x, y: area.minY + max(0, (area.height - size.height) / 2), width: size.width, height: size.height)
    }

    /// The map from where the device's screen is laid out to where it is drawn: a point p is
    /// drawn at p × scale + offset; nil when the two are the same (one point a point, in place).
    var deviceDrawingMap: (scale: Double, offset: Point)? {
        guard let laidOut = deviceScreenFrame, let shown = shownScreenFrame else { return nil }
        let scale = deviceDrawingScale
        let offset = Point(x: shown.minX - laidOut.minX * scale, y: shown.minY - laidOut.minY * scale)
        guard scale != 1 || offset.x != 0 || offset.y != 0 else { return nil }
        return (scale, offset)
    }

    /// A window point (the pointer) in the coordinates the collection and the device's screen are
    /// laid out in (those of `collectionFrame`).
    public func devicePoint(forWindowPoint point: Point) -> Point {
        guard let map = deviceDrawingMap else { return point }
        return Point(x: (point.x - map.offset.x) / map.scale, y: (point.y - map.offset.y) / map.scale)
    }

    /// Where a point laid out in the device's screen (`collectionFrame`'s coordinates) is drawn in the window.
    public func windowPoint(forDevicePoint point: Point) -> Point {
        guard let map = deviceDrawingMap else { return point }
        return Point(x: point.x * map.scale + map.offset.x, y: point.y * map.scale + map.offset.y)
    }

    /// Draws what `body` draws in the device's screen's coordinates, scaled and placed where the screen is shown.
    func drawOnDeviceScreen(into list: inout DrawList, _ body: (inout DrawList) -> Void) {
        guard let map = deviceDrawingMap else { return body(&list) }
        var screen = DrawList(size: list.size, background: list.background)
        body(&screen)
        list.commands.append(contentsOf: screen.commands.map { $0.scaled(by: map.scale, offset: map.offset) })
    }

    /// Shows the device fit to the window, point accurate or pixel accurate (Ctrl+1, 2, 3): the
    /// window asks for the room that takes (within the display), and the toast says what it is.
    public func setDeviceZoom(_ zoom: DeviceZoom) {
        presentation.setDeviceZoom(zoom)
        guard let device = presentation.device else {
            showToast("\(zoom.title): applies when a device is shown (V, or the Device menu)")
            return
        }
        resize(to: deviceWindowSize(for: device, orientation: presentation.orientation))
        showToast("\(device.name): \(zoom.title) (\(Int((deviceDrawingScale * 100).rounded()))%)")
    }

    /// The window a device asks for: room for its screen either way up at the zoom's size (the
    /// fit's is one point a point), and no larger than the display.
    func deviceWindowSize(for device: DevicePreset, orientation: Orientation) -> Size {
        let scale = presentation.deviceZoom == .pixelAccurate ? device.scale / max(0.25, presentation.pixelScale) : 1
        return fittingDisplay(Self.windowSize(for: device, orientation: orientation, chrome: presentation.chromeHeight, scale: scale))
    }

    /// A window size cut down to the display's room (unchanged without a display).
    func fittingDisplay(_ size: Size) -> Size {
        guard let display = presentation.displaySize, display.width >= 1, display.height >= 1 else { return size }
        return Size(width: min(size.width, display.width), height: min(size.height, display.height))
    }

    /// The window tells the largest size the display has room for (its usable area, less the
    /// window's borders): the window keeps within it, and a device fit to the window shrinks to it.
    public func setDisplaySize(_ size: Size) {
        presentation.setDisplaySize(size)
        resize(to: presentation.device.map { deviceWindowSize(for: $0, orientation: presentation.orientation) } ?? fittingDisplay(presentation.windowSize))
    }

    /// The device and how it is shown, for the window's title and the device button's tooltip
    /// (`iPad 11-inch, Fit to Window (93%)`).
    var deviceDescription: String? {
        guard let device = presentation.device else { return nil }
        return "\(device.name), \(deviceZoom.title) (\(Int((deviceDrawingScale * 100).rounded()))%)"
    }
}
