import Foundation
import Testing
@testable import CatalogKit
@testable import Browser

/// The favourites file and its lock in a folder others could plant things in: a link to
/// the file is written through (the link kept), a link to nothing and a linked lock are
/// refused, a FIFO or a huge file is refused without waiting, and the favourites screen says
/// why it cannot read the file instead of "no favourites yet".
@Suite("Favourites: links, FIFOs and large files")
struct FavouritesLinkTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("favourites-links-\(UUID().uuidString)")
    var path: String { folder.appendingPathComponent("favourites.json").path }
    let pikachu = Favourite(catalog: "pokemon", kind: "pokemon", id: "25", title: "Pikachu")

    func makeFolder() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test("A symlinked favourites file keeps its link: the star is written to the link's target")
    func linkedFileKeepsItsLink() throws {
        try makeFolder()
        let target = folder.appendingPathComponent("dotfiles/favourites.json").path
        try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "favourites": []}"#.utf8).write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o644) == 0)
        #expect(symlink(target, path) == 0)
        let store = FavouritesStore(path: path)
        _ = try store.toggle(pikachu)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(try FavouritesStore(path: target).load() == [pikachu])
        #expect(try store.load() == [pikachu])
        // The target keeps its permissions.
        var after = stat()
        #expect(stat(target, &after) == 0 && after.st_mode & 0o777 == 0o644, "mode \(String(after.st_mode & 0o777, radix: 8))")
    }

    @Test("A favourites link to nothing is refused with a message; nothing is created where it points")
    func danglingLinkRefused() throws {
        try makeFolder()
        let nowhere = folder.appendingPathComponent("nowhere/favourites.json").path
        #expect(symlink(nowhere, path) == 0)
        #expect { try FavouritesStore(path: path).toggle(pikachu) } throws: { error in
            (error as? FavouritesStore.Failure)?.description.contains("symbolic link") == true
        }
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }

    @Test("A lock file that is a link is refused, and its dangling target is not created")
    func linkedLockRefused() throws {
        try makeFolder()
        let planted = folder.appendingPathComponent("planted-target").path
        #expect(symlink(planted, path + ".lock") == 0)
        #expect { try FavouritesStore(path: path).toggle(pikachu) } throws: { error in
            (error as? FavouritesStore.Failure)?.description.contains(".lock is a symbolic link") == true
        }
        #expect(!FileManager.default.fileExists(atPath: planted))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A FIFO at the favourites path is refused at once, never waited on")
    func fifoRefused() throws {
        try makeFolder()
        #expect(mkfifo(path, 0o600) == 0)
        #expect { try FavouritesStore(path: path).load() } throws: { error in
            (error as? FavouritesStore.Failure)?.description.contains("it is not a regular file") == true
        }
    }

    @Test("A favourites file over 1 MB is refused whole and left as it is")
    func largeFileRefused() throws {
        try makeFolder()
        let big = Data(repeating: 0x20, count: FavouritesStore.maximumBytes + 1)
        try big.write(to: URL(fileURLWithPath: path))
        #expect { try FavouritesStore(path: path).load() } throws: { error in
            (error as? FavouritesStore.Failure)?.description.contains("it is larger than 1 MB") == true
        }
        #expect(throws: FavouritesStore.Failure.self) { try FavouritesStore(path: path).toggle(pikachu) }
        #expect(FileManager.default.contents(atPath: path) == big)
    }

    @Test("The favourites screen says the file cannot be read, not that there are none")
    @MainActor
    func unreadableFileIsSaid() throws {
        try makeFolder()
        try Data("not json".utf8).write(to: URL(fileURLWithPath: path))
        let screen = FavouritesBook(store: FavouritesStore(path: path)).screen()
        #expect(screen.state.problem?.contains("is not a favourites file") == true)
        #expect(FavouritesBook(store: FavouritesStore(path: folder.appendingPathComponent("absent.json").path)).screen().state.problem == nil)
    }

    @Test("Titles with bidirectional and C1 controls are escaped in the --json output")
    func jsonEscapesBidi() {
        let text = FavouritesStore.json([Favourite(catalog: "pokemon", kind: "pokemon", id: "1", title: "abc\u{202E}def\u{9B}31m")])
        #expect(!text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B })
        #expect(text.contains("\\u202e") && text.contains("\\u009b"))
    }
}
