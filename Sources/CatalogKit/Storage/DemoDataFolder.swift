import FoundationEssentials
import Networking

/// Where a `--demo` run keeps what it writes (stars, teams, the pantry, the shopping list):
/// a folder of its own, `$XDG_STATE_HOME/explore/demo` (by default
/// `~/.local/state/explore/demo`), so that trying the demo never changes the user's own data.
public enum DemoDataFolder {
    /// The environment entry that names the demo's folder for ``DataFile/folder(environment:)``.
    public static let variable = "EXPLORE_DEMO_DATA"

    /// The demo's data folder for this environment.
    public static func path(environment: [String: String]) -> String {
        if let base = environment["XDG_STATE_HOME"], base.hasPrefix("/") { return base + "/explore/demo" }
        let home = HomeFolder.path(environment: environment)
        return home + "/.local/state/explore/demo"
    }

    /// `environment` with the data folder moved to the demo's own.
    public static func environment(_ environment: [String: String]) -> [String: String] {
        var moved = environment
        moved[variable] = path(environment: environment)
        return moved
    }
}
