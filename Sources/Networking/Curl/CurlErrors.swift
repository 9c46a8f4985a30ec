import CCurl

/// What libcurl's result codes mean to the app, as ``NetworkError/Kind``s.
///
/// Never carries libcurl's error text: it can hold the URL, and with it a key.
enum CurlErrors {
    static func kind(for code: CURLcode) -> NetworkError.Kind {
        switch code {
        case CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS:
            return .certificate(problem: "the server's certificate failed verification")
        case CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY,
            CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CRL_BADFILE,
            CURLE_USE_SSL_FAILED, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED,
            CURLE_SSL_ENGINE_INITFAILED, CURLE_INTERFACE_FAILED:
            return .offline
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING,
            CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_HTTP3, CURLE_QUIC_CONNECT_ERROR:
            return .connectionLost
        case CURLE_URL_MALFORMAT:
            return .invalidURL
        // The scheme is checked before a transfer starts: an unsupported protocol now is the
        // server answering in something that is not HTTP/1.x, 2 or 3.
        case CURLE_WEIRD_SERVER_REPLY, CURLE_UNSUPPORTED_PROTOCOL:
            return .malformedResponse
        case CURLE_BAD_CONTENT_ENCODING:
            return .invalidResponse("the body's content encoding could not be decoded")
        case CURLE_WRITE_ERROR:
            return .invalidResponse("response headers too large")
        case CURLE_OUT_OF_MEMORY:
            return .invalidResponse("out of memory")
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        default:
            return .invalidResponse("transfer error \(code.rawValue)")
        }
    }

    /// Whether `code` says the peer's certificate was refused (rather than the connection).
    static func isCertificateFailure(_ code: CURLcode) -> Bool {
        [CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH, CURLE_SSL_INVALIDCERTSTATUS].contains(code)
    }

    /// Which check failed, from OpenSSL's verify result (`X509_V_ERR_*`): "the certificate of
    /// example.org is self-signed". libcurl checks the host name itself, after OpenSSL's chain
    /// checks passed, and then reports 0 or 1 (seen with libcurl 7.88): the name is wrong.
    static func certificateProblem(verifyResult: Int, host: String) -> String {
        let what: String
        switch verifyResult {
        case 0, 1, 62: what = "is for another host name"
        case 18: what = "is self-signed"
        case 19: what = "is signed by a self-signed certificate that is not trusted"
        case 2, 20, 21: what = "is issued by an authority this system does not trust"
        case 10: what = "has expired"
        case 9: what = "is not valid yet"
        case 23: what = "has been revoked"
        default: what = "failed verification (OpenSSL check \(verifyResult))"
        }
        return "the certificate of \(host) \(what)"
    }
}
