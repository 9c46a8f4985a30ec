import FoundationEssentials
import Glibc
import Networking
import Testing

/// An empty or relative `HOME` is unset: nothing lands in the working folder.
@Suite("Home folder")
struct HomeFolderTests {
    /// The home the password database gives this user.
    var passwordHome: String {
        getpwuid(getuid()).flatMap { $0.pointee.pw_dir.map { String(cString: $0) } } ?? "/nonexistent"
    }

    @Test("HOME as an absolute path is the home")
    func absolute() {
        #expect(HomeFolder.path(environment: ["HOME": "/home/someone"]) == "/home/someone")
    }

    @Test("An empty, relative or missing HOME falls back to the password database, never the working folder")
    func emptyOrRelative() {
        for environment in [["HOME": ""], ["HOME": "."], ["HOME": "relative/home"], [:]] {
            let home = HomeFolder.path(environment: environment)
            #expect(home.hasPrefix("/"))
            #expect(home == passwordHome)
            #expect(DiskCache.defaultDirectory(environment: environment).path == passwordHome + "/.cache/explore")
        }
    }
}
