import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Device presets: the scene on a phone's or tablet's screen, laid out inside its safe area as
/// UIKit's `contentInsetAdjustmentBehavior` does, with its status bar, home indicator and
/// rounded corners drawn, and turned between portrait and landscape.
extension PlaygroundModel {
    /// The margin around a device's screen in the window (with the toolbar).
    static let deviceMargin = 16.0
    /// The narrowest window around a device: both bars, with the device menu and Rotate, fit.
    static let deviceWindowMinimumWidth = 1024.0

    /// Where the device's screen is laid out: centred below the toolbar at one point a point, or
    /// the whole picture without it (`shot --chrome none`). It is drawn there when it fits at one
    /// point a point; otherwise scaled to `shownScreenFrame` (see `PlaygroundModel+DeviceZoom`).
    var deviceScreenFrame: Rect? {
        guard let device = presentation.device else { return nil }
        let size = device.screenSize(presentation.orientation)
        guard presentation.showsChrome else { return Rect(x: 0, y: 0, width: size.width, height: size.height) }
        let area = deviceArea
        return Rect(x: (area.width - size.width) / 2, y: area.minY + max(0, (area.height - size.height) / 2),
                    width: size.width, height: size.height)
    }

    /// The window for a device: with the toolbar, room for the screen in either orientation (so
    /// turning it never resizes the window) drawn `scale` times its points, and for the toolbar;
    /// without, the screen itself.
    static func windowSize(for device: DevicePreset, orientation: Orientation, chrome: Double, scale: Double = 1) -> Size {
        guard chrome > 0 else { return device.screenSize(orientation) }
        let long = max(device.portraitSize.width, device.portraitSize.height) * scale
        return Size(width: max(Self.deviceWindowMinimumWidth, long + 2 * deviceMargin), height: chrome + long + 2 * deviceMargin)
    }

    /// Shows the scene on a device (nil: the free-size window of the scene's viewport), in an
    /// orientation; with `animated`, every element travels to its place at the new size and the
    /// item at the centre stays centred (the rotation animation).
    public func setDevice(_ newDevice: DevicePreset?, orientation newOrientation: Orientation, animated: Bool) {
        // Turning the device keeps the window as it is (its room serves both orientations, and a
        // window the user resized stays so); without the toolbar the picture is the screen, turned.
        let turnsOnly = presentation.showsChrome && newDevice != nil && newDevice == presentation.device
        presentation.setDevice(newDevice, orientation: newOrientation)
        if let newDevice {
            if !turnsOnly { presentation.setWindowSize(deviceWindowSize(for: newDevice, orientation: newOrientation)) }
        } else {
            presentation.setWindowSize(fittingDisplay(document.scene.viewport))
        }
        let safe = newDevice?.safeArea(newOrientation) ?? .zero
        // The device's size classes, for the new layout to prepare with (a section provider may
        // say "two columns when regular"); no device: a Mac's window, regular both ways.
        let classes = newDevice?.sizeClasses(newOrientation) ?? (.regular, .regular)
        collectionView.setSizeClasses(horizontal: classes.horizontal, vertical: classes.vertical, invalidatingLayout: false)
        collectionView.setLayout(makeLayout(presentation.layoutKind), animated: animated, viewportSize: collectionFrame.size,
                                 safeAreaInsets: safe)
        collectionView.layoutIfNeeded()
    }

    /// Turns the device a quarter (the rotate button, the R key, the script action `rotate`).
    public func rotate(animated: Bool) {
        guard let device = presentation.device else { return }
        setDevice(device, orientation: presentation.orientation == .portrait ? .landscape : .portrait, animated: animated)
    }

    /// The next preset in the toolbar's menu after the current one (none after the last).
    func cycleDevice() {
        let all = DevicePreset.all
        let next: DevicePreset? = if let device = presentation.device, let index = all.firstIndex(of: device) {
            index + 1 < all.count ? all[index + 1] : nil
        } else {
            all.first
        }
        setDevice(next, orientation: presentation.orientation, animated: true)
    }

    // MARK: Drawing

    /// The desk's colour around the screen.
    private var deskColor: Color { presentation.appearance == .dark ? Color(hex: 0x2C2C2E) : Color(hex: 0x8E8E93) }

