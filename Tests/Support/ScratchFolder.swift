import Foundation

/// A new, empty folder under the system's temporary folder, named `prefix-<uuid>`, for one
/// test to plant files in; the test removes it.
public enum ScratchFolder {
    public static func make(_ prefix: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
