import Foundation
import Networking
import Testing
import TestSupport

/// A key with every character that changes under encoding: `&`, `#`, space, `é`, `+` and a
/// literal `%20`, masked in each form it can take between the app and a server.
@Suite("Secrets in every encoding")
struct SecretEncodingTests {
    static let key = "Zq9K&h#é +%20Ww"

    /// What an echoing server shows back, one form per case.
    static let forms: [String] = [
        key,
        // As sent on the wire, percent-encoded by URLComponents with `+` as %2B.
        "Zq9K%26h%23%C3%A9%20%2B%2520Ww",
        // The same with lower-case hex, as some servers re-encode.
        "Zq9K%26h%23%c3%a9%20%2b%2520Ww",
        // As the wire looked before `+` was encoded, and as a form decoder reads that.
        "Zq9K%26h%23%C3%A9%20+%2520Ww",
        "Zq9K&h#é  %20Ww",
        // Form-decoded, then encoded again by the server (the + read as a space is now %20).
        "Zq9K%26h%23%C3%A9%20%20%2520Ww",
        // Form-encoded (space as +), and everything but letters and digits encoded.
        "Zq9K%26h%23%C3%A9+%2B%2520Ww",
        "Zq9K&h#é %2B%20Ww".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
        "Zq9K%26h%23%C3%A9%20%2B%2520Ww".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
        // Escaped in a JSON or HTML error page.
        #"Zq9K&h#\u00e9 +%20Ww"#,
        "Zq9K&amp;h#&#233; +%20Ww",
        // Decomposed é.
        "Zq9K&h#e\u{301} +%20Ww",
        // Decoded once too often: the raw key read as a form (+ and %20 as spaces), or
        // percent-decoded; and its UTF-8 read as Latin-1.
        "Zq9K&h#é   Ww",
        "Zq9K&h#é + Ww",
        "Zq9K&h#\u{C3}\u{A9} +%20Ww",
    ]

    @Test("Every form is masked, in redacted text and in error excerpts", arguments: forms)
    func masked(form: String) {
        Redaction.registerSecret(Self.key)
        let text = "before \(form) after"
        #expect(Redaction.maskKnownSecrets(in: text) == "before *** after")
        let excerpt = APIClient.excerpt(of: Data("{\"echo\":\"/v2/places?apiKey=\(form)\"}".utf8))
        #expect(!excerpt.contains("Zq9K") && excerpt.contains("***"), "\(excerpt)")
    }

    @Test("A key cut by the excerpt's length limit leaves no part of itself")
    func cutAtTheLimit() {
        Redaction.registerSecret(Self.key)
        for padding in 140...170 {
            let body = String(repeating: "x", count: padding) + "Zq9K%26h%23%C3%A9%20%2B%2520Ww"
            #expect(!APIClient.excerpt(of: Data(body.utf8)).contains("Zq9K"))
        }
    }

