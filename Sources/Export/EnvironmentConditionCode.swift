import CollectionLayout
import Playground
import SceneFormat
import Typography

/// A scene's environment condition (a section variant's `when`) as the Swift test a section
/// provider makes on its `NSCollectionLayoutEnvironment`.
enum EnvironmentConditionCode {
    /// `environment.container.contentSize.width >= 600 && environment.traitCollection.preferredContentSizeCategory >= .accessibilityMedium`.
    static func expression(_ condition: EnvironmentCondition) -> String {
        var tests: [String] = []
        let width = "environment.container.contentSize.width", effective = "environment.container.effectiveContentSize.width"
        let category = "environment.traitCollection.preferredContentSizeCategory"
        if let value = condition.minWidth { tests.append("\(width) >= \(SwiftNumber.text(value))") }
        if let value = condition.maxWidth { tests.append("\(width) <= \(SwiftNumber.text(value))") }
        if let value = condition.minEffectiveContentWidth { tests.append("\(effective) >= \(SwiftNumber.text(value))") }
        if let value = condition.maxEffectiveContentWidth { tests.append("\(effective) <= \(SwiftNumber.text(value))") }
        if let value = condition.minCategory { tests.append("\(category) >= .\(value.uikitName)") }
        if let value = condition.maxCategory { tests.append("\(category) <= .\(value.uikitName)") }
        if let value = condition.horizontalSizeClass { tests.append("environment.traitCollection.horizontalSizeClass == .\(value.rawValue)") }
        if let value = condition.verticalSizeClass { tests.append("environment.traitCollection.verticalSizeClass == .\(value.rawValue)") }
        return tests.isEmpty ? "true" : tests.joined(separator: " && ")
    }
}
