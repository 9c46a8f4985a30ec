import BenchKit
import Foundation

/// Runs blocking work (a child that takes seconds, a wait on a pty) on a thread of its own,
/// awaited: it must not hold one of the few threads of Swift's cooperative pool (as wide as
/// the cores, two here), which every other test running meanwhile needs.
public func offPool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
            continuation.resume(with: Result { try work() })
        }
    }
}

extension Subprocess {
    /// ``run(_:environment:)`` off the pool (see ``offPool(_:)``).
    public static func runOffPool(_ arguments: [String], environment: [String: String]? = nil) async throws -> (status: Int32, output: String, error: String) {
        try await offPool { try run(arguments, environment: environment) }
    }
}

extension PtyProcess {
    /// ``waitForOutput(containing:since:timeout:)`` off the pool (see ``offPool(_:)``).
    public func output(containing text: String, since mark: Int = 0, timeout: Duration = .seconds(10)) async -> Bool {
        (try? await offPool { self.waitForOutput(containing: text, since: mark, timeout: timeout) }) ?? false
    }

    /// ``waitForExit(timeout:)`` off the pool (see ``offPool(_:)``).
    public func exit(timeout: Duration = .seconds(10)) async -> Int32? {
        (try? await offPool { self.waitForExit(timeout: timeout) }) ?? nil
    }
}
