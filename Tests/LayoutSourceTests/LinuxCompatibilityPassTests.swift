import LayoutSource
import Testing

/// The Linux compatibility pass: what Swift on Linux rejects for want of Objective-C (`@objc optional`, `@objc`,
/// `@IBOutlet`, overrides in extensions, `#selector`) rewritten so that it compiles and behaves as on iOS, each
/// line of the user's file still at its own line for the compiler (`#sourceLocation`), and a file that needs
/// nothing left alone. (That the rewritten files compile and run is checked end to end, through the real
/// compile path, in PlaygroundTests' `LinuxCompatibilityTests`.)
struct LinuxCompatibilityPassTests {
    private let file = "/work/My Layout.swift"

    /// `count` spaces.
    private func spaces(_ count: Int) -> String { String(repeating: " ", count: count) }

    /// The rewritten text (the first directive line dropped), or nil when the file is left as it is.
    private func rewritten(_ source: String) -> String? {
        guard let text = LinuxCompatibilityPass.rewrite(source, file: file)?.text else { return nil }
        let first = "#sourceLocation(file: \"/work/My Layout.swift\", line: 1)\n"
        #expect(text.hasPrefix(first))
        return String(text.dropFirst(first.count))
    }

    @Test func aFileWithoutObjectiveCIsLeftAsItIs() {
        let source = """
            import UIKit
            @IBDesignable class Waves: UICollectionViewLayout {
                @IBInspectable var columnCount: Int = 2
                dynamic var spacing: CGFloat = 10
                override func prepare() { super.prepare() }
            }
            """
        #expect(LinuxCompatibilityPass.rewrite(source, file: file) == nil)
    }

    @Test func objcAttributesAndOutletsAreBlankedInPlace() {
        let source = """
            @objcMembers class Waves: UICollectionViewLayout {
                @objc dynamic var spacing: CGFloat = 10
                @objc(columnCount) var columns = 2
                @IBOutlet weak var label: UILabel!
                @IBAction func tap(_ sender: Any) {}
            }
            """
        // Each attribute becomes as many spaces, so that every line and column stays where it was.
        var expected = source
        for attribute in ["@objcMembers", "@objc(columnCount)", "@objc", "@IBOutlet", "@IBAction"] {
            expected = expected.replacingOccurrences(of: attribute, with: spaces(attribute.count))
        }
        #expect(rewritten(source) == expected)
    }

    static let waterfall = """
        @objc public protocol WaterfallDelegate: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
            @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderIn section: Int) -> CGFloat
            @objc optional func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                               columnCountFor section: Int) -> Int
        }
        let header = delegate?.collectionView?(cv, layout: self, heightForHeaderIn: 0) ?? 20
        let columns = delegate!.collectionView!(cv, layout: self, columnCountFor: 0)
        let rounded = delegate?.collectionView?(cv, layout: self, heightForHeaderIn: 0).rounded()
        let size = delegate?.collectionView(cv, layout: self, sizeForItemAt: path)
        """

