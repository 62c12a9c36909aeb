import UIKit

// The app's side, written for the playground's tests (not part of the library): the layout asks the collection
// view's delegate for each item's size; in the playground that delegate is the scene's, which answers
// `sizeForItemAt` with each card's own size — the one extension the README describes.
#if PLAYGROUND
@_spi(Playground) import UIKit

extension PlaygroundSceneDelegate: CHTCollectionViewDelegateWaterfallLayout {}
#endif
