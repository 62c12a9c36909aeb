import LayoutSource
import Testing

/// The flow-layout delegate a file declares, which the host makes its collection view's delegate, and the host's
/// code that makes the layout with it.
struct LayoutDelegateFinderTests {
    @Test func anExportsDelegateClassIsFound() {
        let source = """
            @MainActor func makeCollectionViewLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            final class ExportedFlowLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {}
            """
        #expect(LayoutDelegateFinder.flowLayoutDelegate(in: source) == "ExportedFlowLayoutDelegate")
        let entry = LayoutEntry.function(LayoutFunctionFinder.entryPoints(in: source, layoutClasses: [])[0])
        #expect(entry.hostCode(delegate: "ExportedFlowLayoutDelegate") == "(makeCollectionViewLayout(), ExportedFlowLayoutDelegate())")
        #expect(entry.hostCode(delegate: nil) == "(makeCollectionViewLayout(), nil)")
    }

    @Test func aViewControllerAdoptingItInAnExtensionIsTheOneWhoseMethodMakesTheLayout() {
        let source = """
            class WaterfallViewController: UIViewController {}
            extension WaterfallViewController: UIKit.UICollectionViewDelegateFlowLayout {
                func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            """
        #expect(LayoutDelegateFinder.flowLayoutDelegate(in: source) == "WaterfallViewController")
        let entry = LayoutEntry.function(LayoutFunctionFinder.entryPoints(in: source, layoutClasses: [])[0])
        #expect(entry.hostCode(delegate: "WaterfallViewController")
                == "let owner = WaterfallViewController(); keepUserLayoutOwner(owner); return (owner.createLayout(), owner)")
    }

    @Test func noDelegateWithoutAClassThatCanBeMade() {
        #expect(LayoutDelegateFinder.flowLayoutDelegate(in: "protocol Sizes: UICollectionViewDelegateFlowLayout {}") == nil)
        #expect(LayoutDelegateFinder.flowLayoutDelegate(in: "final class Needs: NSObject, UICollectionViewDelegateFlowLayout { init(x: Int) {} }") == nil)
        #expect(LayoutDelegateFinder.flowLayoutDelegate(in: "final class Plain: NSObject, UICollectionViewDelegate {}") == nil)
    }
}
