import FoundationEssentials

extension APIClient {
    /// Content types a picture may come with.
    public static let imageContentTypes = ["image/png", "image/jpeg", "image/jpg"]
    /// The most bytes a picture may take: 5 MB.
    public static let maxImageBytes = 5 * 1_048_576

    /// The raw body at an absolute `url` (a picture), through the same client as the JSON
    /// calls (cache, offline mode, coalescing, deadline, redaction): 2xx only, at most
    /// `maxBytes`, and with a `Content-Type` among `acceptedTypes` (an HTML error page served
    /// with 200 is refused). A `file://` URL is read from disk under the same cap.
    public func bytes(
        at url: URL, acceptedTypes: [String] = imageContentTypes, maxBytes: Int = maxImageBytes,
        cachePolicy: HTTPRequest.CachePolicy = .useFresh
    ) async throws(NetworkError) -> Data {
        let request = HTTPRequest(url: url, cachePolicy: cachePolicy, maxBodyBytes: maxBytes)
        if url.isFileURL { return try Self.readFile(request, maxBytes: maxBytes) }
        let response = try await client.send(request)
        if Task.isCancelled { throw NetworkError(.cancelled, request: request) }
        guard response.status.isSuccess else {
            throw NetworkError(.httpStatus(response.status, bodyExcerpt: "", retryAfter: response.header("Retry-After")), request: request)
        }
        let type = (response.header("Content-Type") ?? "").split(separator: ";").first.map { $0.trimmingWhitespace().lowercased() } ?? ""
        guard acceptedTypes.contains(type) else {
            client.discard(request)
            throw NetworkError(.invalidResponse(type.isEmpty ? "no content type" : "\(type), not a picture"), request: request)
        }
        guard response.body.count <= maxBytes else {
            client.discard(request)
            throw NetworkError(.invalidResponse("response larger than \(maxBytes / 1_048_576) MB"), request: request)
        }
        return response.body
    }

    /// A local file, refused past `maxBytes` before it is read.
    static func readFile(_ request: HTTPRequest, maxBytes: Int) throws(NetworkError) -> Data {
        let path = request.url.path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = fileAttributeInteger(attributes[.size]),
            let data = FileManager.default.contents(atPath: path)
        else {
            throw NetworkError(.httpStatus(.notFound, bodyExcerpt: "", retryAfter: nil), request: request)
        }
        guard size <= maxBytes, data.count <= maxBytes else {
            throw NetworkError(.invalidResponse("file larger than \(maxBytes / 1_048_576) MB"), request: request)
        }
        return data
    }
}
