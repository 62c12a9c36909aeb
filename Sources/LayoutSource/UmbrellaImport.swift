import Foundation

/// A framework's Swift files see what its Objective-C umbrella header imports (`#import <UIKit/UIKit.h>`)
/// without importing it themselves; compiled as a folder of plain Swift files they would not, so each file of
/// such a folder that does not import UIKit is compiled with `import UIKit` put before its first line, a
/// `#sourceLocation` keeping every line of it where the compiler reports it.
package enum UmbrellaImport {
    /// The compatibility pass's result (`LinuxCompatibilityPass.rewrite`) with `import UIKit` added to each file of
    /// `texts` (at `files`) that lacks it: to its rewritten text, or to the file itself when the pass left it alone.
    package static func apply(to result: (texts: [String?], prelude: String?)?, texts: [String], files: [String])
        -> (texts: [String?], prelude: String?)? {
        var rewritten = result?.texts ?? Array(repeating: nil, count: texts.count)
        var changed = false
        for index in texts.indices where !importsUIKit(texts[index]) {
            let body = rewritten[index] ?? LinuxCompatibilityPass.sourceLocation(files[index], line: 1) + "\n" + texts[index]
            rewritten[index] = "import UIKit\n" + body
            changed = true
        }
        guard changed else { return result }
        return (rewritten, result?.prelude)
    }

    /// Whether a file imports UIKit itself (`import UIKit`, `@_exported import UIKit`, `import class UIKit.UIView`).
    static func importsUIKit(_ text: String) -> Bool {
        text.range(of: #"(?m)^\s*(@\w+\s+)*import\s+(\w+\s+)?UIKit\b"#, options: .regularExpression) != nil
    }
}
