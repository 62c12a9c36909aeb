import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// The inspector's controls: each changes its parameter and only it, the layout animates to what
/// a fresh layout with the new value computes, and undo puts value and layout back.
@MainActor @Suite(.serialized) struct InspectorParameterTests {
    /// A value for a control other than the one it shows.
    private func otherValue(_ parameter: InspectorParameter) -> InspectorParameter.Value {
        switch parameter.control {
        case .slider:
            let low = parameter.number(atFraction: 0.3)!, high = parameter.number(atFraction: 0.7)!
            return .number(parameter.value == .number(low) ? high : low)
        case .choice(let names):
            return .choice(names.first { parameter.value != .choice($0) }!)
        case .toggle:
            return .flag(parameter.value != .flag(true))
        case .node, .buttons:
            // The Cell tab's outline only: no value to change.
            return parameter.value
        }
    }

    @Test(arguments: [(LayoutKind.flow, "default"), (.circle, "default"), (.coverflow, "default"), (.stacked, "default"),
                      (.grid, "default"), (.grid, "podcast"), (.compositional, "app-store")])
    func everyControlChangesItsParameterAndOnlyItAndUndoPutsItBack(kind: LayoutKind, scene: String) throws {
        let path = try InspectorTestSupport.copy(TestPaths.packageRoot.appendingPathComponent("Assets/\(scene)-scene.json").path)
        let model = try InspectorTestSupport.model(path, layout: kind)
        let original = try #require(model.document.scene.document)
        let originalFrames = InspectorTestSupport.frames(model)
        let parameters = model.inspectorParameters().parameters
        #expect(parameters.count >= 3)
        for (index, parameter) in parameters.enumerated() {
            let value = otherValue(parameter)
            model.changeInspectorParameter(parameter, to: value, undoable: true)
            model.settle()
            let edited = try #require(model.document.scene.document)
            // Only leaves under the parameter's own key changed (a size or inset is written whole).
            let changed = InspectorTestSupport.changedPaths(original.root, edited.root)
            #expect(!changed.isEmpty, "\(parameter.label): nothing changed")
            let prefix = parameter.path.description
            #expect(changed.allSatisfy { $0 == prefix || $0.hasPrefix(prefix + ".") }, "\(parameter.label): \(changed.sorted())")
            // The control now shows the new value.
            #expect(model.inspectorParameters().parameters[index].value == value, "\(parameter.label)")
            // What is on screen is what a fresh layout of the edited scene computes.
            let fresh = try InspectorTestSupport.freshModel(of: edited, layout: kind)
            let difference = InspectorTestSupport.firstDifference(InspectorTestSupport.frames(model), InspectorTestSupport.frames(fresh))
            #expect(difference == nil, "\(kind) \(parameter.label): \(difference ?? "")")
            // Undo: the scene and the layout as they were.
            model.undo()
            model.settle()
            #expect(model.document.scene.document?.text == original.text, "\(parameter.label)")
            let undone = InspectorTestSupport.firstDifference(InspectorTestSupport.frames(model), originalFrames)
            #expect(undone == nil, "\(kind) \(parameter.label) after undo: \(undone ?? "")")
        }
    }

