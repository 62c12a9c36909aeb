import Foundation
import Testing
@testable import Typography

/// The eleven text styles' point sizes at the twelve categories match Apple's table in
/// shared/reference/dynamic-type.json (copied into Fixtures), all 132 of them, and headline is SemiBold.
@MainActor @Suite struct DynamicTypeTableTests {
    struct Reference: Decodable {
        var categories: [String]
        var weights: [String: String]
        var pointSizes: [String: [Double]]
    }

    private func reference() throws -> Reference {
        let url = TypographyTestSupport.fixtures.appendingPathComponent("dynamic-type.json")
        return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }

    @Test func categoriesAreTheTwelveInOrderWithLAsDefault() throws {
        #expect(ContentSizeCategory.allCases.map(\.rawValue) == (try reference()).categories)
        #expect(ContentSizeCategory.default == .L)
    }

    @Test func everyPointSizeMatchesTheReference() throws {
        let table = try reference()
        var checked = 0
        for style in TextStyle.allCases {
            let sizes = try #require(table.pointSizes[style.rawValue])
            for category in ContentSizeCategory.allCases {
                #expect(style.pointSize(for: category) == sizes[category.index], "\(style) at \(category)")
                checked += 1
            }
        }
        #expect(checked == 132)
        #expect(Set(table.pointSizes.keys) == Set(TextStyle.allCases.map(\.rawValue)))
    }

    @Test func weightsMatchTheReference() throws {
        let table = try reference()
        for style in TextStyle.allCases {
            let expected: FontWeight = table.weights[style.rawValue] == "semibold" ? .semibold : .regular
            #expect(style.weight == expected, "\(style)")
        }
    }
}
