import Foundation

/// The folders the tests make (their scenes, pictures, the app's remembered state), all inside one
/// folder for this test process.
public enum TemporaryFolders {
    /// A fresh temporary folder, inside `runFolder`.
    public static func make() throws -> URL {
        let url = runFolder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// This test process's folder in the system's temporary folder, which holds every folder the
    /// tests make: made on first use, after removing the folders of earlier runs whose process has
    /// ended, so runs leave one folder behind at most, not thousands.
    public static let runFolder: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let prefix = "playground-tests-run-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            // Only a folder whose process is gone (another test process may be running beside this one).
            guard let process = Int32(name.dropFirst(prefix.count)), kill(process, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        return temporary.appendingPathComponent("\(prefix)\(getpid())")
    }()
}