    @Test("The key goes on the wire with + as %2B, and reads back whole")
    func wire() async throws {
        let recorder = Recorder()
        let client = APIKeyClient(recorder, key: Self.key)
        _ = try await client.send(HTTPRequest(url: try #require(URL(string: "http://127.0.0.1/v2/places?name=a%2Bb"))))
        let sent = try #require(recorder.last)
        #expect(sent.url.query == "name=a%2Bb&apiKey=Zq9K%26h%23%C3%A9%20%2B%2520Ww")
        let items = URLComponents(url: sent.url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items?.last?.value == Self.key)
        #expect(items?.first?.value == "a+b")
        #expect(!sent.redactedDescription.contains("Zq9K"))
    }

    @Test("Query values with + (a meal id, a search) are sent as %2B")
    func plusInQueryValues() throws {
        struct Lookup: Endpoint {
            var path = "lookup.php"
            var queryItems = [URLQueryItem(name: "i", value: "52+77"), URLQueryItem(name: "s", value: "c++ & tea")]
        }
        let request = try HTTPRequest(endpoint: Lookup(), baseURL: try #require(URL(string: "http://127.0.0.1/api/json/v1/1")))
        #expect(request.url.query == "i=52%2B77&s=c%2B%2B%20%26%20tea")
    }
}

@Suite("Redirect policy")
struct RedirectPolicyTests {
    @Test(
        "Same origin, and http to https on the same host, are followed",
        arguments: [
            ("http://127.0.0.1:8080/a", "http://127.0.0.1:8080/b?x=1"),
            ("https://api.example/a", "https://API.example:443/b"),
            ("http://api.example/a", "https://api.example/a"),
            ("http://api.example:8080/a", "https://api.example:8080/a"),
        ])
    func followed(from: String, to: String) throws {
        #expect(RedirectPolicy.allows(from: try #require(URL(string: from)), to: try #require(URL(string: to))))
    }

    @Test(
        "Another host, another port, a downgrade or another scheme are refused",
        arguments: [
            ("http://127.0.0.1:8080/a", "http://localhost:8080/a"),
            ("http://127.0.0.1:8080/a", "http://127.0.0.2:8080/a"),
            ("http://127.0.0.1:8080/a", "http://127.0.0.1:8081/a"),
            ("https://api.example/a", "http://api.example/a"),
            ("https://api.example/a", "https://api.example.evil/a"),
            ("http://api.example/a", "ftp://api.example/a"),
        ])
    func refused(from: String, to: String) throws {
        #expect(!RedirectPolicy.allows(from: try #require(URL(string: from)), to: try #require(URL(string: to))))
    }
}

/// Records the last request and answers 200.
private final class Recorder: NetworkClient, @unchecked Sendable {
    private let lock = NSLock()
    private var request: HTTPRequest?
    var last: HTTPRequest? { lock.withLock { request } }

    func send(_ request: HTTPRequest) async throws(NetworkError) -> HTTPResponse {
        lock.withLock { self.request = request }
        return HTTPResponse(status: HTTPStatus(200))
    }
}

@Suite("Secrets never reach the disk cache")
struct SecretEchoCacheTests {
    @Test("A 200 that echoes the key of a keyed request is served but not stored; other answers are stored")
    func echoNotStored() async throws {
        let key = "Cz7Q&p#é +%20Mm"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-echo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = StubClient { request throws(NetworkError) in
            // Echoes the query as received, the way some servers' debug pages do.
            let echo = request.url.path.hasSuffix("echo") ? request.url.query ?? "" : "plain"
            return HTTPResponse(status: .ok, headers: ["Content-Type": "application/json"], body: Data("{\"q\":\"\(echo)\"}".utf8))
        }
        let cache = DiskCache(directory: folder)
        let client = APIKeyClient(CachingClient(stub, cache: cache, defaultMaxAge: .seconds(600)), key: key)
        let echoed = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/v2/echo")))
        let plain = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/v2/plain")))
        let first = try await client.send(echoed)
        #expect(first.body.count > 10)
        _ = try await client.send(plain)
        #expect(try cache.summary().entries == 1)
        // Asked again: the echo comes from the server (nothing stored), the plain answer from disk.
        _ = try await client.send(echoed)
        _ = try await client.send(plain)
        #expect(stub.requests.count == 3)
        for file in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!text.contains("Cz7Q"), "\(file) holds the key")
        }
    }
}

/// A secret with characters inside that a terminal draws as nothing is the secret.
@Suite("Secrets through invisible characters")
struct InvisibleSecretTests {
    static let key = "InvisKey-7d2a91"

    @Test(
        "A zero-width space, soft hyphen, joiners, a BOM or a variation selector inside: masked",
        arguments: [
            "Invis\u{200B}Key-7d2a91", "InvisKey-7d\u{AD}2a91", "I\u{200D}n\u{2060}visKey-7d2a91", "InvisKey\u{FEFF}-7d2a91",
            "InvisKey-7\u{FE0F}d2a91", "I\u{200B}\u{200B}\u{AD}nvisKey-7d2a9\u{200C}1", "InvisKey-7d2a91\u{200B}",
            // Another case, full width, accents put on its letters.
            "INVISKEY-7D2A91", "inviskey-7d2a91",
            "\u{FF29}\u{FF4E}\u{FF56}\u{FF49}\u{FF53}\u{FF2B}\u{FF45}\u{FF59}\u{FF0D}\u{FF17}\u{FF44}\u{FF12}\u{FF41}\u{FF19}\u{FF11}",
            "Inv\u{301}isKe\u{308}y-7d2a91",
        ])
    func masked(form: String) {
        Redaction.registerSecret(Self.key)
        #expect(Redaction.maskKnownSecrets(in: "before \(form) after").hasPrefix("before ***"), "\(form.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(Redaction.containsKnownSecret(form))
        #expect(Redaction.knownSecretScalarRanges(in: "ab " + form).first?.lowerBound == 3)
    }

    @Test("Other text is left as it is")
    func untouched() {
        Redaction.registerSecret(Self.key)
        for text in ["InvisKey-7d2a9", "Invis Key-7d2a91", "Invis\u{200B}"] {
            #expect(Redaction.maskKnownSecrets(in: text) == text)
        }
    }
}
