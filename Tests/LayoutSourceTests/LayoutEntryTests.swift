import LayoutSource
import Testing

/// Which class or function of a user's file the host runs: `--layout-class`, `--layout-function`, or the
/// file's only one; every wrong choice is one line naming what the file has.
struct LayoutEntryTests {
    private let file = "/work/MyLayout.swift"

    /// The entry chosen, as `name = call`, or the error's line.
    private func choose(_ source: String, className: String? = nil, function: String? = nil) -> String {
        do {
            let entry = try LayoutEntry.find(in: source, file: file, className: className, functionName: function)
            return "\(entry.name) = \(entry.call)"
        } catch {
            return error.description
        }
    }

    /// The same, for a choice that must fail.
    private func error(_ line: String) -> String { line }

    static let twoFunctions = """
        import UIKit
        @MainActor func createLayout() -> UICollectionViewLayout { fatalError() }
        final class GridViewController: UIViewController {
            func createLayout() -> UICollectionViewLayout { fatalError() }
            func makeLayout(columns: Int) -> UICollectionViewLayout { fatalError() }
        }
        """

    @Test func aFileWithOneFunctionRunsIt() {
        #expect(choose("@MainActor func createLayout() -> UICollectionViewLayout { fatalError() }") == ("createLayout = createLayout()"))
    }

    @Test func aLayoutClassWinsWhenNothingIsNamed() {
        let source = "class Wave: UICollectionViewLayout {}\n@MainActor func makeCollectionViewLayout() -> UICollectionViewLayout { Wave() }"
        #expect(choose(source) == ("Wave = Wave()"))
        #expect(choose(source, function: "makeCollectionViewLayout") == ("makeCollectionViewLayout = makeCollectionViewLayout()"))
    }

    @Test func severalFunctionsNeedANameAndAreListed() {
        #expect(error(choose(Self.twoFunctions)) == "\(file): the file has 2 functions that make a layout (createLayout, GridViewController.createLayout); "
                + "name one with --layout-function NAME")
        #expect(choose(Self.twoFunctions, function: "GridViewController.createLayout")
                == ("GridViewController.createLayout = GridViewController().createLayout()"))
        #expect(choose(Self.twoFunctions, function: "createLayout") == ("createLayout = createLayout()"))
    }

    @Test func aMethodsOwnNameIsEnoughWhenOnlyOneHasIt() {
        let source = "final class GridViewController: UIViewController {\n    func createLayout() -> UICollectionViewLayout { fatalError() }\n}"
        #expect(choose(source, function: "createLayout") == ("GridViewController.createLayout = GridViewController().createLayout()"))
    }

    @Test func aMissingFunctionNamesTheOnesThereAre() {
        #expect(error(choose(Self.twoFunctions, function: "makeGrid"))
                == "\(file): --layout-function makeGrid: the file has no function of that name (its layout-making functions: createLayout, GridViewController.createLayout)")
    }

    @Test func aFunctionWithParametersIsRefusedWithThem() {
        #expect(error(choose(Self.twoFunctions, function: "makeLayout"))
                == "\(file): --layout-function makeLayout: GridViewController.makeLayout takes parameters (columns: Int); the playground calls it with none")
    }

    @Test func aFileWithoutLayoutsSaysSo() {
        #expect(error(choose("func answer() -> Int { 42 }"))
                == "\(file): no class in the file subclasses UICollectionViewLayout and no function without parameters returns one")
        #expect(error(choose("func grid(columns: Int) -> UICollectionViewLayout { fatalError() }"))
                == "\(file): no class in the file subclasses UICollectionViewLayout and no function without parameters returns one "
                + "(grid takes parameters (columns: Int); the playground calls it with none)")
    }

    @Test func aClassAndAFunctionCannotBothBeNamed() {
        #expect(error(choose(Self.twoFunctions, className: "A", function: "createLayout")) == "\(file): give --layout-class or --layout-function, not both")
    }
}