    @Test func optionalRequirementsThrowWhenNotImplementedAndTheirCallsTryThem() {
        let result = LinuxCompatibilityPass.rewrite(Self.waterfall, file: file)
        #expect(result?.prelude?.contains("enum PlaygroundOptionalRequirement: Error") == true)
        let lines = rewritten(Self.waterfall)?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        #expect(lines.count == 13)
        // The protocol is class-bound without `@objc`; each optional requirement throws instead.
        #expect(lines[0] == spaces(6) + "public protocol WaterfallDelegate: UICollectionViewDelegate, AnyObject {")
        #expect(lines[1].hasSuffix("sizeForItemAt indexPath: IndexPath) -> CGSize"))
        // `    @objc optional func`: the attribute and `optional` blanked.
        #expect(lines[2] == spaces(4 + 5 + 1 + 8 + 1) + "func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderIn section: Int) throws -> CGFloat")
        #expect(lines[4] == spaces(39) + "columnCountFor section: Int) throws -> Int")
        // Calls: tried, so that one not implemented is nil (the fallback taken), or traps when forced.
        #expect(lines[6] == "let header = (try? delegate?.collectionView(cv, layout: self, heightForHeaderIn: 0)) ?? 20")
        #expect(lines[7] == "let columns = (try! delegate!.collectionView(cv, layout: self, columnCountFor: 0))")
        #expect(lines[8] == "let rounded = (try? delegate?.collectionView(cv, layout: self, heightForHeaderIn: 0))?.rounded()")
        #expect(lines[9] == "let size = delegate?.collectionView(cv, layout: self, sizeForItemAt: path)")
        // The default implementations, public as the protocol, after a directive back to the protocol's line.
        #expect(lines[10] == "#sourceLocation(file: \"/work/My Layout.swift\", line: 1)")
        #expect(lines[11] == "public extension WaterfallDelegate { "
                + "func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderIn section: Int) throws -> CGFloat "
                + "{ throw PlaygroundOptionalRequirement.notImplemented }; "
                + "func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, columnCountFor section: Int) throws -> Int "
                + "{ throw PlaygroundOptionalRequirement.notImplemented } }")
    }

    @Test func optionalReadOnlyPropertiesThrowWhenNotImplementedAndTheirChainsTryThem() {
        let source = """
            @objc protocol PagerDelegate {
                @objc optional var pageCount: Int { get }
                @objc optional var spacing: CGFloat { get set }
            }
            let pages = delegate?.pageCount ?? 1
            let half = (collectionView.delegate as? PagerDelegate)?.pageCount.quotientAndRemainder(dividingBy: 2)
            let own = self.pageCount
            """
        let lines = rewritten(source)?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) ?? []
        #expect(lines.count == 10)
        // A read-only one: `get throws`, `@objc optional` blanked; a settable one is left for the compiler to refuse.
        #expect(lines[1] == spaces(4 + 5 + 1 + 8 + 1) + "var pageCount: Int { get throws }")
        #expect(lines[2] == spaces(4 + 5 + 1) + "optional var spacing: CGFloat { get set }")
        // Read through an optional chain: tried, nil when not implemented (the fallback taken), the chain going on.
        #expect(lines[4] == "let pages = (try? delegate?.pageCount) ?? 1")
        #expect(lines[5] == "let half = (try? (collectionView.delegate as? PagerDelegate)?.pageCount)?.quotientAndRemainder(dividingBy: 2)")
        // A plain member of the same name (a conformer's own) is left alone.
        #expect(lines[6] == "let own = self.pageCount")
        #expect(lines[8] == "extension PagerDelegate { var pageCount: Int { get throws { throw PlaygroundOptionalRequirement.notImplemented } } }")
        #expect(LinuxCompatibilityPass.rewrite(source, file: file)?.prelude?.contains("enum PlaygroundOptionalRequirement: Error") == true)
    }

    @Test func aFlowDelegatesOptionalMethodIsCalledAsTheModuleImplementsIt() {
        // UIKit's own optional requirements have default implementations in the module: called, the answer optional.
        let source = "let size = (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(collectionView, layout: self, sizeForItemAt: path) ?? itemSize\n"
            + "let sections = dataSource.numberOfSections!(in: collectionView)\n"
        let result = LinuxCompatibilityPass.rewrite(source, file: file)
        #expect(rewritten(source) == "let size = playgroundOptional((collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView(collectionView, layout: self, "
                + "sizeForItemAt: path)) ?? itemSize\nlet sections = dataSource.numberOfSections(in: collectionView)\n")
        #expect(result?.prelude?.contains("func playgroundOptional<Value>(_ value: Value?) -> Value? { value }") == true)
    }

    @Test func aProtocolWithoutParentsBecomesClassBound() {
        let source = "@objc protocol Pager { @objc optional func pageWidth() -> CGFloat }\nlet width = pager?.pageWidth?() ?? 300\n"
        #expect(rewritten(source)?.hasPrefix(spaces(6) + "protocol Pager: AnyObject { " + spaces(5 + 1 + 8 + 1) + "func pageWidth() throws -> CGFloat }\n"
                                              + "let width = (try? pager?.pageWidth()) ?? 300\n") == true)
    }

    @Test func aRenamedRequirementBecomesAnUnavailableMethodOfTheExtension() throws {
        let source = """
            @objc protocol Columns: AnyObject {
                @objc optional func count(for section: Int) -> Int
                @available(*, unavailable, renamed: "count(for:)")
                @objc optional func count(forSection section: Int) -> Int
            }
            """
        let lines = try #require(rewritten(source)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The requirement's two lines blanked (each kept, so that what follows keeps its line).
        #expect(lines[2].allSatisfy { $0 == " " } && lines[3].allSatisfy { $0 == " " } && lines[4] == "}")
        #expect(lines[6] == "extension Columns { func count(for section: Int) throws -> Int { throw PlaygroundOptionalRequirement.notImplemented }; "
                + "@available(*, unavailable, renamed: \"count(for:)\") func count(forSection section: Int) throws -> Int "
                + "{ throw PlaygroundOptionalRequirement.notImplemented } }")
    }

    @Test func aProtocolAlreadyClassBoundIsLeftSo() {
        #expect(rewritten("@objc protocol Pager: class { @objc optional func pageWidth() -> CGFloat }\n")?.hasPrefix(spaces(6) + "protocol Pager: class {") == true)
        #expect(rewritten("@objc protocol Pager: AnyObject, Sendable {}\n")?.hasPrefix(spaces(6) + "protocol Pager: AnyObject, Sendable {}\n") == true)
    }

    @Test func anOverrideInAnExtensionMovesIntoTheClassKeepingItsLines() throws {
        let source = """
            class Waves: UICollectionViewLayout {
                var spacing: CGFloat = 10
            }

            extension Waves {
                override func prepare() {
                    super.prepare()
                }
                func helper() {}
            }
            """
        let text = try #require(rewritten(source))
        #expect(text == """
            class Waves: UICollectionViewLayout {
                var spacing: CGFloat = 10

            #sourceLocation(file: "/work/My Layout.swift", line: 6)
            override func prepare() {
                    super.prepare()
                }
            #sourceLocation(file: "/work/My Layout.swift", line: 3)
            }

            extension Waves {
                \n\n
                func helper() {}
            }
            """)
    }

    @Test func selectorsNameTheMethodAndTheFileNeedsThePrelude() throws {
        let source = """
            let a = #selector(WaterfallDelegate.collectionView(_:layout:heightForHeaderIn:))
            let b = #selector(refresh)
            let c = #selector(getter: Waves.spacing)
            class Waves: NSObject { var spacing = 1.0; @objc func refresh() {} }
            """
        let result = try #require(LinuxCompatibilityPass.rewrite(source, file: file))
        let lines = result.text?.split(separator: "\n").map(String.init) ?? []
        #expect(lines[1] == "let a = Selector(\"collectionView(_:layout:heightForHeaderIn:)\")")
        #expect(lines[2] == "let b = Selector(\"refresh\")")
        #expect(lines[3] == "let c = Selector(\"spacing\")")
        // `responds(to:)` is answered from what the file's classes declare.
        #expect(result.prelude?.contains("ObjectIdentifier(Waves.self): [\"refresh\", \"spacing\"],") == true)
    }

    @Test func respondsToAloneNeedsOnlyThePrelude() {
        let source = "func asks(_ object: NSObject) -> Bool { object.responds(to: Selector(\"refresh\")) }\n"
        let result = LinuxCompatibilityPass.rewrite(source, file: file)
        #expect(result?.text == nil)
        #expect(result?.prelude?.contains("func responds(to selector: Selector!) -> Bool") == true)
    }

    @Test func appleFrameworksTheModuleHoldsImportUIKitInTheirPlace() {
        let source = """
            import CoreGraphics
            import QuartzCore
            import Foundation
            """
        // Padded to each name's length: what follows keeps its column.
        #expect(rewritten(source) == "import UIKit\(spaces(7))\nimport UIKit\(spaces(5))\nimport Foundation")
    }

    @Test func aProtocolsWeakRequirementLosesWeakAndAConformersKeepsIt() {
        let source = """
            protocol FocusedContaining: AnyObject {
                weak var focusChangeDelegate: FocusChangeDelegate? { get set }
            }
            class Snap: UICollectionViewLayout, FocusedContaining {
                weak var focusChangeDelegate: FocusChangeDelegate?
            }
            """
        #expect(rewritten(source) == """
            protocol FocusedContaining: AnyObject {
                \(spaces(4)) var focusChangeDelegate: FocusChangeDelegate? { get set }
            }
            class Snap: UICollectionViewLayout, FocusedContaining {
                weak var focusChangeDelegate: FocusChangeDelegate?
            }
            """)
    }

    @Test func aFoldersFilesCallOptionalRequirementsAnotherFileDeclares() throws {
        let protocolFile = """
            @objc protocol SlantedDelegate {
                @objc optional func size(at index: Int) -> CGFloat
            }
            """
        let layoutFile = """
            class Slanted: UICollectionViewLayout {
                weak var delegate: SlantedDelegate?
                func height(_ index: Int) -> CGFloat { delegate?.size?(at: index) ?? 44 }
            }
            """
        let result = try #require(LinuxCompatibilityPass.rewrite([(protocolFile, "/work/Delegate.swift"), (layoutFile, "/work/Layout.swift")]))
        // The call in the layout's file is tried as one in the protocol's own file would be.
        #expect(result.texts[1]?.contains("(try? delegate?.size(at: index)) ?? 44") == true, "\(result.texts[1] ?? "nil")")
        #expect(result.texts[0]?.contains("throws") == true)
        #expect(result.prelude != nil)
    }
}
