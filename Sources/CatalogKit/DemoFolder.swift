import FoundationEssentials

/// Finds a catalog's built-in demo data: the `Demo` folder, in the API's own request layout,
/// that SwiftPM copies into the catalog target's resource bundle.
///
/// Why `.copy("Demo")` and not `.embedInCode`: with Swift 6.3, `.embedInCode` names one
/// generated variable after each file's base name and drops the folders, so a tree of
/// `index.json` files fails to build ("multiple resources named 'index.json'"), and the
/// request layout that ``FixtureClient`` and the tests' loopback server serve would be lost.
/// `.copy` keeps the tree as it is, in `<Package>_<Target>.resources/Demo` beside the
/// executable (and beside the test bundle), so the tests point the loopback server at the
/// very files the app serves. The generated `Bundle.module` ends the process when the bundle
/// is missing, so this looks the folder up itself, beside the executable (also through a
/// symbolic link to it), and the demo answers "not found" when it is not there.
public enum DemoFolder {
    /// The `Demo` folder of the resource bundle named `bundle` (for example
    /// `Explore_PokemonCatalog.resources`), or nil when it is not beside the executable.
    public static func locate(bundle: String) -> URL? {
        // The executable as started (perhaps a symbolic link to it), and as it really is.
        var folders = [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()]
        if let started = CommandLine.arguments.first, started.contains("/") {
            let executable = URL(fileURLWithPath: started)
            folders.append(executable.deletingLastPathComponent())
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent(bundle).appendingPathComponent("Demo")
            var isDirectory = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory {
                return candidate
            }
        }
        return nil
    }
}
