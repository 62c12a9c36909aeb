import Foundation

/// Where the app keeps what outlives a run, as the XDG Base Directory specification says:
/// settings and recent files under `$XDG_CONFIG_HOME` (default `~/.config`), recovery copies
/// under `$XDG_STATE_HOME` (default `~/.local/state`), each in a `collection-playground` folder.
public struct XDGDirectories: Sendable, Equatable {
    /// The app's folder under the config home: what is remembered between runs.
    public var config: URL
    /// The app's folder under the state home: recovery copies of unsaved documents.
    public var state: URL

    /// The folder name under both homes.
    public static let appFolder = "collection-playground"

    /// The folders for `environment` (the process's by default). A relative or empty
    /// `XDG_*_HOME` is ignored, as the specification says.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = URL(fileURLWithPath: environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory(), isDirectory: true)
        func base(_ variable: String, default relative: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            return home.appendingPathComponent(relative, isDirectory: true)
        }
        config = base("XDG_CONFIG_HOME", default: ".config").appendingPathComponent(Self.appFolder, isDirectory: true)
        state = base("XDG_STATE_HOME", default: ".local/state").appendingPathComponent(Self.appFolder, isDirectory: true)
    }
}
