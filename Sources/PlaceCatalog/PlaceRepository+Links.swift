import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

extension PlaceRepository {
    public var linkKinds: [LinkKind] { Self.descriptor.linkKinds }

    /// How many places a linked list shows (one request; it does not page).
    static let linkedListSize = 50

    /// What a place's link points at, one request each: a place by its Geoapify id
    /// (`place-details`), the places of a category around a centre (`category`, id
    /// `catering.cafe@48.85,2.35`, the centre optional), or the places of a category around a
    /// point (`around`, id `48.85,2.35@catering`, the category optional).
    public func open(_ link: Link, freshness: Freshness) async throws(AppError) -> LinkedPage {
        let parts = link.id.split(separator: "@", maxSplits: 1).map { $0.trimmingWhitespace() }
        switch link.kind {
        case "place":
            let document = try await detail(for: Entry(id: link.id, title: link.label), freshness: freshness)
            return LinkedPage(title: document.title, document: document, entries: nil, itemName: itemName)
        case "category":
            guard let category = parts.first.flatMap(Self.categoryKey) else { throw Self.noSuch(link) }
            let center: Coordinate
            if let written = parts.dropFirst().first {
                // A centre written but not a point is refused, not replaced by the list's.
                guard let given = Coordinate(parsing: written) else { throw Self.notAPoint(written) }
                center = given
            } else {
                center = try await listCenter()
            }
            let label = link.label.isEmpty ? category : DisplayText.line(link.label)
            return try await list(title: label, kind: "Category", category: category, center: center, freshness)
        case "around":
            guard let written = parts.first, let center = Coordinate(parsing: written) else { throw Self.notAPoint(parts.first ?? "") }
            let category = parts.dropFirst().first.flatMap(Self.categoryKey) ?? defaultFilters.value(for: Self.category) ?? "catering"
            return try await list(title: "Around \(center)", kind: "Around here", category: category, center: center, freshness)
        default:
            throw AppError(kind: .notFound, message: "Places have no pages of kind “\(DisplayText.line(link.kind.rawValue))”.", isRetryable: false)
        }
    }

    /// The places of `category` around `center`, nearest first, as a page.
    private func list(title: String, kind: String, category: String, center: Coordinate, _ freshness: Freshness) async throws(AppError) -> LinkedPage {
        let endpoint = GeoapifyEndpoint.places(categories: category, center: center, radius: radius, name: nil, limit: Self.linkedListSize, offset: 0)
        async let listZone = zone(around: center, freshness)
        let loaded = try await load(endpoint, center: center, freshness)
        let entries = await self.entries(loaded.places, center: center, listZone: await listZone)
        let label =
            Self.commonCategories.first { $0.value == category }?.label ?? DisplayText.title(fromSlug: String(category.split(separator: ".").last ?? ""))
        var fields = [Field("Category", label), Field("Centre", center.description), Field("Within", PlaceMapper.distance(Double(radius)))]
        if let leftOut = PlaceMapper.leftOutNote(loaded.invalidCoordinates) { fields.append(Field("Left out", leftOut)) }
        if let note = loaded.travelNote { fields.append(Field("Routes", note)) }
        let count = entries.count == 1 ? "1 place" : "\(entries.count) places"
        var document = Detail(title: title, subtitle: "\(kind) · \(count)", sections: [DetailSection(nil, .fields(fields))])
        document.record = PlaceFields.listRecord(
            kind: kind == "Category" ? "category" : "around", category: category, center: center,
            radius: radius, entries: entries)
        return LinkedPage(title: title, document: document, entries: entries, itemName: itemName)
    }

    /// The centre of the list in force: the last one loaded, else the default location's.
    private func listCenter() async throws(AppError) -> Coordinate {
        if let center = await sessionCenter { return center }
        return try await resolveLocation(defaultFilters.value(for: Self.location) ?? "")
    }

    /// A Geoapify category (`catering.cafe`), or nil when it is not one.
    static func categoryKey(_ text: String) -> String? {
        let key = text.lowercased()
        guard !key.isEmpty, key.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "._,".unicodeScalars.contains($0) }) else {
            return nil
        }
        return key
    }

    /// A centre that is not a point on the Earth.
    static func notAPoint(_ text: String) -> AppError {
        AppError(
            kind: .invalidRequest,
            message: "“\(DisplayText.line(text))” is not a point on the Earth: give LAT,LON in decimal degrees "
                + "(a latitude from -90 to 90, a longitude from -180 to 180).", isRetryable: false)
    }

    static func noSuch(_ link: Link) -> AppError {
        AppError(kind: .notFound, message: "Not found: “\(DisplayText.line(link.id))” is not a place link.", isRetryable: false)
    }
}
