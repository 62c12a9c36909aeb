import AppSupport
import Audit
import Commands
import Foundation
@testable import Playground
import Testing

/// `playground audit`: its exit statuses, its JSON and its input errors, run as a user runs it.
struct AuditCommandTests {
    /// Nothing found: status 0 and one summary line.
    @Test func nothingFoundExitsZero() throws {
        let result = try ProcessRunner.playground(["audit", "--categories", "L", "--appearances", "light", "--directions", "ltr"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Field Guide: 1 variant, nothing found\n")
    }

    /// Findings: status 1, and the contract's JSON — the variant, index path, id and evidence of each.
    @Test func findingsExitOneWithTheContractsJSON() throws {
        let result = try ProcessRunner.playground(["audit", "--categories", "AX5", "--appearances", "light", "--directions", "ltr,rtl",
                                                   "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["variants"] as? Int == 2)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        let first = try #require(findings.first)
        #expect(AuditFinding.Kind(rawValue: first["kind"] as? String ?? "") != nil)
        let variant = try #require(first["variant"] as? [String: Any])
        #expect(variant["category"] as? String == "AX5")
        #expect(variant["appearance"] as? String == "light")
        #expect(variant["layout"] as? String == "flow")
        #expect(variant["device"] is NSNull && variant["orientation"] is NSNull)
        #expect((first["indexPath"] as? [Int])?.count == 2)
        #expect(first["id"] is String)
        #expect(first["evidence"] is [String: Any])
    }

    /// Bad input: status 2 and one `error:` line naming the option.
    @Test(arguments: [
        (["--categories", "huge"], "--categories"),
        (["--format", "yaml"], "--format"),
        (["--devices", "Nokia"], "--devices"),
        (["--layouts", "spiral"], "--layouts"),
        (["--orientations", "landscape"], "--orientations needs a device"),
        (["--sheet", "out.jpg"], "--sheet"),
    ])
    func badInputExitsTwo(arguments: [String], mentions: String) throws {
        let result = try ProcessRunner.playground(["audit"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(mentions), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// The markdown report and its sheet: the table, the picture linked, the PNG written.
    @Test func markdownLinksTheSheet() throws {
        let sheet = try TestPaths.temporaryDirectory().appendingPathComponent("audit.png").path
        let result = try ProcessRunner.playground(["audit", "--categories", "AX5", "--appearances", "light", "--directions", "ltr",
                                                   "--size", "420x560", "--format", "markdown", "--sheet", sheet])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Layout audit: Field Guide"))
        #expect(result.stdout.contains("| # | kind | element | where | evidence |"))
        #expect(result.stdout.contains("](\(sheet))"))
        #expect(FileManager.default.fileExists(atPath: sheet))
    }

    /// Every axis's default: 12 text sizes × 2 appearances × 2 directions of the scene's own layout and window.
    @Test @MainActor func defaultsAreFortyEightVariants() throws {
        let options = ViewOptions(fontsDirectory: TestPaths.fonts)
        let variants = try AuditAxes().variants(of: try options.loadScene(), base: options)
        #expect(variants.count == 48)
        #expect(Set(variants.map(\.layout)) == ["flow"])
        #expect(variants.allSatisfy { $0.device == nil })
        #expect(try AuditAxes(devices: ["all"], orientations: ["all"], appearances: ["light"], directions: ["ltr"])
            .variants(of: try options.loadScene(), base: options).count == 12 * (1 + 6 * 2))
    }

    /// `--category ax5 --appearance dark` narrow their axes to the one value each (spelled as the
    /// contract spells it): 2 directions × 1 × 1; `--categories` still wins over `--category`. The
    /// base options' own values narrow them the same way.
    @Test @MainActor func theViewsOwnOptionsNarrowTheirAxes() throws {
        var options = ViewOptions(fontsDirectory: TestPaths.fonts)
        let scene = try options.loadScene()
        let narrowed = AuditAxes(category: "ax5", appearance: "dark")
        let variants = try narrowed.variants(of: scene, base: options)
        #expect(variants.map(\.category) == ["AX5", "AX5"])
        #expect(variants.map(\.appearance) == ["dark", "dark"])
        #expect(Set(variants.map(\.direction)) == ["ltr", "rtl"])
        var both = narrowed
        both.categories = ["xS", "L"]
        #expect(try both.variants(of: scene, base: options).count == 2 * 2)
        options.category = .AX5
        options.appearance = .dark
        #expect(try AuditAxes().variants(of: scene, base: options) == variants)
        #expect(throws: InputError.self) { try AuditAxes(direction: "sideways").variants(of: scene, base: options) }
    }
}