    /// The desk around the screen as it is shown (window points), with the toolbar.
    func drawDesk(into list: inout DrawList) {
        guard presentation.showsChrome, let screen = shownScreenFrame else { return }
        let desk = deskColor
        let window = Rect(x: 0, y: presentation.toolbarHeight, width: presentation.windowSize.width, height: max(0, presentation.windowSize.height - presentation.chromeHeight))
        list.append(.fill(Rect(x: 0, y: window.minY, width: window.width, height: max(0, screen.minY - window.minY)), color: desk, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: screen.maxY, width: window.width, height: max(0, window.maxY - screen.maxY)), color: desk, cornerRadius: 0))
        list.append(.fill(Rect(x: 0, y: screen.minY, width: max(0, screen.minX), height: screen.height), color: desk, cornerRadius: 0))
        list.append(.fill(Rect(x: screen.maxX, y: screen.minY, width: max(0, window.maxX - screen.maxX), height: screen.height),
                          color: desk, cornerRadius: 0))
    }

    /// The device over the content, where the screen is laid out (`drawOnDeviceScreen` shows it
    /// scaled): the screen's rounded corners, the status bar with the time and battery, the
    /// Dynamic Island and the home indicator.
    func drawDeviceScreen(into list: inout DrawList) {
        guard let device = presentation.device, let screen = deviceScreenFrame else { return }
        let palette = palette
        let safe = device.safeArea(presentation.orientation)
        // The status bar over the content that scrolls under it: the time at the left, the battery at the right.
        if safe.top > 0 {
            let bar = Rect(x: screen.minX, y: screen.minY, width: screen.width, height: safe.top)
            list.append(.fill(bar, color: palette.bar.withAlphaMultiplied(by: 0.94), cornerRadius: 0))
            if let face = try? fonts.systemFace(.bold) {
                let time = measurer.measure("9:41", font: face, pointSize: device.hasDynamicIsland ? 17 : 15)
                let x = device.hasDynamicIsland ? screen.minX + 52 - time.width / 2 + 20 : screen.minX + 12
                let y = device.hasDynamicIsland ? screen.minY + 20 : screen.minY + (safe.top - time.height) / 2
                for run in time.glyphRuns(at: Point(x: x, y: y), color: palette.label) { list.append(.text(run)) }
                let battery = Rect(x: screen.maxX - (device.hasDynamicIsland ? 58 : 36), y: y + (time.height - 12) / 2, width: 25, height: 12)
                list.append(.fill(battery, color: palette.label.withAlphaMultiplied(by: 0.4), cornerRadius: 3.5))
                list.append(.fill(battery.insetBy(dx: 2, dy: 2), color: palette.label, cornerRadius: 2))
                list.append(.fill(Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), color: palette.label.withAlphaMultiplied(by: 0.4),
                                  cornerRadius: 0.5))
            }
        }
        if device.hasDynamicIsland {
            let island = presentation.orientation == .portrait
                ? Rect(x: screen.midX - 63, y: screen.minY + 11, width: 126, height: 37)
                : Rect(x: screen.minX + 11, y: screen.midY - 63, width: 37, height: 126)
            list.append(.fill(island, color: Color(hex: 0x000000), cornerRadius: 18.5))
        }
        if device.hasHomeIndicator {
            // A phone's indicator is 134 points long upright and 210 on its side; a tablet's 315.
            let isPhone = min(device.portraitSize.width, device.portraitSize.height) < 600
            let width = isPhone ? (presentation.orientation == .portrait ? 134.0 : 210) : 315
            list.append(.fill(Rect(x: screen.midX - width / 2, y: screen.maxY - 8 - 5, width: width, height: 5),
                              color: palette.label, cornerRadius: 2.5))
        }
        drawScreenCorners(screen, radius: device.cornerRadius, color: presentation.showsChrome ? deskColor : Color(hex: 0x000000), into: &list)
    }

    /// Covers what lies outside the screen's rounded corners, one point-high strip at a time.
    private func drawScreenCorners(_ screen: Rect, radius: Double, color: Color, into list: inout DrawList) {
        guard radius > 0 else { return }
        let rows = Int(radius.rounded(.up))
        for row in 0..<rows {
            // The strip's middle, measured from the corner's edge; the arc's inset there.
            let dy = radius - (Double(row) + 0.5)
            let inset = radius - (radius * radius - dy * dy).squareRoot()
            guard inset > 0.01 else { continue }
            for (top, left) in [(true, true), (true, false), (false, true), (false, false)] {
                let y = top ? screen.minY + Double(row) : screen.maxY - Double(row) - 1
                let x = left ? screen.minX : screen.maxX - inset
                list.append(.fill(Rect(x: x, y: y, width: inset, height: 1), color: color, cornerRadius: 0))
            }
        }
    }
}
