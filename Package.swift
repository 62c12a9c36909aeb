// swift-tools-version:6.0
import PackageDescription

/// A system library reached through pkg-config, installed on Debian by `apt`.
func systemLibrary(_ name: String, pkgConfig: String, apt: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

let package = Package(
    name: "CollectionPlayground",
    products: [
        .executable(name: "playground", targets: ["playground"]),
        // The app's library, its scene format and its headless commands (`measure`), for the fuzz targets' own
        // package (Fuzz/Package.swift).
        .library(name: "PlaygroundLibrary", targets: ["Playground", "SceneFormat", "Commands"]),
        // UIKit's collection-view names over the layout engine, for layouts written for iOS (`import UIKit`).
        .library(name: "UIKit", type: .dynamic, targets: ["UIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // RFC 4180 CSV reading (quoted fields, doubled quotes, embedded newlines, CRLF), for `--items FILE.csv`.
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        // `export`: Swift source built as a syntax tree and formatted (SwiftSyntaxBuilder, SwiftBasicFormat).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // `--layout-source`: the Swift toolchain run on the user's layout file (compiler output collected, exit status).
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        systemLibrary("CSDL2", pkgConfig: "sdl2", apt: "libsdl2-dev"),
        systemLibrary("CSDL2Image", pkgConfig: "SDL2_image", apt: "libsdl2-image-dev"),
        systemLibrary("CFreeType", pkgConfig: "freetype2", apt: "libfreetype-dev"),
        systemLibrary("CHarfBuzz", pkgConfig: "harfbuzz", apt: "libharfbuzz-dev"),
        // fontconfig: the installed fallback faces (Noto Sans CJK, Thai, Devanagari…, Noto Color Emoji) and their coverage.
        systemLibrary("CFontconfig", pkgConfig: "fontconfig", apt: "libfontconfig1-dev"),
        systemLibrary("CFriBidi", pkgConfig: "fribidi", apt: "libfribidi-dev"),
        // libwebp's animation encoder (and decoder, to read animations back).
        systemLibrary("CWebP", pkgConfig: "libwebpmux", apt: "libwebp-dev"),
        // GLib and GObject: the type of vips' images and their release, the thumbnail cache's URIs and MD5 names.
        systemLibrary("CGObject", pkgConfig: "gobject-2.0", apt: "libglib2.0-dev"),
        // libjpeg-turbo's TurboJPEG API: JPEGs decoded with DCT scaling straight to RGBA (faster than vips' thumbnail).
        systemLibrary("CTurboJPEG", pkgConfig: "libturbojpeg", apt: "libturbojpeg0-dev"),
        // libexif: a JPEG's EXIF orientation, read from its header without vips' whole metadata pass.
        systemLibrary("CExif", pkgConfig: "libexif", apt: "libexif-dev"),
        // LittleCMS: a picture's embedded colour profile (Display P3, Adobe RGB) converted to sRGB.
        systemLibrary("CLCMS2", pkgConfig: "lcms2", apt: "liblcms2-dev"),
        // libhyphen (no pkg-config file on Debian): dictionary hyphenation with hyphen-en-us's patterns.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // glibc's allocator statistics (malloc.h), for the memory benchmark.
        .systemLibrary(name: "CMalloc"),
        // glibc's posix_spawn extensions (close every other descriptor, change folder) and pipe2.
        .systemLibrary(name: "CSpawn"),

        // The system ICU's line break iterator (libicu-dev): UAX #14 with ICU's dictionaries (Thai, Lao, Khmer, Myanmar,
        // CJK). A C target, not a system library: ICU's headers clash with Foundation's bundled ICU's in Swift (CICU.h).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        // libvips (libvips-dev): pictures' headers, decoding with shrink-on-load, area/Lanczos reduction (PNG, JPEG, WebP,
        // GIF, HEIC). A C target, not a system library: vips is opened at first use, not linked, since loading it and its
        // 58 libraries cost every process 21 ms at start (CVips.h).
        .target(name: "CVips", dependencies: ["CGObject"], linkerSettings: [.linkedLibrary("dl")]),
        // Child processes that hold only their own streams (the gallery's workers, users' layout hosts, the tests' tools).
        .target(name: "Spawning", dependencies: ["CSpawn"]),
        // Pure Swift: geometry, layout attributes, the layout protocol and the layouts.
        .target(name: "CollectionLayout"),
        // Pure Swift: UIKit's collection-view API (UICollectionViewLayout, flow, compositional) over CollectionLayout.
        .target(name: "UIKit", dependencies: ["CollectionLayout", "StackArithmetic", "DynamicTypeTable"]),
        // Pure Swift: the app's input vocabulary (pointer, wheel, keys, pinch), window-system neutral.
        .target(name: "AppInput", dependencies: ["CollectionLayout"]),
        // Pure Swift: data, visible set, scrolling and the DrawList.
        .target(name: "CollectionView", dependencies: ["CollectionLayout"]),
        // Fonts, Dynamic Type, shaping, line breaking, bidirectional text, measurement, glyph rasterisation.
        // Pure data: iOS's Dynamic Type point sizes, for Typography and the product's UIFont.
        .target(name: "DynamicTypeTable"),
        .target(name: "Typography", dependencies: ["DynamicTypeTable", "CFreeType", "CHarfBuzz", "CFontconfig", "CICU", "CFriBidi", "CHyphen"]),
        // The only code that touches SDL: window, software surface, PNG.
        .target(name: "Rendering", dependencies: ["AppSupport", "CSDL2", "CSDL2Image", "CWebP", "AppInput", "CollectionView", "Typography", "Pictures"]),
        // Pictures: headers, the picture budget, decoding downsampled off the main thread, content modes, the cache.
        .target(name: "Pictures", dependencies: ["CVips", "CTurboJPEG", "CExif", "CLCMS2"]),
        // What every part of the app shares: its two errors, lines bound for a terminal, files written whole or
        // privately, the JSON reader (every value's line and column) and writer, where the bundled files are.
        .target(name: "AppSupport"),
        // `--layout-source`: a user's UICollectionViewLayout in Swift compiled against the UIKit module and run in a
        // process of its own, answering the playground's layout calls over a line protocol. The file's layout-making
        // functions (`--layout-function`) are found by parsing it with swift-syntax's parser.
        .target(
            name: "LayoutSource",
            dependencies: [
                "AppSupport", "CollectionLayout", "Spawning", .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SwiftParser", package: "swift-syntax"), .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            // The host `main` compiled with a user's layout file, read at run time, not built in.
            exclude: ["Host"]
        ),
        // The scene format: scenes and scripts decoded from JSON (every error at its line and column), the tuned
        // parameters written back, the built-in scenes and device presets.
        // Cell templates: the node tree a scene's `cell` describes and its UIStackView layout.
        // Pure Swift: how a stack shares its length among its children (UIStackView's distributions), for cell templates and the product's UIStackView.
        .target(name: "StackArithmetic"),
        .target(name: "CellTemplate", dependencies: ["CollectionLayout", "Typography", "Pictures", "StackArithmetic"]),
        .target(name: "SceneFormat", dependencies: ["AppSupport", "CellTemplate", "AppInput", "CollectionLayout", "CollectionView", "Typography", "Pictures"]),
        // Cards drawn and sized: the painter (a file a card style), the sizers, redlines, the palette.
        .target(name: "CardDrawing", dependencies: ["AppSupport", "SceneFormat", "CellTemplate", "CollectionLayout", "CollectionView", "Typography", "Rendering", "Pictures"]),
        // The audit's checks (text cut, clipped or broken mid-word, small targets, low contrast, overlaps, content out of
        // reach, reading order, missing glyphs) over a window they may only read (`AuditedWindow`), its findings and report.
        // The hands' interactions as state of their own, each with the events it takes and the environment it may ask
        // (press, swipe, pinch, context menu) and the table that routes input to them: no model, no window.
        .target(name: "Interactions", dependencies: ["AppSupport", "AppInput", "SceneFormat", "CollectionLayout", "CollectionView"]),
        .target(name: "Audit", dependencies: ["AppSupport", "SceneFormat", "CardDrawing", "CollectionLayout", "CollectionView", "Typography", "Rendering", "Pictures"]),
        // What outlives a run and needs no window: the unsaved changes' recovery copies and their folder, the recent
        // files, the XDG folders they live in.
        .target(name: "Persistence", dependencies: ["AppSupport", "SceneFormat", "CollectionLayout", "Pictures"]),
        // The designer's own content made a scene: a folder of pictures (`--images`) or an items file (`--items`, CSV
        // or JSON).
        .target(
            name: "OwnContent",
            dependencies: ["AppSupport", "SceneFormat", "CollectionLayout", "Pictures", .product(name: "CSV", package: "CSV.swift")]
        ),
        // The app: scenes, commands, the event loop.
        .target(
            name: "Playground",
            dependencies: [
                "AppInput", "AppSupport", "SceneFormat", "CellTemplate", "CardDrawing", "Audit", "Persistence", "OwnContent", "CollectionLayout", "CollectionView", "Typography", "Rendering", "Pictures",
                "LayoutSource", "Interactions",
            ]
        ),
        // The headless commands and the window's run loop: shot, dump, gallery, sheet, animate, filmstrip, compare,
        // measure, audit, watch, run, and the gallery's worker processes.
        .target(
            name: "Commands",
            dependencies: [
                "Playground", "Audit", "Persistence", "OwnContent", "AppSupport", "SceneFormat", "CollectionLayout", "CollectionView",
                "Typography", "Rendering", "Pictures", "CMalloc", "Spawning", "Interactions",
            ]
        ),
        // `export` and Copy as Swift: the layout shown as a Swift file, built as a syntax tree with swift-syntax. Apart
        // from the app so that the app builds beside swift-syntax; the executable lends it to the app (LayoutSwiftWriter).
        .target(
            name: "Export",
            dependencies: [
                "Playground", "AppSupport", "SceneFormat", "CellTemplate", "CardDrawing", "CollectionLayout", "CollectionView", "Typography",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            ]
        ),
        // `bench`: the named workloads and their peers, the soaks; apart from the app they measure.
        .target(name: "Benchmarks", dependencies: ["Playground", "Commands", "OwnContent", "Spawning", "CVips", "AppSupport", "SceneFormat", "CardDrawing", "LayoutSource", "AppInput", "CollectionLayout", "CollectionView", "Typography", "Rendering", "Pictures", "CMalloc"]),
        .executableTarget(
            name: "playground",
            dependencies: [
                "Playground", "Commands", "AppSupport", "SceneFormat", "CollectionLayout", "Typography", "Export", "Benchmarks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "CollectionLayoutTests", dependencies: ["CollectionLayout"]),
        // Swift Testing's cross-import overlay for UIKit, empty: the toolchain looks for it whenever a file imports
        // Testing and a module named UIKit (see the file inside).
        .target(name: "_Testing_UIKit", path: "Tests/_Testing_UIKit"),
        // Helpers more than one test target uses: the package's paths and temporary folders, child processes the tests
        // beside them cannot hold up, PNG files written byte by byte, own-content and picture folders, a scene's refusals.
        .target(name: "TestSupport", dependencies: ["Spawning", "SceneFormat"], path: "Tests/TestSupport"),
        .testTarget(name: "SpawningTests", dependencies: ["Spawning"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "_Testing_UIKit"]),
        .testTarget(name: "PicturesTests", dependencies: ["Pictures", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CollectionViewTests", dependencies: ["CollectionView", "CollectionLayout"]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Pictures", "Typography", "CollectionLayout", "CollectionView", "AppInput", "CSDL2", "TestSupport"]),
        .testTarget(name: "AppSupportTests", dependencies: ["AppSupport"]),
        .testTarget(name: "LayoutSourceTests", dependencies: ["LayoutSource", "CollectionLayout", "TestSupport"]),
        // The scene format's decoders and the JSON parser they read with (AppSupport's).
        .testTarget(name: "CellTemplateTests", dependencies: ["CellTemplate", "CollectionLayout", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SceneFormatTests", dependencies: ["SceneFormat", "AppSupport", "CollectionLayout", "CollectionView", "TestSupport"]),
        .testTarget(name: "CardDrawingTests", dependencies: ["CardDrawing", "CellTemplate", "SceneFormat", "CollectionLayout", "CollectionView", "Typography", "Pictures", "TestSupport"]),
        .testTarget(name: "InteractionsTests", dependencies: ["Interactions", "CollectionView", "CollectionLayout", "SceneFormat"]),
        .testTarget(name: "AuditTests", dependencies: ["Audit", "AppSupport", "CollectionLayout"]),
        .testTarget(name: "PersistenceTests", dependencies: ["Persistence", "AppSupport", "TestSupport"]),
        .testTarget(name: "OwnContentTests", dependencies: ["OwnContent", "AppSupport", "SceneFormat", "TestSupport"]),
        .testTarget(
            name: "TypographyTests", dependencies: ["Typography", "CHarfBuzz", "CFreeType", "CFriBidi", "CollectionLayout", "TestSupport"],
            // A variable font made by scripts/make-variable-test-font.py, read from its path.
            exclude: ["Fixtures"]
        ),
        // The commands' own parts that need no window (the remembered window state); ViewOptions is the app's.
        .testTarget(name: "CommandsTests", dependencies: ["Commands", "Playground", "CollectionLayout", "TestSupport"]),
        // Type-checks exported iOS code against UIKit/SwiftUI signature files compiled at test time (not built in).
        .testTarget(name: "ExportTests", dependencies: ["Export", "Playground", "Commands", "AppSupport", "SceneFormat", "CardDrawing", "CollectionLayout", "Typography", "TestSupport"], exclude: ["Signatures", "Harness"]),
        .testTarget(name: "BenchmarksTests", dependencies: ["Benchmarks", "Playground", "AppSupport", "SceneFormat", "CardDrawing", "Typography", "TestSupport"]),
        .testTarget(
            name: "PlaygroundTests",
            // Benchmarks: the made-up 12-megapixel photo the picture memory test scrolls through.
            dependencies: ["Playground", "Interactions", "Commands", "Audit", "Persistence", "OwnContent", "Benchmarks", "AppSupport", "SceneFormat", "CardDrawing", "LayoutSource", "AppInput", "Rendering", "CollectionView", "CollectionLayout", "Typography", "CSDL2", "TestSupport"],
            // iOS sample-code layouts (`import UIKit`) that the tests compile with `--layout-source`, not built in;
            // fixtures and golden images, read from their paths.
            exclude: ["LayoutSource/Layouts", "Fixtures", "__Snapshots__"]
        ),
    ]
)
