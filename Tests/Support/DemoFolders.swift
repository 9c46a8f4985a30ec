import FoundationEssentials

/// The catalogs' demo data as folders in the sources, in each API's own layout: what the
/// tests' loopback server serves (the binary carries the same files embedded).
public enum DemoFolders {
    public static let pokemon = folder("PokemonCatalog")
    public static let meals = folder("MealCatalog")
    public static let places = folder("PlaceCatalog")

    /// `Sources/<target>/Demo`, or nil when the sources are not there.
    static func folder(_ target: String) -> URL? {
        let folder = PackagePaths.root.appendingPathComponent("Sources/\(target)/Demo")
        var isDirectory = false
        return FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory ? folder : nil
    }
}
