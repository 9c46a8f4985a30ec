import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A listening TCP socket on 127.0.0.1 that a test opens for a server script and hands to
/// it as descriptor 3 (``Subprocess/spawn(_:stdout:stderr:environment:listener:)``).
///
/// The port is known, and connections queue, the moment this returns: a test never waits
/// for the script to start, so no thread of Swift's cooperative pool (two here, shared by
/// every test running meanwhile) is held while Python starts under load.
public struct LoopbackListener: Sendable {
    public let descriptor: Int32
    public let port: Int

    public enum ListenError: Error {
        case failed(String, Int32)
    }

    /// Listens on `port` (0: any free port). Close-on-exec, so that no other child inherits it.
    public init(port: Int = 0) throws {
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socketDescriptor >= 0 else { throw ListenError.failed("socket", errno) }
        var one: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, length) } }
        guard bound == 0, listen(socketDescriptor, 128) == 0 else {
            let code = errno
            Glibc.close(socketDescriptor)
            throw ListenError.failed("bind", code)
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &actualLength) } }
        descriptor = socketDescriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    /// Closes this process's copy (the child keeps its own).
    public func close() {
        Glibc.close(descriptor)
    }
}
