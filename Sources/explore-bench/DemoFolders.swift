#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Pokédex demo data as a folder in the sources (the benchmark runs from a checkout): what
/// its loopback server serves.
enum DemoFolders {
    static let pokemon: URL? = {
        // This file is Sources/explore-bench/DemoFolders.swift.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folder = sources.appendingPathComponent("PokemonCatalog/Demo")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()
}
