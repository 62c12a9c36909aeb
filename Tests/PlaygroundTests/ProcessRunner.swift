import Foundation
import TestSupport

/// Runs the `playground` executable as a user would and collects what it printed.
struct ProcessResult {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var stdout: String
    /// Standard error.
    var stderr: String
}

enum ProcessRunner {
    /// Runs `playground` with `arguments`; `environment` changes replace (or, with nil, remove) variables.
    /// Unless a change names them, the XDG config, state and cache homes are a fresh temporary
    /// folder, so a test neither reads nor writes the user's remembered state, recovery copies or
    /// thumbnails.
    static func playground(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> ProcessResult {
        var environment = isolatedEnvironment(in: TestPaths.runFolder.appendingPathComponent("xdg-\(UUID().uuidString)"))
        for (key, value) in changes { environment[key] = value }
        let result = try SpawnedProcess.run(TestPaths.executable, arguments, environment: environment)
        return ProcessResult(status: result.status, stdout: result.standardOutput, stderr: result.standardError)
    }

    /// The process's environment with `XDG_CONFIG_HOME`, `XDG_STATE_HOME` and `XDG_CACHE_HOME`
    /// (the window's thumbnail cache) inside `folder`.
    static func isolatedEnvironment(in folder: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        environment["XDG_STATE_HOME"] = folder.appendingPathComponent("state").path
        // Made now: a cache home that does not exist has Mesa say on stderr that it cannot keep its shader cache.
        let cache = folder.appendingPathComponent("cache")
        try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        environment["XDG_CACHE_HOME"] = cache.path
        return environment
    }
}
