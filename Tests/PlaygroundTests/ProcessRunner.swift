import Foundation

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
    static func playground(_ arguments: [String], environment changes: [String: String?] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }
}
