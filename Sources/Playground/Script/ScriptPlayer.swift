import AppSupport
import CollectionLayout
import SceneFormat

/// Plays a script on a model: each action at its moment of the model's clock.
@MainActor
public struct ScriptPlayer {
    /// The script being played.
    public let script: Script
    /// Whether the script's `loadLayoutSource` may compile and run the Swift file it names: only when the
    /// user said so (`--allow-layout-source`, or Run when the window asked); otherwise the action is refused.
    public let allowsLayoutSource: Bool
    private var next = 0

    /// A player at the start of `script`; its `loadLayoutSource` actions run code only `allowsLayoutSource`.
    public init(script: Script, allowsLayoutSource: Bool = false) {
        self.script = script
        self.allowsLayoutSource = allowsLayoutSource
    }

    /// Why a script may not load `path` without the user's word: one line, naming the flag that gives it.
    static func layoutSourceRefusal(_ path: String) -> String {
        "loadLayoutSource: the script would compile and run \(path); scripts run Swift code only with --allow-layout-source"
    }

    /// Whether every action has been played.
    public var isFinished: Bool { next >= script.actions.count }

    /// Plays every action up to `time` and moves the model's clock there. A refused action
    /// (an impossible update, a missing item) throws with the script's file and position and
    /// leaves the model as it was before that action.
    public mutating func play(until time: Double, on model: PlaygroundModel) throws(InputError) {
        while next < script.actions.count, script.actions[next].at <= time {
            let timed = script.actions[next]
            next += 1
            model.advance(to: timed.at)
            do {
                try apply(timed.action, to: model)
            } catch {
                throw InputError(file: script.file, location: timed.location, error.message)
            }
        }
        model.advance(to: time)
    }

    /// Plays every action up to `time` as the window does: an action that is refused is said in
    /// the window (a toast with its located message) and returned, nothing changes for it, and
    /// the script goes on with its next action.
    public mutating func playShowingRefusals(until time: Double, on model: PlaygroundModel) -> [InputError] {
        var refusals: [InputError] = []
        while true {
            do {
                try play(until: time, on: model)
                return refusals
            } catch {
                refusals.append(error)
                model.showToast("error: \(error.description)")
            }
        }
    }

    /// Plays the whole script and lets every animation finish.
    public mutating func playToEnd(on model: PlaygroundModel) throws(InputError) {
        try play(until: script.endTime, on: model)
        // Actions can start animations that end later; follow them until all is still.
        var guardCount = 0
        while model.isAnimating && guardCount < 100 {
            model.advance(to: max(model.time, model.animationsEndTime))
            guardCount += 1
        }
    }

    private func apply(_ action: ScriptAction, to model: PlaygroundModel) throws(InputError) {
        switch action {
        case .setLayout(let kind, let animated): model.apply(.setLayout(kind, animated: animated))
        case .showList(let animated): model.setLayout(.compositional, asList: true, animated: animated)
        case .setCategory(let category, let animated): model.apply(.setCategory(category, animated: animated))
        case .setDirection(let direction, let animated): model.apply(.setDirection(direction, animated: animated))
        case .selectSegment(let segment, let section, let animated): try model.selectSegment(segment, inSection: section, animated: animated)
        case .swipe(let path, let dx, let velocity): try model.swipe(at: path, dx: dx, velocity: velocity)
        case .edit(let on): model.apply(.setEditing(on))
        case .tapAction(let path, let kind): try model.tapAction(kind, at: path)
        case .reorder(let from, let to): try model.reorder(from: from, to: to)
        case .undo: model.apply(.undo)
        case .redo: model.apply(.redo)
        case .configureLayout(let parameters, let animated): model.configureLayouts(parameters, animated: animated)
        case .setParameter(let path, let value, let animated): try model.setParameter(path, to: value, animated: animated)
        case .editCellTemplate(let edit): try model.editCellTemplate(edit)
        case .showInspector(let open, let tab): model.apply(.setInspectorOpen(open, tab: tab))
        case .insert(let paths, let items): try model.insertItems(at: paths, items: items)
        case .delete(let paths): try model.deleteItems(at: paths)
        case .move(let from, let to): try model.moveItem(from: from, to: to)
        case .reload(let paths): try model.reloadItems(at: paths)
        case .batch(let updates, let animated): try model.performBatch(updates, animated: animated)
        case .applySnapshot(let sections, let animating): try model.applySnapshot(sections, animatingDifferences: animating)
        case .expand(let id, let animated): try model.expandItem(id, animated: animated)
        case .collapse(let id, let animated): try model.collapseItem(id, animated: animated)
        case .select(let path):
            guard model.collectionView.data.itemID(at: path) != nil else {
                throw InputError("select: there is no item at \(path)")
            }
            model.selectItem(at: path)
        case .scroll(let point, let animated):
            model.collectionView.scrollToRestingPlace(near: point, animated: animated)
            model.collectionView.layoutIfNeeded()
        case .scrollToItem(let path, let position, let animated):
            try model.scrollToItem(at: path, at: position, animated: animated)
        case .scrollSection(let section, let point, let animated):
            try model.scrollOrthogonalSection(section, to: point, animated: animated)
        case .setAppearance(let appearance, let animated): model.apply(.setAppearance(appearance, animated: animated))
        case .rotate(let animated):
            guard model.presentation.device != nil else { throw InputError("rotate: the scene is not on a device (give --device or the scene's \"device\")") }
            model.apply(.rotate(animated: animated))
        case .resize(let size): model.resize(to: size)
        case .setVariants(let variants): model.apply(.setVariants(variants))
        case .loadLayoutSource(let path, let className, let functionName):
            // Nothing is compiled, let alone run, that the user did not agree to.
            guard allowsLayoutSource else { throw InputError(Self.layoutSourceRefusal(path)) }
            try model.loadLayoutSource(path: path, className: className, functionName: functionName)
        case .input(let event): model.handle(event)
        }
    }
}
