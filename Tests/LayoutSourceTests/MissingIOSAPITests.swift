import LayoutSource
import Testing

/// Compile errors naming iOS API the playground's UIKit lacks get a note saying so, with the call's labels; an
/// error naming anything else — a typo, the file's own names — passes through as the compiler said it.
struct MissingIOSAPITests {
    @Test(arguments: [
        ("cannot find 'UIScreen' in scope", "UIScreen"),
        ("cannot find type 'UIPanGestureRecognizer' in scope", "UIPanGestureRecognizer"),
        ("type 'UIView' has no member 'animate'", "UIView.animate"),
        // A member of UIView or UIScrollView is missing from UICollectionView too, named where iOS declares it.
        ("value of type 'UICollectionView' has no member 'isScrollEnabled'", "UIScrollView.isScrollEnabled"),
        ("value of optional type 'UICollectionView?' has no member 'addGestureRecognizer'", "UIView.addGestureRecognizer"),
        ("value of type 'UITraitCollection' has no member 'displayScale'", "UITraitCollection.displayScale"),
        // A class of the file is looked up in the UIKit class it derives from.
        ("value of type 'CardsLayout' has no member 'finalizeLayoutTransition'", "UICollectionViewLayout.finalizeLayoutTransition"),
    ])
    func iOSAPIIsNamed(_ message: String, _ api: String) {
        #expect(MissingIOSAPI.missingAPI(in: message, classes: ["CardsLayout": "BaseLayout", "BaseLayout": "UICollectionViewFlowLayout"]) == api)
    }

    @Test(arguments: [
        "cannot find 'frobnicate' in scope",
        "value of type 'UIView' has no member 'wobble'",
        "value of type 'CardsLayout' has no member 'spacing'",
        "cannot convert value of type 'String' to specified type 'Int'",
    ])
    func anythingElsePassesThrough(_ message: String) {
        #expect(MissingIOSAPI.missingAPI(in: message, classes: ["CardsLayout": "UICollectionViewLayout"]) == nil)
    }

    @Test func theNoteFollowsTheErrorsSourceLineWithTheCallsLabels() {
        let file = "/work/Fade.swift"
        let source = "import UIKit\nfunc fade() {\n    UIView.animate(withDuration: 0.3, animations: {})\n    frobnicate()\n}\n"
        let lines = [
            "\(file):3:12: error: type 'UIView' has no member 'animate'",
            "    UIView.animate(withDuration: 0.3, animations: {})",
            "           ^~~~~~~",
            "\(file):4:5: error: cannot find 'frobnicate' in scope",
            "    frobnicate()",
            "    ^~~~~~~~~~",
        ]
        #expect(MissingIOSAPI.annotate(lines, file: file, source: source) == Array(lines[0...2]) + [
            "\(file):3:12: note: the playground's UIKit has no UIView.animate(withDuration:animations:), which iOS has; "
                + "see docs/runtime.md#ios-api-the-playground-lacks",
        ] + Array(lines[3...]))
    }

    @Test func aSettableOptionalPropertyRequirementSaysWhatThePassRewrites() {
        let file = "/work/Pager.swift"
        let lines = ["\(file):3:5: error: 'optional' can only be applied to members of an '@objc' protocol", "    optional var pages: Int { get set }", "    ^~~~~~~~"]
        #expect(MissingIOSAPI.annotate(lines, file: file, source: "") == lines + [
            "\(file):3:5: note: Swift on Linux has no Objective-C runtime, and the playground rewrites only optional methods and read-only "
                + "properties: make it one, or a requirement with a default in an extension; see docs/runtime.md#what-the-playground-rewrites-for-linux",
        ])
    }
}
