import CatalogKit

extension CommandRunner {
    /// Runs a catalog's own command (``CommandSpec/isCatalogsOwn``) and writes what it gives
    /// as the shared commands write theirs: a document as `show` does, rows as `list` does.
    func runCatalogsOwn() async throws(AppError) -> ExitStatus {
        let call = CommandCall(
            name: request.command, operands: request.operands.isEmpty ? request.operand.map { [$0] } ?? [] : request.operands,
            values: request.ownValues, format: request.ownFormat ?? request.format.rawValue)
        switch try await catalog.run(call, freshness: .cachedIfFresh) {
        case let .document(detail):
            let kind = detail.record.map { LinkKind($0.kind) } ?? self.kind
            return await write(detail, key: detail.record?.idText ?? request.command, kind: kind)
        case let .entity(key):
            // As `show KEY` would: looked up, named, written in the format asked for.
            var shown = self
            (shown.request.command, shown.request.operand, shown.request.ownValues) = ("show", key, [:])
            return try await shown.show()
        case let .entries(entries):
            let status = try await emit(pages: [entries])
            // Nothing is said, not only returned, as search says it.
            if entries.isEmpty { warn("no \(catalog.itemName) found") }
            return status
        case let .text(text):
            output.write(TextRenderer.cleanKeepingLines(text.hasSuffix("\n") ? text : text + "\n"))
            output.flush()
            return .success
        case let .message(text):
            warn(DisplayText.line(text))
            return .success
        }
    }
}
