import Foundation
import Persistence
@testable import Playground

/// What the persistence suites share.
enum PersistenceTestSupport {
    /// XDG homes (config, state) in the folder of `file`, so that nothing a test remembers reaches the user's.
    static func directories(beside file: String) -> XDGDirectories {
        let folder = (file as NSString).deletingLastPathComponent
        return XDGDirectories(environment: ["HOME": folder, "XDG_CONFIG_HOME": folder + "/config", "XDG_STATE_HOME": folder + "/state"])
    }
}
