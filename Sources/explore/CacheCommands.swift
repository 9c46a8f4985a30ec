import CatalogKit
import FoundationEssentials
import Networking

/// `explore cache info` and `explore cache clear`: what they did goes to stdout, what they
/// could not do to stderr with exit status 1. Neither creates the cache folder.
enum CacheCommands {
    /// The cache folder the options name.
    static func requestedDirectory(_ arguments: Arguments, environment: [String: String]) -> URL {
        arguments.cacheDirectory ?? DiskCache.defaultDirectory(environment: environment)
    }

    static func info(_ arguments: Arguments, environment: [String: String]) -> Int32 {
        let requested = requestedDirectory(arguments, environment: environment)
        do throws(CacheDirectory.Problem) {
            guard let cache = try DiskCache.existing(directory: requested) else {
                StandardOutput.print("Cache:   \(shown(requested.path)) (no cache yet)")
                StandardOutput.print("Entries: 0")
                return 0
            }
            let summary = try cache.summary()
            StandardOutput.print("Cache:   \(shown(cache.directory.path))")
            StandardOutput.print("Entries: \(summary.entries)")
            StandardOutput.print("Size:    \(sizeText(summary.bytes)) of \(arguments.cacheSizeMB) MB")
            return 0
        } catch {
            fail("\(error)")
            return 1
        }
    }

    static func clear(_ arguments: Arguments, environment: [String: String]) -> Int32 {
        let requested = requestedDirectory(arguments, environment: environment)
        do throws(CacheDirectory.Problem) {
            guard let cache = try DiskCache.existing(directory: requested) else {
                StandardOutput.print("Nothing to clear: no cache at \(shown(requested.path))")
                return 0
            }
            let report = try cache.clear()
            let path = shown(cache.directory.path)
            StandardOutput.print("Removed \(count(report.removed)) from \(path)")
            guard report.failed == 0 else {
                fail("could not remove \(count(report.failed)) from \(path): \(report.firstFailure ?? "unknown reason")")
                return 1
            }
            return 0
        } catch {
            fail("\(error)")
            return 1
        }
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 entry" : "\(number) entries"
    }

    /// "0 KB", "12 KB", "3.4 MB": the same units as `--cache-size`.
    static func sizeText(_ bytes: Int) -> String {
        if bytes < 1_048_576 { return "\((bytes + 1_023) / 1_024) KB" }
        return DecimalText.fixed(Double(bytes) / 1_048_576, decimals: 1) + " MB"
    }

    /// A path with control characters shown escaped, never sent to the terminal.
    static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func fail(_ message: String) {
        StandardError.write("explore: \(shown(message))\n")
    }
}
