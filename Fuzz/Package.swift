// swift-tools-version:6.0
import PackageDescription

/// The libFuzzer targets, built apart from the app so `make test` never builds them:
/// `swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address` (see `make fuzz`).
let package = Package(
    name: "PlaygroundFuzz",
    dependencies: [
        .package(name: "CollectionPlayground", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "PlaygroundFuzz",
            dependencies: [.product(name: "PlaygroundLibrary", package: "CollectionPlayground")],
            // libFuzzer provides `main`; the entry point is `LLVMFuzzerTestOneInput`.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
