import LayoutSource
import Testing

/// A framework's Swift files that see UIKit through its umbrella header are compiled with `import UIKit` put
/// before their first line, each line still where the compiler reports it.
struct UmbrellaImportTests {
    @Test func aFileWithoutUIKitGetsItsImportAndKeepsItsLines() throws {
        let texts = ["import Foundation\nclass Mozaik: UICollectionViewLayout {}\n", "import UIKit\nstruct Size {}\n"]
        let result = try #require(UmbrellaImport.apply(to: nil, texts: texts, files: ["/lib/Mozaik.swift", "/lib/Size.swift"]))
        #expect(result.texts[0] == "import UIKit\n#sourceLocation(file: \"/lib/Mozaik.swift\", line: 1)\n" + texts[0])
        // A file that imports UIKit itself is left alone; no prelude is asked for.
        #expect(result.texts[1] == nil)
        #expect(result.prelude == nil)
    }

    @Test func aFileTheCompatibilityPassRewroteGetsTheImportBeforeItsDirective() throws {
        let rewritten = "#sourceLocation(file: \"/lib/Delegate.swift\", line: 1)\nprotocol D: AnyObject {}\n"
        let result = try #require(UmbrellaImport.apply(to: ([rewritten], "prelude"), texts: ["@objc protocol D {}\n"], files: ["/lib/Delegate.swift"]))
        #expect(result.texts[0] == "import UIKit\n" + rewritten)
        #expect(result.prelude == "prelude")
    }

    @Test func everyWayOfImportingUIKitCounts() {
        let imports = ["import UIKit", "@_exported import UIKit", "import class UIKit.UIView", "  import UIKit.UIGestureRecognizerSubclass"]
        for line in imports {
            #expect(UmbrellaImport.apply(to: nil, texts: [line + "\n"], files: ["/lib/A.swift"]) == nil, "\(line)")
        }
        // A name that merely starts with it is not UIKit.
        #expect(UmbrellaImport.apply(to: nil, texts: ["import UIKitPlus\n"], files: ["/lib/A.swift"]) != nil)
    }
}
