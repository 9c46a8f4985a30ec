import CatalogKit
import Foundation
import Networking
import PlaceCatalog
import Testing
import TestSupport

/// A place's links over the demo data: its categories around the list's centre, "around
/// here", and a place by id; one request each.
@Suite("Place links")
struct PlaceLinkTests {
    func repository(_ client: any NetworkClient) -> PlaceRepository {
        PlaceRepository(api: APIClient(baseURL: PlaceDemo.baseURL, client: client), near: PlaceDemo.center, category: "catering", assumedZone: PlaceDemo.zone)
    }

    func links(_ detail: Detail) -> [Link] {
        detail.sections.first { $0.heading == "Nearby" }.flatMap { section -> [Link]? in
            if case let .links(links) = section.content { return links }
            return nil
        } ?? []
    }

    @Test("A place links to its categories around the list's centre and to the list around itself")
    func placeLinks() async throws {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        let places = repository(stub)
        let first = try await places.page(offset: 0, filters: [])
        let entry = try #require(first.entries.first)
        let detail = try await places.detail(for: entry)
        let links = links(detail)
        let category = try #require(links.first { $0.kind == "category" })
        #expect(category.id.hasSuffix("@48.8566,2.3522") && category.label.hasSuffix(" nearby"))
        let around = try #require(links.last)
        #expect(around.kind == "around" && around.label == "Around here" && around.id.hasSuffix("@catering"))

        let before = stub.requests.count
        let sameKind = try await places.open(category, freshness: .cachedIfFresh)
        #expect(stub.requests.count == before + 1)
        let query = try #require(stub.requests.last?.url.query)
        #expect(query.contains("categories=" + (category.id.split(separator: "@").first.map(String.init) ?? "")))
        #expect(query.contains("circle:2.3522,48.8566"))
        #expect(sameKind.entries?.contains { $0.id == entry.id } == true)
        #expect(sameKind.itemName == "place")

        let here = try await places.open(around, freshness: .cachedIfFresh)
        #expect(stub.requests.count == before + 2)
        // Re-centred on the place: it comes first, at 0 m.
        #expect(here.entries?.first?.id == entry.id)
        #expect(here.entries?.first?.columns.first?.text.hasPrefix("0 m") == true)

        let byID = try await places.open(Link(kind: "place", id: entry.id, label: entry.title), freshness: .cachedIfFresh)
        #expect(byID.document.title == detail.title && byID.entries == nil)
    }

    @Test(
        "Links that name nothing are not found, and never reach the server",
        arguments: [
            Link(kind: "category", id: "../../v1/x", label: "x"), Link(kind: "berry", id: "1", label: "x"),
        ])
    func badLinks(link: Link) async throws {
        let (error, requests) = await refusal(of: link)
        #expect(error?.kind == .notFound)
        #expect(requests == 0)
    }

    /// Why opening `link` failed (nil: it opened), and how many requests it sent.
    func refusal(of link: Link) async -> (AppError?, Int) {
        let stub = StubClient { request throws(NetworkError) in try await PlaceDemo.client.send(request) }
        do {
            _ = try await repository(stub).open(link, freshness: .cachedIfFresh)
            return (nil, stub.requests.count)
        } catch {
            return (error, stub.requests.count)
        }
    }

    @Test(
        "A centre that is not a point is refused, not replaced by the list's; nothing is asked",
        arguments: [
            Link(kind: "around", id: "Paris", label: "x"), Link(kind: "around", id: "91,0@catering", label: "x"),
            Link(kind: "category", id: "catering@91,0", label: "x"), Link(kind: "category", id: "catering@abc", label: "x"),
        ])
    func notAPoint(link: Link) async throws {
        let (error, requests) = await refusal(of: link)
        #expect(error?.kind == .invalidRequest && error?.message.contains("not a point on the Earth") == true)
        #expect(requests == 0)
    }

    @Test("A 503 on a linked list is a retryable server error")
    func serverError() async throws {
        let stub = StubClient { _ throws(NetworkError) in HTTPResponse(status: .serviceUnavailable, body: Data("{}".utf8)) }
        do {
            _ = try await repository(stub).open(Link(kind: "category", id: "catering.cafe@48.85,2.35", label: "Cafés"), freshness: .cachedIfFresh)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .serverError && error.isRetryable)
        }
    }
}
