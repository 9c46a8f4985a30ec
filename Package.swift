// swift-tools-version:6.0
import PackageDescription

/// The catalogs, each a target of its own on CatalogKit and Networking, listed by the registry
/// (`CatalogRegistry`) and nowhere else in the app. The source-shape test reads this line.
let catalogTargets = ["PokemonCatalog", "MealCatalog", "PlaceCatalog"]
let catalogDependencies = catalogTargets.map { Target.Dependency(stringLiteral: $0) }

let package = Package(
    name: "Explore",
    products: [
        .executable(name: "explore", targets: ["explore"]),
        .executable(name: "explore-bench", targets: ["explore-bench"]),
    ],
    targets: [
        // ncurses, wrapped for Swift. Only TerminalUI imports it.
        .systemLibrary(
            name: "CNcurses",
            path: "Modules/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Image decoders: libpng and libjpeg-turbo. Only the C shims below include them, so their
        // longjmp error paths never cross Swift frames.
        // The C library's allocator settings (mallopt): only the executable sets them, once.
        .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),
        .systemLibrary(
            name: "CPNG",
            path: "Modules/CPNG",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            path: "Modules/CJPEG",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        // The decoders open libpng and libjpeg with dlopen on the first picture (not linked:
        // start-up and text-only work never map them). CPNG/CJPEG give only their headers.
        .target(name: "CImageDecode", dependencies: ["CPNG", "CJPEG"]),
        // Pictures for the terminal: decoding, cropping, scaling, palettes, the picture cache, Braille maps.
        .target(name: "Imaging", dependencies: ["CImageDecode"]),
        // libcurl, loaded with dlopen on the first request (not linked: start-up, help and a
        // warm cache never map it). Only the Networking layer's CurlClient uses it.
        .target(name: "CCurl", path: "Modules/CCurl"),
        // glibc's wcwidth under a private UTF-8 locale: the widths ncurses uses. Not ncurses.
        .target(name: "CWidth", path: "Modules/CWidth"),
        // Build-time helpers with no package behind them: a catalog's Demo folder compiled into
        // its module (so the demo data travels inside the binary), and the git commit for
        // `--version`.
        .plugin(name: "EmbedDemo", capability: .buildTool()),
        .plugin(name: "BuildCommit", capability: .buildTool()),
        // Layers, top to bottom; each depends only on the ones below it. Each catalog carries its
        // demo data as JSON files in its API's own layout, embedded in the binary by EmbedDemo
        // (no resource bundle: its generated accessor would link full Foundation). The tests'
        // loopback server serves the same folder from the sources (TestSupport's DemoFolders).
        .executableTarget(
            name: "explore",
            dependencies: [
                "CMalloc", "TerminalUI", "Imaging", "Views", "TextLayout", "Browser", "Scripting", "CatalogRegistry", "CatalogKit", "Fixtures", "Networking",
            ],
            plugins: ["BuildCommit"]),
        // The registry: the one list of the catalogs, for the executable and the tests.
        .target(name: "CatalogRegistry", dependencies: ["CatalogKit"] + catalogDependencies),
        // The one-shot commands (show, list, search), their formats, help and completions:
        // beside the interface, on CatalogKit only (the catalogs come as descriptors); no terminal library.
        .target(name: "Scripting", dependencies: ["TextLayout", "CatalogKit", "Networking"]),
        .target(name: "TerminalUI", dependencies: ["CNcurses", "Views", "TextLayout", "Browser", "Imaging"]),
        .target(name: "Views", dependencies: ["Browser", "TextLayout", "CatalogKit", "Imaging"]),
        .target(name: "Browser", dependencies: ["TextLayout", "CatalogKit", "Imaging"]),
        // Text as laid out for a terminal, below the view models and the views: display width,
        // wrapping, styled lines, the detail document's layout and its cache, the error pane.
        .target(name: "TextLayout", dependencies: ["CatalogKit", "CWidth", "Imaging"]),
    ]
        + catalogTargets.map { name in
            Target.target(name: name, dependencies: ["CatalogKit", "Fixtures", "Networking"], exclude: ["Demo"], plugins: ["EmbedDemo"])
        } + [
            .target(name: "CatalogKit", dependencies: ["Networking"]),
            // A NetworkClient over a folder of recorded answers: the demo data, and the tests' fixtures.
            .target(name: "Fixtures", dependencies: ["CatalogKit", "Networking"]),
            .target(name: "Networking", dependencies: ["CCurl"]),

            // Benchmarks: their own executable, built in release; never part of the tests' timing.
            .target(name: "CPty"),
            // Writes generated PNG/JPEG images for the benchmark and the tests.
            .target(name: "CImageEncode", dependencies: ["CPNG", "CJPEG"], linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
            .target(name: "BenchKit", dependencies: ["CPty"]),
            .executableTarget(
                name: "explore-bench",
                dependencies: [
                    "BenchKit", "Imaging", "CImageEncode", "Views", "TextLayout", "Browser", "PokemonCatalog", "MealCatalog", "PlaceCatalog", "CatalogKit",
                    "Fixtures", "Networking",
                ]),

            // Test helper: writes cache entries in a loop, to be killed mid-write by the tests.
            .executableTarget(name: "CacheStress", dependencies: ["Networking"], path: "Tests/CacheStress"),

            // Shared by the test targets: stub client, loopback server launcher, corpus access.
            .target(
                name: "TestSupport", dependencies: ["Networking", "Browser", "BenchKit", "CImageEncode"], path: "Tests/Support",
                exclude: ["fixture_server.py", "raw_server.py", "tls_server.py", "ServerExtras", "PokemonExtras"]),
            .testTarget(name: "NetworkingTests", dependencies: ["Networking", "TestSupport"]),
            .testTarget(
                name: "PokemonCatalogTests", dependencies: ["PokemonCatalog", "CatalogKit", "Fixtures", "Networking", "TestSupport"], exclude: ["Fixtures"]),
            .testTarget(name: "MealCatalogTests", dependencies: ["MealCatalog", "CatalogKit", "Networking", "TestSupport"]),
            .testTarget(name: "PlaceCatalogTests", dependencies: ["PlaceCatalog", "CatalogKit", "Fixtures", "Networking", "TestSupport"]),
            .testTarget(name: "BrowserTests", dependencies: ["Browser", "TextLayout", "CatalogKit", "MealCatalog", "Networking", "TestSupport"]),
            .testTarget(
                name: "ViewsTests",
                dependencies: [
                    "Views", "TextLayout", "Browser", "CatalogKit", "Fixtures", "PokemonCatalog", "MealCatalog", "PlaceCatalog", "Networking", "TestSupport",
                ], exclude: ["Snapshots"]),
            .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TextLayout", "Views", "Browser", "CatalogKit", "TestSupport"]),
            .testTarget(
                name: "IntegrationTests",
                dependencies: [
                    "CatalogRegistry", "PokemonCatalog", "MealCatalog", "PlaceCatalog", "Browser", "TextLayout", "Views", "CatalogKit", "Fixtures",
                    "Networking", "TestSupport",
                ]),
            .testTarget(name: "ImagingTests", dependencies: ["Imaging", "CImageEncode", "TestSupport"]),
            .testTarget(name: "BenchKitTests", dependencies: ["BenchKit", "TestSupport"]),
            .testTarget(
                name: "ScriptingTests",
                dependencies: [
                    "CatalogRegistry", "Scripting", "TextLayout", "PokemonCatalog", "MealCatalog", "PlaceCatalog", "CatalogKit", "Networking", "TestSupport",
                ], exclude: ["Fixtures"]),
            .testTarget(
                name: "EndToEndTests",
                dependencies: [
                    "CatalogRegistry", "TestSupport", "BenchKit", "Imaging", "Browser", "CatalogKit", "Fixtures", "PokemonCatalog", "MealCatalog",
                    "PlaceCatalog", "Networking",
                ]),
        ],
    swiftLanguageModes: [.v6]
)
