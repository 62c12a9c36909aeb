import LayoutSource
import Testing

/// The functions of a user's file that make a layout, found by parsing it: top-level functions and methods,
/// with what the host needs to call each (its type, static or not, whether its type has an `init()`).
struct LayoutFunctionFinderTests {
    /// The functions of `source`, by name.
    private func functions(_ source: String) -> [String: LayoutFunction] {
        let classes = ["MyLayout"]
        return Dictionary(LayoutFunctionFinder.functions(in: source, layoutClasses: classes).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aTopLevelFunctionIsCalledByItsName() throws {
        let found = try #require(functions("import UIKit\n@MainActor func createLayout() -> UICollectionViewLayout { fatalError() }")["createLayout"])
        #expect(found.isEntryPoint && found.typeName == nil && found.call == "createLayout()")
    }

    @Test func aMethodOfAViewControllerIsCalledOnANewInstance() throws {
        let source = """
            class GridViewController: UIViewController {
                var columns = 3
            }
            extension GridViewController {
                func createLayout() -> UICollectionViewLayout { fatalError() }
            }
            """
        let found = try #require(functions(source)["GridViewController.createLayout"])
        #expect(found.isEntryPoint && found.call == "GridViewController().createLayout()")
    }

    @Test func aStaticMethodIsCalledOnTheType() throws {
        let found = try #require(functions("enum Layouts { static func grid() -> UIKit.UICollectionViewCompositionalLayout { fatalError() } }")["Layouts.grid"])
        #expect(found.isEntryPoint && found.returnType == "UICollectionViewCompositionalLayout" && found.call == "Layouts.grid()")
    }

    @Test func nestedTypesAreNamedWithDots() throws {
        let source = "struct Outer { struct Inner { func make() -> UICollectionViewFlowLayout { fatalError() } } }\nextension Outer.Inner { func other() -> some UICollectionViewLayout { fatalError() } }"
        let found = functions(source)
        #expect(found["Outer.Inner.make"]?.call == "Outer.Inner().make()")
        #expect(found["Outer.Inner.other"]?.isEntryPoint == true)
    }

    @Test func aFunctionReturningTheFilesOwnLayoutClassCounts() {
        #expect(functions("func make() -> MyLayout { MyLayout() }")["make"]?.isEntryPoint == true)
        #expect(functions("func count() -> Int { 3 }")["count"]?.problem == "returns Int, not a UICollectionViewLayout")
    }

    @Test func whatTheHostCannotCallSaysWhy() {
        let source = """
            func columns(_ count: Int, spacing: CGFloat = 8) -> UICollectionViewLayout { fatalError() }
            func later() async -> UICollectionViewLayout { fatalError() }
            private func hidden() -> UICollectionViewLayout { fatalError() }
            enum Namespace { func make() -> UICollectionViewLayout { fatalError() } }
            final class Needs { init(value: Int) {}; func make() -> UICollectionViewLayout { fatalError() } }
            """
        let found = functions(source)
        #expect(found["columns"]?.problem == "takes parameters (_: Int); the playground calls it with none")
        #expect(found["later"]?.problem == "is async; the playground calls it synchronously")
        #expect(found["hidden"]?.problem == "is private; the playground calls it from another file")
        #expect(found["Namespace.make"]?.problem == "is a method of Namespace, which has no init(); make it static, or give Namespace an init()")
        #expect(found["Needs.make"]?.problem == "is a method of Needs, which has no init(); make it static, or give Needs an init()")
    }

    @Test func defaultedParametersAndAPlainInitAreFine() {
        let source = """
            func columns(count: Int = 3) -> UICollectionViewLayout { fatalError() }
            final class Maker { init(value: Int) {}; convenience init() { self.init(value: 1) }; func make() throws -> UICollectionViewLayout { fatalError() } }
            """
        let found = functions(source)
        #expect(found["columns"]?.isEntryPoint == true)
        #expect(found["Maker.make"]?.call == "try! Maker().make()")
    }

    @Test func commentsStringsProtocolsAndLocalFunctionsAreNotFunctionsOfTheFile() {
        let source = """
            // func commented() -> UICollectionViewLayout
            let text = "func quoted() -> UICollectionViewLayout"
            protocol Making { func make() -> UICollectionViewLayout }
            func outer() -> Int {
                func inner() -> UICollectionViewLayout { fatalError() }
                return 0
            }
            """
        #expect(Set(functions(source).keys) == ["outer"])
    }
}
