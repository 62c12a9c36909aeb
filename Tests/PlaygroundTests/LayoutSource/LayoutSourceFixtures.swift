import AppSupport
import Foundation
import LayoutSource
@testable import Playground
import TestSupport

/// The iOS sample-code layouts and scenes of Tests/PlaygroundTests/LayoutSource/Layouts (not built into
/// the tests: they `import UIKit`), and the comparison of two `dump --all`s element by element.
enum LayoutSourceFixtures {
    /// A file in the Layouts folder.
    static func path(_ name: String) -> String {
        PackagePaths.sampleLayout(name)
    }

    /// A copy of a file of the Layouts folder in a temporary folder, named `name` (the same name by default),
    /// with `replacing`'s texts replaced (each must occur) and `appending` added at its end: a variant of a
    /// sample (another radius, a subclass that flips) without a file of its own.
    static func variant(of file: String, named name: String? = nil, replacing: [(String, String)] = [], appending: String = "") throws -> String {
        var text = try String(contentsOfFile: path(file), encoding: .utf8)
        for (from, to) in replacing {
            guard text.contains(from) else { throw PlaygroundError("\(file) has no \"\(from)\" to replace") }
            text = text.replacingOccurrences(of: from, with: to)
        }
        let copy = try TestPaths.temporaryDirectory().appendingPathComponent(name ?? file)
        try (text + appending).write(to: copy, atomically: true, encoding: .utf8)
        return copy.path
    }

    /// A stand-in for the toolchain in a new folder: a `swiftc` that leaves the file `started` beside it when it is
    /// started at all, and fails. Given as `SWIFT_EXEC` (with an empty `XDG_CACHE_HOME`, so that nothing comes from
    /// the cache), it tells whether anything was compiled.
    static func markingSwiftc() throws -> (swiftc: String, started: String) {
        let toolchain = try TestPaths.temporaryDirectory().appendingPathComponent("toolchain")
        try FileManager.default.createDirectory(at: toolchain, withIntermediateDirectories: true)
        let swiftc = toolchain.appendingPathComponent("swiftc")
        try "#!/bin/sh\ntouch \"$(dirname \"$0\")/started\"\nexit 1\n".write(to: swiftc, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swiftc.path)
        return (swiftc.path, toolchain.appendingPathComponent("started").path)
    }

    /// The processes running now (not ended and waiting to be reaped) whose command line is `arguments`.
    static func processes(running arguments: [String]) -> [pid_t] {
        let commandLine = arguments.map { $0 + "\u{0}" }.joined()
        return runningProcesses().filter { pid in
            FileManager.default.contents(atPath: "/proc/\(pid)/cmdline").map { String(decoding: $0, as: UTF8.self) } == commandLine
        }
    }

    /// The processes running now in the process group `group`.
    static func processes(inGroup group: pid_t) -> [pid_t] {
        runningProcesses().filter { status(of: $0)?.group == group }
    }

    /// A process's parent and process group, from /proc (nil once it has ended).
    static func status(of pid: pid_t) -> (parent: pid_t, group: pid_t, state: String)? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        // `pid (name) state ppid pgrp …`: the name may hold spaces and parentheses, so the fields are read after the last ')'.
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return (parent, group, String(fields[0]))
    }

    /// Every process that runs now: a zombie (ended, its parent yet to reap it) does not.
    private static func runningProcesses() -> [pid_t] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { pid_t($0) }
            .filter { status(of: $0).map { $0.state != "Z" && $0.state != "X" } ?? false }
    }

    /// Waits until `condition` holds or `seconds` have passed; whether it holds.
    static func wait(upTo seconds: Double, until condition: () -> Bool) -> Bool {
        let until = Date().addingTimeInterval(seconds)
        while !condition() && Date() < until { usleep(20_000) }
        return condition()
    }

    /// The frame `[x, y, width, height]` of the cell at `[section, item]` in a dump (the first with that index path).
    static func cellFrame(ofDump json: String, section: Int = 0, item: Int) throws -> [Double]? {
        try elements(ofDump: json).first { $0.key.hasPrefix("cell  [\(section), \(item)] ") }?.value.frame
    }

    /// Whether a frame is the expected one to a hundredth of a point (dumps round to thousandths).
    static func isClose(_ frame: [Double]?, _ expected: [Double]) -> Bool {
        guard let frame, frame.count == expected.count else { return false }
        return zip(frame, expected).allSatisfy { abs($0 - $1) < 0.01 }
    }

    /// The layout segments on a window's toolbar (or in its overflow menu), by label, and the labels of those on.
    @MainActor
    static func layoutSegments(_ model: PlaygroundModel) -> (all: [String], on: [String]) {
        let controls = (model.toolbarControls + model.overflowControls).filter { $0.action.isLayoutSegment }
        return (controls.map(\.label), controls.filter(\.isOn).map(\.label))
    }

    /// One element of a dump, reduced to what is compared.
    typealias Element = DumpElement

    /// The elements of a `dump --all` JSON by category, kind and index path (`DumpComparison`).
    static func elements(ofDump json: String) throws -> [String: Element] {
        try DumpComparison.elements(ofDump: json)
    }

    /// The differences between two dumps, one line each: frames past half a point, transforms, alpha,
    /// z-index, hidden, and elements only one of them has (`DumpComparison`).
    static func differences(_ expectedJSON: String, _ actualJSON: String) throws -> [String] {
        try DumpComparison.differences(expectedJSON, actualJSON)
    }

    /// Type-checks a file against the UIKit signature module (Tests/ExportTests/Signatures/UIKit.swift, the
    /// iOS SDK's declarations the export is checked against), built once per call into a temporary folder;
    /// the compiler's error lines, empty when it type-checks.
    static func typecheckAgainstSignatures(_ file: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LayoutSourceSignatures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let signatures = TestPaths.packageRoot.appendingPathComponent("Tests/ExportTests/Signatures/UIKit.swift").path
        let module = try swiftc(["-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "UIKit",
                                 "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path, signatures], in: directory)
        guard module.status == 0 else { return ["the signature module did not build: \(module.output)"] }
        let result = try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6", "-diagnostic-style", "llvm",
                                 "-I", directory.path, file], in: directory)
        return result.output.split(separator: "\n").map(String.init).filter { $0.contains("error: ") }
            + (result.status != 0 && !result.output.contains("error: ") ? ["swiftc exited with \(result.status)"] : [])
    }

    /// Runs swiftc and returns its status and its output (both streams).
    private static func swiftc(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let log = directory.appendingPathComponent("swiftc-\(UUID().uuidString).log").path
        let result = try SpawnedProcess.run(try LayoutSourceCompiler.swiftc().path, arguments, in: directory.path,
                                            output: .file(log), errors: .file(log))
        return (result.status, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }
}
