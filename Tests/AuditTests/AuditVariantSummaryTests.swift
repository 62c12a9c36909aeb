import Audit
import Testing

/// Where a problem shows, said against the variants audited, worked by hand on the audit's
/// default axes (12 text sizes × light, dark × ltr, rtl: 48 variants) and narrower ones.
struct AuditVariantSummaryTests {
    private typealias G = AuditVariantGrid
    private let audited = G.variants()

    /// AX3, AX4, AX5 in both directions and both appearances: every combination of its values.
    @Test func aRunOfTextSizesInBothDirectionsAndAppearances() {
        let some = G.variants(categories: ["AX3", "AX4", "AX5"])
        #expect(AuditVariantSummary.describe(some, among: audited) == "at AX3–AX5, both directions, light and dark")
    }

    /// Every variant audited: said as a count, not axis by axis.
    @Test func everyVariant() {
        #expect(AuditVariantSummary.describe(audited, among: audited) == "in all 48 variants")
    }

    /// xS, S, M are neighbours, AX5 stands alone; one direction and one appearance are named.
    @Test func runsAndSingleValues() {
        let some = G.variants(categories: ["xS", "S", "M", "AX5"], appearances: ["dark"], directions: ["ltr"])
        #expect(AuditVariantSummary.describe(some, among: audited) == "at xS–M, AX5, ltr, dark")
    }

    /// Every text size in light only: "all text sizes", both directions.
    @Test func allTextSizesOfOneAppearance() {
        let some = G.variants(appearances: ["light"])
        #expect(AuditVariantSummary.describe(some, among: audited) == "at all text sizes, both directions, light")
    }

    /// AX5 in ltr and AX3–AX5 in rtl, light only, is no set of combinations: it is said direction by direction.
    @Test func notEveryCombinationIsSaidPartByPart() {
        let some = G.variants(categories: ["AX5"], appearances: ["light"], directions: ["ltr"])
            + G.variants(categories: ["AX3", "AX4", "AX5"], appearances: ["light"], directions: ["rtl"])
        #expect(AuditVariantSummary.describe(some, among: audited) == "at AX5, ltr, light; at AX3–AX5, rtl, light")
    }

    /// Axes audited at one value are left out: L and light only, so only the direction is named.
    @Test func axesWithOneValueAreLeftOut() {
        let narrow = G.variants(categories: ["L"], appearances: ["light"])
        #expect(AuditVariantSummary.describe(G.variants(categories: ["L"], appearances: ["light"], directions: ["rtl"]), among: narrow) == "rtl")
        // One variant audited: nothing to say.
        let one = G.variants(categories: ["L"], appearances: ["light"], directions: ["ltr"])
        #expect(AuditVariantSummary.describe(one, among: one) == "")
    }

    /// Text sizes audited with gaps (xS, L, AX5): L and AX5 are not neighbours.
    @Test func runsFollowTheOrderOfSizesNotOfTheAxis() {
        #expect(AuditVariantSummary.categoryRuns(["AX5", "L"]) == "L, AX5")
        #expect(AuditVariantSummary.categoryRuns(["L", "xL", "xxL"]) == "L–xxL")
    }

    /// The environments' axes: a problem only with Bold Text at large sizes, over both contrasts and two pseudo-languages.
    @Test func boldTextContrastAndPseudoLanguagesAreSaid() {
        func grid(bold: [Bool], contrasts: [String], pseudo: [String], categories: [String]) -> [AuditVariant] {
            pseudo.flatMap { language in bold.flatMap { boldText in contrasts.flatMap { contrast in categories.map {
                AuditVariant(category: $0, device: nil, orientation: nil, appearance: "light", direction: "ltr", layout: "list",
                             pseudoLanguage: language, boldText: boldText, contrast: contrast)
            } } } }
        }
        let audited = grid(bold: [false, true], contrasts: ["normal", "increased"], pseudo: ["none", "doubleLength"], categories: ["L", "AX5"])
        let some = grid(bold: [true], contrasts: ["normal", "increased"], pseudo: ["doubleLength"], categories: ["AX5"])
        #expect(AuditVariantSummary.describe(some, among: audited) == "at AX5, with Bold Text, both contrasts, doubleLength")
        let plain = grid(bold: [false, true], contrasts: ["increased"], pseudo: ["none", "doubleLength"], categories: ["L", "AX5"])
        #expect(AuditVariantSummary.describe(plain, among: audited) == "at both text sizes, with and without Bold Text, increased contrast, both pseudo-languages")
        #expect(some[0].label == "AX5 · light · ltr · list · bold text · doubleLength")
    }

    /// Reduce Transparency and Differentiate Without Color are said as Bold Text is.
    @Test func reduceTransparencyAndDifferentiateWithoutColorAreSaid() {
        func grid(transparency: [Bool], shapes: [Bool], categories: [String]) -> [AuditVariant] {
            transparency.flatMap { opaque in shapes.flatMap { marked in categories.map {
                AuditVariant(category: $0, device: nil, orientation: nil, appearance: "light", direction: "ltr", layout: "list",
                             reduceTransparency: opaque, differentiateWithoutColor: marked)
            } } }
        }
        let audited = grid(transparency: [false, true], shapes: [false, true], categories: ["L", "AX5"])
        let opaque = grid(transparency: [true], shapes: [false, true], categories: ["AX5"])
        #expect(AuditVariantSummary.describe(opaque, among: audited) == "at AX5, with Reduce Transparency, with and without Differentiate Without Color")
        let plain = grid(transparency: [false, true], shapes: [false], categories: ["L", "AX5"])
        #expect(AuditVariantSummary.describe(plain, among: audited)
                == "at both text sizes, with and without Reduce Transparency, without Differentiate Without Color")
        #expect(opaque[1].label == "AX5 · light · ltr · list · reduce transparency · differentiate without color")
    }
}
