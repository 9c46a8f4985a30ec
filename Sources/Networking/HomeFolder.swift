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
    /// The home folder for `environment` (see the type's comment for the order).
    public static func path(environment: [String: String]) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        if let home = passwordDatabaseHome(), home.hasPrefix("/") { return home }
        return "/nonexistent"
    }

    /// This user's home in the password database, through `getpwuid_r` (`getpwuid` shares one
    /// buffer between threads).
    static func passwordDatabaseHome() -> String? {
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        // The entry's strings live in the buffer: read them while it is there.
        return buffer.withUnsafeMutableBufferPointer { storage -> String? in
            guard let base = storage.baseAddress, getpwuid_r(getuid(), &entry, base, storage.count, &found) == 0,
                found != nil, let directory = entry.pw_dir
            else { return nil }
            return String(cString: directory)
        }
    }
}
