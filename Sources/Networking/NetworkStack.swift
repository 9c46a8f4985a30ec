/// Assembles the client the app uses: coalescing over retrying over the transport (which
/// caps transfers per host itself). Each layer is a ``NetworkClient`` and is tested on its own.
/// `deadline` bounds each request, retries and waits included.
public enum NetworkStack {
    public static func make(
        transport: any NetworkClient,
        policy: RetryPolicy = .standard,
        log: RequestLog? = nil,
        deadline: Duration? = nil,
        onRetry: (@Sendable (RetryNotice) -> Void)? = nil
    ) -> any NetworkClient {
        CoalescingClient(RetryingClient(transport, policy: policy, log: log, onRetry: onRetry, deadline: deadline))
    }
}
