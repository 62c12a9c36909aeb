import Foundation
import Testing
import UIKit

/// A view controller, which sample code's `createLayout()` is a method of: its view is made once, on first
/// read, before `viewDidLoad()`.
@MainActor struct UIViewControllerTests {
    /// A view controller counting its `viewDidLoad()`s.
    final class Counting: UIViewController {
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            title = "Loaded"
        }
    }

    @Test func theViewIsMadeOnceOnFirstRead() {
        let controller = Counting()
        #expect(!controller.isViewLoaded && controller.loads == 0)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.loads == 1 && controller.title == "Loaded")
        #expect(controller.view === view)
        controller.loadViewIfNeeded()
        #expect(controller.loads == 1)
    }
}
