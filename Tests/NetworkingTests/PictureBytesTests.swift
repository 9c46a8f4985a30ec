import Foundation
import Networking
import Testing
import TestSupport

@Suite("Raw bytes for pictures")
struct PictureBytesTests {
    static let url = URL(string: "https://img.example/sprites/pokemon/25.png")!
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

    func client(status: Int = 200, type: String?, body: Data) -> (APIClient, StubClient) {
        let stub = StubClient { _ throws(NetworkError) in
            HTTPResponse(status: HTTPStatus(status), headers: type.map { ["Content-Type": $0] } ?? [:], body: body)
        }
        return (APIClient(baseURL: URL(string: "https://api.example")!, client: stub), stub)
    }

    @Test("An image comes back as it was sent, asked for with a 5 MB cap through the same client")
    func image() async throws {
        let (api, stub) = client(type: "image/png", body: Self.png)
        #expect(try await api.bytes(at: Self.url) == Self.png)
        #expect(stub.requests.map(\.url) == [Self.url])
        #expect(stub.requests.first?.maxBodyBytes == 5 * 1_048_576)
        let (jpeg, _) = client(type: "image/jpeg; charset=binary", body: Self.png)
        #expect(try await jpeg.bytes(at: Self.url) == Self.png)
    }

    @Test(
        "An HTML page, a missing type or a body past the cap is refused; a 404 is an HTTP error",
        arguments: [("text/html; charset=utf-8", 200, 10), (nil, 200, 10), ("image/png", 200, 6_000_000), ("image/png", 404, 10)])
    func refused(type: String?, status: Int, size: Int) async {
        let (api, _) = client(status: status, type: type, body: Data(repeating: 0x3C, count: size))
        do {
            _ = try await api.bytes(at: Self.url)
            Issue.record("accepted")
        } catch {
            if status == 404 {
                #expect(error.kind == .httpStatus(.notFound, bodyExcerpt: "", retryAfter: nil))
            } else if case .invalidResponse = error.kind {
            } else {
                Issue.record("unexpected \(error)")
            }
        }
    }

    @Test("A file:// URL is read from disk, under the same cap; a missing file is a 404")
    func file() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("25.png")
        try Self.png.write(to: file)
        let (api, stub) = client(type: nil, body: Data())
        #expect(try await api.bytes(at: file) == Self.png)
        #expect(stub.requests.isEmpty)
        await #expect(throws: NetworkError.self) { try await api.bytes(at: folder.appendingPathComponent("26.png")) }
        await #expect(throws: NetworkError.self) { try await api.bytes(at: file, maxBytes: 4) }
    }
}