    @Test func draggingASliderSetsTheValueUnderThePointerAsOneUndoStep() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        let before = try #require(model.document.scene.document?.value(at: try ParameterPath("layout.minimumLineSpacing"))?.number)
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let index = try #require(parameters.firstIndex { $0.label == "Line spacing" })
        let track = layout.rows[index].control
        let undoSteps = model.document.history.undoSteps.count
        // Line spacing runs from 0 to 80: a quarter along the track is 20, half is 40.
        model.handle(.pointerDown(Point(x: track.minX + track.width / 4, y: track.midY), modifiers: []))
        #expect(model.document.scene.document?.value(at: try ParameterPath("layout.minimumLineSpacing"))?.number == 20)
        model.handle(.pointerMove(Point(x: track.minX + track.width / 2, y: track.midY + 30)))
        model.handle(.pointerUp(Point(x: track.minX + track.width / 2, y: track.midY + 30)))
        model.settle()
        #expect(model.document.scene.document?.value(at: try ParameterPath("layout.minimumLineSpacing"))?.number == 40)
        #expect((model.collectionView.layout as? FlowLayout)?.metrics.minimumLineSpacing == 40)
        #expect(model.document.history.undoSteps.count == undoSteps + 1)
        #expect(model.hasUnsavedParameters)
        model.undo()
        #expect(model.document.scene.document?.value(at: try ParameterPath("layout.minimumLineSpacing"))?.number == before)
    }

    @Test func aSwitchAndASegmentedControlWorkByClicking() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        // The switch is at the end of the list: the wheel over the panel scrolls it into view.
        let panel = try #require(model.inspectorFrame)
        model.handle(.pointerMove(Point(x: panel.midX, y: panel.midY)))
        model.handle(.wheel(dx: 0, dy: 1000, modifiers: []))
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let pin = try #require(parameters.firstIndex { $0.label == "Pin headers" })
        #expect(layout.rows[pin].frame.maxY <= layout.list.maxY)
        let wasPinned = model.document.scene.layout.sectionHeadersPinToVisibleBounds
        let toggle = layout.rows[pin].control
        model.handle(.pointerDown(Point(x: toggle.midX, y: toggle.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: toggle.midX, y: toggle.midY)))
        #expect(model.document.scene.layout.sectionHeadersPinToVisibleBounds == !wasPinned)
        model.handle(.wheel(dx: 0, dy: -1000, modifiers: []))
        let top = try #require(model.inspectorLayout()).layout
        let direction = try #require(parameters.firstIndex { $0.label == "Scroll direction" })
        let horizontal = top.rows[direction].segments[1]
        model.handle(.pointerDown(Point(x: horizontal.midX, y: horizontal.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: horizontal.midX, y: horizontal.midY)))
        model.settle()
        #expect((model.collectionView.layout as? FlowLayout)?.scrollDirection == .horizontal)
        #expect(model.document.history.undoSteps.count == 2)
    }

    @Test func aValueTheSceneCannotHoldIsRefusedAndChangesNothing() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        let before = try #require(model.document.scene.document?.text)
        #expect(throws: InputError.self) {
            try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(-4), animated: true)
        }
        do {
            try model.setParameter(try ParameterPath("layout.coverflow.perspective"), to: .number(2), animated: true)
            Issue.record("a perspective of 2 was taken")
        } catch {
            #expect(error.message.hasPrefix("setParameter layout.coverflow.perspective: \"perspective\" must be a negative number"))
        }
        #expect(model.document.scene.document?.text == before)
        #expect(model.document.history.undoSteps.isEmpty && !model.hasUnsavedParameters)
        #expect(throws: InputError.self) { try ParameterPath("sections.0.items.0.title") }
    }

    @Test func aScriptTunesTheLayoutWithSetParameter() throws {
        let model = try ViewOptions(layout: .kind(.circle), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [
            #"{"at": 0, "do": "setParameter", "path": "layout.circle.radius", "value": 150, "animated": true}"#,
            #"{"at": 0.1, "do": "setParameter", "path": "layout.sectionInset.left", "value": 40}"#,
        ])
        // The radius reached the circle, the inset the scene's flow metrics; each is one undo step.
        #expect((model.collectionView.layout as? CircleLayout)?.radius == 150)
        #expect(model.document.scene.layout.metrics.sectionInset.left == 40)
        #expect(model.document.history.undoSteps.count == 2)
    }
}

/// Grid controls write where the key in effect is set: a section's own metrics, or the variant
/// that applies at this width, so moving a control moves what is on screen.
@MainActor @Suite struct InspectorGridTargetTests {
    @Test func aSelectedSectionsVariantTakesTheChange() throws {
        let path = try InspectorTestSupport.copy(TestPaths.podcastScene)
        let model = try InspectorTestSupport.model(path)
        model.advance(by: 3)
        model.settle()
        let episodes = try #require(model.collectionView.data.sections.firstIndex { $0.id == "episodes" })
        model.collectionView.selectItem(at: CollectionLayout.IndexPath(item: 0, section: episodes))
        // 724 points wide (the window less the panel): the episodes' variant from 700 up is in effect.
        #expect(model.collectionFrame.width == 724)
        let columns = try #require(model.inspectorParameters().parameters.first { $0.label == "Columns" })
        let sceneIndex = try #require(model.document.scene.sections.firstIndex { $0.id == "episodes" })
        #expect(columns.path.description == "sections.\(sceneIndex).layout.grid.variants.0.numberOfColumns")
        #expect(columns.value == .number(2))
        model.changeInspectorParameter(columns, to: .number(3), undoable: true)
        model.settle()
        // Three columns of episodes on screen: three distinct x positions among the section's cells.
        let xs = Set(model.collectionView.presentationElements().map(\.attributes)
            .filter { $0.category == .cell && $0.indexPath.section == episodes }.map { ($0.frame.minX * 10).rounded() })
        #expect(xs.count == 3)
        // Without a selection the layout's own key is the target.
        model.collectionView.deselectItem(at: CollectionLayout.IndexPath(item: 0, section: episodes))
        #expect(model.inspectorParameters().parameters.first { $0.label == "Columns" }?.path.description == "layout.numberOfColumns")
    }
}
