import Foundation

extension Subprocess {
    /// ``run(_:environment:)`` on a thread of its own, awaited: a child that takes seconds
    /// (a build, lintian, a shell) must not hold one of the few threads of Swift's cooperative
    /// pool, which every other test running meanwhile needs.
    public static func runOffPool(_ arguments: [String], environment: [String: String]? = nil) async throws -> (status: Int32, output: String, error: String) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try run(arguments, environment: environment) })
            }
        }
    }
}
