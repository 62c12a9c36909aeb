// An empty stand-in for Swift Testing's cross-import overlay of UIKit.
//
// The Linux toolchain's Testing.swiftcrossimport names `_Testing_UIKit` as the overlay to load when a file
// imports both Testing and a module called UIKit (on Apple platforms it adds image attachments). Linux has
// no such overlay, so a test file importing Testing and this package's UIKit would fail with "no such module
// '_Testing_UIKit'"; this empty module, built before UIKitTests, answers the lookup. Nothing else uses it.
