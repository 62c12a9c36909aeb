import CollectionLayout
import Testing
@testable import CollectionView

/// The loading state machine, aggregate loading, queued changes and placeholders.
@MainActor @Suite struct DataSourceLoadingTests {
    /// The WWDC 2014 sample's table of legal transitions (AAPLLoadableContentStateMachine),
    /// copied by hand; staying in the same state is allowed and changes nothing.
    private static let legal: [LoadState: Set<LoadState>] = [
        .initial: [.loadingContent],
        .loadingContent: [.contentLoaded, .noContent, .error],
        .refreshingContent: [.contentLoaded, .noContent, .error],
        .contentLoaded: [.refreshingContent, .noContent, .error],
        .noContent: [.refreshingContent, .contentLoaded, .error],
        .error: [.loadingContent, .refreshingContent, .noContent, .contentLoaded],
    ]

    @Test func everyLegalTransitionIsTakenAndEveryIllegalOneRefused() {
        var legalCount = 0, illegalCount = 0
        for from in LoadState.allCases {
            for to in LoadState.allCases {
                var machine = LoadableContentStateMachine(state: from)
                let allowed = from == to || Self.legal[from]!.contains(to)
                do {
                    try machine.enter(to)
                    #expect(allowed, "\(from) → \(to) should be refused")
                    #expect(machine.currentState == to)
                    legalCount += 1
                } catch {
                    #expect(!allowed, "\(from) → \(to) should be allowed")
                    #expect(error.description == "illegal load state transition from \(from) to \(to)")
                    #expect(machine.currentState == from)
                    illegalCount += 1
                }
            }
        }
        // 6 × 6 pairs: 6 stays, 1 + 3 + 3 + 3 + 3 + 4 = 17 moves; the other 13 are refused.
        #expect(legalCount == 6 + 17)
        #expect(illegalCount == 13)
    }

    /// A basic source brought to `state` through legal transitions only.
    private func source(in state: LoadState) throws -> BasicDataSource {
        let source = BasicDataSource(sectionID: "s", items: ["a"])
        let path: [LoadState] = switch state {
        case .initial: []
        case .loadingContent: [.loadingContent]
        case .contentLoaded: [.loadingContent, .contentLoaded]
        case .noContent: [.loadingContent, .noContent]
        case .error: [.loadingContent, .error]
        case .refreshingContent: [.loadingContent, .contentLoaded, .refreshingContent]
        }
        for step in path { try source.transition(to: step) }
        return source
    }

