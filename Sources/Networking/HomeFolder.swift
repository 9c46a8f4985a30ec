#if canImport(Glibc)
import Glibc
#endif

/// The user's home folder, where the cache, the config and the data live by default.
///
/// `HOME` when it is an absolute path; an empty or relative `HOME` counts as unset (it would
/// put the cache in the working folder), and so the password database's entry is used;
/// where that has none either, `/nonexistent`, the folder Debian gives users without a home,
/// so that nothing is written in the working folder and the failure names a path.
public enum HomeFolder {
    public static func path(environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if home.hasPrefix("/") { return home }
        }
        return "/nonexistent"
    }
}
