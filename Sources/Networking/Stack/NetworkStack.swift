#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Assembles the client a catalog uses, in one place and one order, top to bottom:
///
///     key → coalescing → cache → retry → transport
///
/// - **key** (``APIKeyClient``, when there is a key) on top, so every layer below sees the
///   request as it goes out; the cache masks the key in its file names (``DiskCache/key(for:)``).
/// - **coalescing** (``CoalescingClient``) above the cache, so identical concurrent requests
///   become one before anything else runs: two identical misses read the disk once, send one
///   request and write one entry.
/// - **cache** (``CachingClient``, when there is a ``DiskCache``) above the retries, so a
///   stored answer stands in only once every attempt has failed, and a fresh one skips them.
/// - **retry** (``RetryingClient``) right above the transport: it retries single attempts and
///   bounds all of them together by `deadline`.
/// - **transport** (``CurlClient``, whose libcurl never opens more than four connections to one
///   host), shared by every catalog of a process.
///
/// Each layer is a ``NetworkClient`` with a public `base`, and is tested on its own.
public enum NetworkStack {
    public static func make(
        transport: any NetworkClient,
        cache: DiskCache? = nil,
        mode: CachingClient.Mode = .online,
        freshness: Duration = .seconds(86_400),
        key: String? = nil,
        keyQueryName: String = "apiKey",
        policy: RetryPolicy = .standard,
        log: RequestLog? = nil,
        deadline: Duration? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        onRetry: (@Sendable (RetryNotice) -> Void)? = nil,
        onCacheEvent: (@Sendable (CacheEvent) -> Void)? = nil
    ) -> any NetworkClient {
        var client: any NetworkClient = RetryingClient(transport, policy: policy, log: log, onRetry: onRetry, deadline: deadline)
        if let cache {
            client = CachingClient(client, cache: cache, mode: mode, defaultMaxAge: freshness, now: now, onEvent: onCacheEvent)
        }
        client = CoalescingClient(client)
        if let key {
            client = APIKeyClient(client, queryName: keyQueryName, key: key)
        }
        return client
    }
}
