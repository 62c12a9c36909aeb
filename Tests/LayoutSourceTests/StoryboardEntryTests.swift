import LayoutSource
import Testing

/// Classes a storyboard makes — their only initialiser `init?(coder:)` — are made by the host with an empty
/// coder: a layout class, the view controller whose `createLayout()` runs, a flow-layout delegate; a class with
/// an `init()` as well is still made with it.
struct StoryboardEntryTests {
    private let file = "/work/MyLayout.swift"

    /// The host's code making the file's entry (`LayoutEntry.hostCode`), as the compiler writes it.
    private func hostCode(_ source: String, className: String? = nil) throws -> String {
        let entry = try LayoutEntry.find(in: source, file: file, className: className, functionName: nil)
        return entry.hostCode(delegate: LayoutDelegateFinder.flowLayoutDelegate(in: source), madeWithCoder: LayoutEntry.madeWithCoder(in: source))
    }

    @Test func aLayoutWithOnlyInitCoderIsMadeWithAnEmptyCoder() throws {
        let source = """
            class Grid: UICollectionViewLayout {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        #expect(try hostCode(source) == "(Grid(coder: NSCoder())!, nil)")
    }

    @Test func aSubclassInheritingOnlyInitCoderIsToo() throws {
        let source = """
            class Base: UICollectionViewLayout {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Grid: Base {}
            """
        #expect(try hostCode(source, className: "Grid") == "(Grid(coder: NSCoder())!, nil)")
    }

    @Test func aLayoutWithInitAsWellIsMadeWithInit() throws {
        let source = """
            class Grid: UICollectionViewLayout {
                override init() { super.init() }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """
        #expect(try hostCode(source) == "(Grid(), nil)")
    }

    @Test func aStoryboardViewControllersCreateLayoutRunsOnOneMadeWithACoder() throws {
        let source = """
            class GridViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                required init?(coder: NSCoder) { super.init(coder: coder) }
                func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            }
            """
        #expect(try hostCode(source) == "let owner = GridViewController(coder: NSCoder())!; keepUserLayoutOwner(owner); return (owner.createLayout(), owner)")
        let function = try #require(LayoutFunctionFinder.entryPoints(in: source, layoutClasses: []).first)
        #expect(function.call == "GridViewController(coder: NSCoder())!.createLayout()")
    }
}
