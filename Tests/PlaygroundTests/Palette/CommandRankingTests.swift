import AppSupport
import Testing
@testable import Playground

/// The palette's ranking: word starts, then a contiguous run, then scattered letters, ties in the
/// table's order — on small tables and on the command table itself, every expectation worked by hand.
@Suite struct CommandRankingTests {
    @Test func tiersOfOneTitle() {
        #expect(CommandRanking.tier(of: "cf", in: "Cover Flow") == .wordStarts)
        #expect(CommandRanking.tier(of: "covfl", in: "Cover Flow") == .wordStarts)
        #expect(CommandRanking.tier(of: "COVER", in: "Cover Flow") == .wordStarts)
        #expect(CommandRanking.tier(of: "rtl", in: "Right-to-left") == .wordStarts)
        #expect(CommandRanking.tier(of: "over", in: "Cover Flow") == .substring)
        #expect(CommandRanking.tier(of: "cvr", in: "Cover Flow") == .subsequence)
        #expect(CommandRanking.tier(of: "x", in: "Cover Flow") == nil)
        #expect(CommandRanking.tier(of: "fc", in: "Cover Flow") == nil)
    }

    @Test func wordStartsBeforeSubstringsBeforeSubsequencesTiesInOrder() {
        // "low": Scroll down scattered (s-c-r-o-[l]-l-d-[o]-[w]), Flow and Slow contiguous.
        #expect(CommandRanking.rank("low", ["Scroll down", "Flow layout", "Slow"]) { $0 } == [1, 2, 0])
        // A word start beats a run inside a word, whatever the order.
        #expect(CommandRanking.rank("low", ["Yellow", "Low tide"]) { $0 } == [1, 0])
        #expect(CommandRanking.rank("", ["b", "a"]) { $0 } == [0, 1])
        #expect(CommandRanking.rank("q", ["b", "a"]) { $0 }.isEmpty)
    }

    private func first(_ query: String) -> String? {
        CommandRanking.rank(query, CommandCatalogue.entries, title: \.title).first.map { CommandCatalogue.entries[$0].title }
    }

    @Test func theCommandTableRanksAsAPersonExpects() {
        #expect(first("cf") == "Cover Flow layout")
        #expect(first("dark") == "Dark appearance")
        #expect(first("ax5") == "Text size AX5")
        #expect(first("AX5") == "Text size AX5")
        #expect(first("rtl") == "Right-to-left layout direction")
        #expect(first("undo") == "Undo")
        #expect(first("zoom pix") == "Device zoom: pixel accurate")
        #expect(first("grid") == "Grid layout")
        #expect(first("red") == "Redlines")
        #expect(first("slow") == "Slow animations")
        #expect(first("20") == nil)
    }
}
