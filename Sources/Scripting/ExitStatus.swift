import CatalogKit

/// The exit statuses of the commands, after BSD's sysexits where one fits: documented in
/// the README and `explore --help`.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// The query, filter, name or id matched nothing.
    case nothingFound = 1
    /// EX_USAGE: the command line is wrong.
    case usage = 64
    /// EX_DATAERR: the server's answer could not be read.
    case dataError = 65
    /// EX_UNAVAILABLE: the server cannot be reached, or failed (5xx) after the retries.
    case unavailable = 69
    /// EX_TEMPFAIL: it took too long, or the server is limiting requests; try again later.
    case temporaryFailure = 75
    /// EX_IOERR: standard output (or a file the command writes) could not be written.
    case ioError = 74
    /// EX_NOPERM: the API key is missing or was rejected.
    case keyProblem = 77

    /// The status for a failure, by its kind.
    public init(_ error: AppError) {
        switch error.kind {
        case .notFound: self = .nothingFound
        case .unexpectedData, .invalidHTTP: self = .dataError
        case .timedOut, .rateLimited: self = .temporaryFailure
        case .unauthorized: self = .keyProblem
        case .invalidRequest: self = .usage
        case .offline, .connectionLost, .serverError, .rejected, .redirectRefused, .insecure, .proxy, .transportUnavailable,
            .unavailableOffline, .cancelled:
            self = .unavailable
        }
    }

    /// Every status the app ends with and what it means, for `--help` and the man page.
    public static let documented: [(status: String, meaning: String)] = [
        ("0", "success"),
        ("1", "nothing found (no such name or id, an empty list or search)"),
        ("2", "no usable terminal for the interface (standard input or output is not one)"),
        ("64", "bad usage"),
        ("65", "data error: the server's answer could not be read"),
        ("69", "service unavailable: cannot connect, or a server error after the retries"),
        ("74", "output error: standard output could not be written (a full disk)"),
        ("75", "temporary failure: timed out, or the server is limiting requests"),
        ("77", "API key missing or rejected"),
        ("128+n", "ended by signal n (130 for Ctrl-C)"),
    ]

    /// The lines of `explore --help` that list them.
    public static var helpText: String {
        (["Exit status:"] + documented.map { "  " + $0.status.padded(to: max($0.status.count + 2, 5)) + $0.meaning })
            .joined(separator: "\n")
    }
}
