/// How large a device's screen is shown in the window, as the iOS Simulator offers
/// (contract: Ctrl+1, Ctrl+2, Ctrl+3). The collection view lays out at the device's point size
/// whichever is chosen: only the drawing, and the pointer's way back into it, are scaled.
public enum DeviceZoom: String, CaseIterable, Sendable {
    /// Shrunk to fit the window (never enlarged past one point a point): the default.
    case fitToWindow
    /// One window point a device point.
    case pointAccurate
    /// One screen pixel a device pixel: the device's points × its scale ÷ the window's pixel scale.
    case pixelAccurate

    /// The name the chrome shows.
    public var title: String {
        switch self {
        case .fitToWindow: "Fit to Window"
        case .pointAccurate: "Point Accurate"
        case .pixelAccurate: "Pixel Accurate"
        }
    }
}
