import AppInput
import CollectionLayout
import CollectionView
import Interactions
import Typography

/// Time: the simulated clock that scripts, animations and autoscrolling run on.
extension PlaygroundModel {
    /// The seconds of simulated time that have passed.
    public var time: Double { collectionView.animator.time }

    /// Advances the clock by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: time + max(0, seconds))
    }

    /// Advances the clock to `moment` (never backwards), autoscrolling in steps of a frame
    /// while a lifted cell is near an edge.
    public func advance(to moment: Double) {
        defer {
            handlePinch(.clockTicked)
            settleFrameState()
        }
        // A tick of the clock is a new frame of the trace.
        if moment > time { collectionView.trace?.endFrame() }
        advanceVariants(to: moment)
        if collectionView.movingItemID != nil {
            while moment - time > 1e-9 {
                let step = min(1.0 / 60, moment - time)
                collectionView.advance(to: time + step)
                handlePress(.clockTicked(seconds: step))
            }
        } else {
            collectionView.advance(to: moment)
        }
        advanceDataSources()
        handleSwipeReportingErrors(.clockTicked)
        // A picture fading in changes its cell's drawing as the clock moves.
        if isFadingPictures { collectionView.cellContentsChanged() }
    }

    /// Whether anything is moving (a load under way spins its indicator).
    public var isAnimating: Bool {
        collectionView.isAnimating || isFadingAppearance || pendingLoadEnd != nil || interactions.swipe.slideEndTime != nil || isSlidingEditControls
            || interactions.swipe.wheel != nil || invalidationFlashesEndTime != nil || isFadingPictures || isAnimatingVariants
    }

    /// When the running animations (and the appearance's crossfade, and the scripted loads) end.
    public var animationsEndTime: Double {
        max(collectionView.animationsEndTime, presentation.appearanceFade?.endTime ?? time, pendingLoadEnd ?? time,
            interactions.swipe.slideEndTime ?? time, editControlsEndTime ?? time, interactions.swipe.wheel.map { $0.lastTime + SwipeInteraction.wheelIdle } ?? time,
            invalidationFlashesEndTime ?? time, cells.pictures.fadeEndTime(at: time) ?? time,
            variantModels.map(\.animationsEndTime).max() ?? time)
    }

    /// Advances the clock until nothing moves: every animation and scripted load has ended.
    public func settle() {
        // What follows from a change made without the clock (Variants' panes after an edit) first.
        settleFrameState()
        var rounds = 0
        while isAnimating && rounds < 100 {
            advance(to: max(time, animationsEndTime))
            rounds += 1
        }
    }
}