    @Test func aSourceRefusesAnIllegalTransitionWithoutChangingAnything() throws {
        for from in LoadState.allCases {
            for to in LoadState.allCases where from != to && !Self.legal[from]!.contains(to) {
                let source = try source(in: from)
                let owner = DataSourceOwner(source)
                #expect(throws: DataSourceError("illegal load state transition from \(from) to \(to)")) {
                    try source.transition(to: to)
                }
                #expect(source.loadState == from)
                #expect(owner.updates.isEmpty && owner.states.isEmpty)
            }
        }
    }

    @Test func beginLoadingIsLegalFromEveryState() throws {
        // The sample's rule: the first load is loadingContent, a later one refreshingContent.
        let expected: [LoadState: LoadState] = [
            .initial: .loadingContent, .loadingContent: .loadingContent, .contentLoaded: .refreshingContent,
            .noContent: .refreshingContent, .error: .refreshingContent, .refreshingContent: .refreshingContent,
        ]
        for (from, to) in expected {
            let source = try source(in: from)
            source.beginLoading()
            #expect(source.loadState == to, "from \(from)")
        }
    }

    @Test func aScriptedLoadWalksTheStatesOnTheCallersClock() throws {
        let source = BasicDataSource(sectionID: "s", loadScript: LoadScript(duration: 2, outcome: .content(["x", "y"])))
        let owner = DataSourceOwner(source)
        source.loadContent(at: 10)
        #expect(source.loadState == .loadingContent)
        #expect(source.placeholder == .activityIndicator)
        source.advance(to: 11.9)
        #expect(source.loadState == .loadingContent)
        source.advance(to: 12)
        #expect(source.loadState == .contentLoaded)
        #expect(source.placeholder == nil)
        #expect(owner.states == [.loadingContent, .contentLoaded])
        #expect(owner.updates.map(\.update.insertedItems) == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]])
        #expect(owner.view.data == handBuilt([("s", ["x", "y"])]))
        #expect(owner.refusals.isEmpty)
    }

    @Test func placeholdersDescribeNoContentAndErrors() throws {
        let empty = BasicDataSource(sectionID: "e", loadScript: LoadScript(duration: 1, outcome: .noContent))
        empty.noContentPlaceholder = DataSourcePlaceholder(title: "No Episodes", message: "This season has none yet.")
        empty.loadContent(at: 0)
        empty.advance(to: 1)
        #expect(empty.loadState == .noContent)
        #expect(empty.placeholder == DataSourcePlaceholder(title: "No Episodes", message: "This season has none yet."))

        let failing = BasicDataSource(sectionID: "f", loadScript: LoadScript(duration: 1, outcome: .error("The network is down.")))
        failing.errorPlaceholder = DataSourcePlaceholder(title: "Unable to Load", buttonTitle: "Try Again")
        failing.loadContent(at: 0)
        failing.advance(to: 5)
        #expect(failing.loadState == .error)
        #expect(failing.placeholder == DataSourcePlaceholder(title: "Unable to Load", message: "The network is down.", buttonTitle: "Try Again"))
        #expect(failing.loadingError == "The network is down.")
    }

    @Test func twoChildrenLoadingShowOneLoadingStateForTheComposition() throws {
        let first = BasicDataSource(sectionID: "first", loadScript: LoadScript(duration: 1, outcome: .content(["f0", "f1"])))
        let second = BasicDataSource(sectionID: "second", loadScript: LoadScript(duration: 3, outcome: .content(["s0"])))
        let root = try ComposedDataSource(children: [first, second])
        let owner = DataSourceOwner(root)
        root.loadContent(at: 0)
        #expect(root.loadState == .loadingContent)
        #expect(root.placeholder == .activityIndicator)
        root.advance(to: 1)
        // The first child has its content, but the screen still shows one loading state and no items.
        #expect(first.loadState == .contentLoaded)
        #expect(root.loadState == .loadingContent)
        #expect(owner.view.data == handBuilt([("first", []), ("second", [])]))
        root.advance(to: 3)
        #expect(root.loadState == .contentLoaded)
        // The owner heard of exactly one loading state and one loaded state.
        #expect(owner.states == [.loadingContent, .contentLoaded])
        // Everything arrived at once, in one update, at global index paths.
        #expect(owner.updates.count == 1)
        #expect(Set(owner.updates.first?.update.insertedItems ?? [])
                == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
        #expect(owner.view.data == handBuilt([("first", ["f0", "f1"]), ("second", ["s0"])]))
        #expect(owner.refusals.isEmpty)
    }

    @Test func theAggregateStateFollowsTheDocumentedRule() {
        // Cases written by hand from the rule in the notes.
        let cases: [([LoadState], LoadState)] = [
            ([], .initial),
            ([.initial, .initial], .initial),
            ([.contentLoaded, .loadingContent, .error], .loadingContent),
            ([.contentLoaded, .refreshingContent, .error], .refreshingContent),
            ([.contentLoaded, .error, .noContent], .error),
            ([.noContent, .noContent], .noContent),
            ([.noContent, .contentLoaded], .contentLoaded),
            ([.initial, .contentLoaded], .contentLoaded),
            ([.initial, .noContent], .contentLoaded),
        ]
        for (states, expected) in cases {
            #expect(ComposedDataSource.aggregateLoadState(of: states) == expected, "\(states)")
        }
    }

    @Test func changesWhileAPlaceholderShowsAreQueuedAndDeliveredWhenItLoads() throws {
        let header = BasicDataSource(sectionID: "header", items: ["h"])
        let list = BasicDataSource(sectionID: "list", loadScript: LoadScript(duration: 1, outcome: .noContent))
        let root = try ComposedDataSource(children: [header, list])
        let owner = DataSourceOwner(root)
        root.loadContent(at: 0)
        root.advance(to: 1)
        #expect(list.loadState == .noContent)
        let before = owner.updates.count
        try list.insertItems(["x", "y"], at: 0)
        try list.moveItem(from: 1, to: 0)
        // Nothing reaches the owner while the no-content placeholder shows.
        #expect(owner.updates.count == before)
        #expect(owner.view.data == handBuilt([("header", ["h"]), ("list", [])]))
        try list.transition(to: .contentLoaded)
        // Both edits arrive as one update: the list's section is global section 1.
        #expect(owner.updates.count == before + 1)
        #expect(Set(owner.updates.last?.update.insertedItems ?? []) == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        #expect(owner.view.data == handBuilt([("header", ["h"]), ("list", ["y", "x"])]))
        #expect(owner.refusals.isEmpty)
    }

    @Test func aLoadedChildsChangesWaitForItsSiblingsFirstLoad() throws {
        let fast = BasicDataSource(sectionID: "fast", loadScript: LoadScript(duration: 1, outcome: .content(["f0"])))
        let slow = BasicDataSource(sectionID: "slow", loadScript: LoadScript(duration: 4, outcome: .content(["s0"])))
        let root = try ComposedDataSource(children: [fast, slow])
        let owner = DataSourceOwner(root)
        root.loadContent(at: 0)
        root.advance(to: 2)
        try fast.insertItems(["f1"], at: 1)
        try fast.deleteItems(at: [0])
        #expect(owner.updates.isEmpty)
        root.advance(to: 4)
        #expect(owner.updates.count == 1)
        #expect(owner.view.data == handBuilt([("fast", ["f1"]), ("slow", ["s0"])]))
        #expect(owner.refusals.isEmpty)
    }

    @Test func aRefreshKeepsTheContentOnScreenAndReportsEditsAtOnce() throws {
        let source = BasicDataSource(sectionID: "s", loadScript: LoadScript(duration: 1, outcome: .content(["a", "b"])))
        let owner = DataSourceOwner(source)
        source.loadContent(at: 0)
        source.advance(to: 1)
        source.loadScript = LoadScript(duration: 1, outcome: .content(["b", "c"]))
        source.loadContent(at: 5)
        #expect(source.loadState == .refreshingContent)
        #expect(source.placeholder == nil)
        try source.insertItems(["z"], at: 0)
        #expect(owner.updates.last?.update.insertedItems == [IndexPath(item: 0, section: 0)])
        source.advance(to: 6)
        #expect(owner.states == [.loadingContent, .contentLoaded, .refreshingContent, .contentLoaded])
        #expect(owner.view.data == handBuilt([("s", ["b", "c"])]))
        #expect(owner.refusals.isEmpty)
    }
}

extension DataSourceLoadingTests {
    @Test func aStateEnteredByHandCancelsTheScriptedLoad() throws {
        let source = BasicDataSource(sectionID: "s", loadScript: LoadScript(duration: 2, outcome: .content(["late"])))
        source.loadContent(at: 0)
        try source.transition(to: .error)
        try source.transition(to: .loadingContent)
        source.advance(to: 10)
        // The script's content never arrives: the source still loads, by hand.
        #expect(source.loadState == .loadingContent)
        #expect(source.items.isEmpty)
    }
}
