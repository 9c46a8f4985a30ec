import CatalogKit
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns TheMealDB's shapes into the shared domain: list entries and recipe documents.
public enum MealMapper {
    public static func entry(from meal: MealSummaryDTO) -> Entry {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        return Entry(
            id: meal.id, title: DisplayText.line(meal.name), subtitle: subtitle.isEmpty ? nil : subtitle,
            fields: fields(category: meal.category, area: meal.area))
    }

    /// A list row's data: its `category` and `area` (TheMealDB's names), null where the
    /// answer did not say.
    static func fields(category: String?, area: String?) -> EntryFields {
        EntryFields([("category", .optional(category.map(DisplayText.line))), ("area", .optional(area.map(DisplayText.line)))])
    }

    /// A list row for a meal a search returned in full.
    public static func entry(from meal: MealDTO) -> Entry {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        return Entry(
            id: meal.id, title: DisplayText.line(meal.name), subtitle: subtitle.isEmpty ? nil : subtitle,
            fields: fields(category: meal.category, area: meal.area))
    }

    /// Instructions as paragraphs, one a step: TheMealDB separates steps with `\r\n`, some
    /// recipes with blank lines too, some under a "STEP 1" line of their own. Each line is
    /// cleaned; a step's number line stays on the line above its text; paragraphs are
    /// separated by one blank line.
    static func steps(_ text: String) -> String {
        let lines = text.replacing("\r\n", with: "\n")
            .replacing("\r", with: "\n")
            .split(separator: "\n")
            .map { DisplayText.line(String($0)) }
            .filter { !$0.isEmpty }
        var paragraphs: [String] = []
        var heading: String?
        for line in lines {
            if isStepNumber(line) {
                if let heading { paragraphs.append(heading) }
                heading = line
            } else {
                paragraphs.append(heading.map { $0 + "\n" + line } ?? line)
                heading = nil
            }
        }
        if let heading { paragraphs.append(heading) }
        return paragraphs.joined(separator: "\n\n")
    }

    /// A line that only numbers a step: "STEP 1", "Step 2:", "3.", "4)".
    static func isStepNumber(_ line: String) -> Bool {
        var rest = Substring(line.lowercased())
        if rest.hasPrefix("step") { rest = rest.dropFirst(4) }
        rest = rest.drop { $0 == " " }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return false }
        let tail = rest.dropFirst(digits.count)
        return tail.isEmpty || tail == "." || tail == ":" || tail == ")"
    }

    /// An ingredient as `filter.php?i=` documents it: lower case, words joined by `_`
    /// ("Chicken Breast" → `chicken_breast`).
    public static func ingredientKey(_ name: String) -> String {
        DisplayText.line(name).lowercased().split(separator: " ").joined(separator: "_")
    }

    /// The recipe: category and area (each a link), tags, ingredients with their measures (each a link), the
    /// instructions as paragraphs, and the source and video links as text. With a `scale`
    /// other than 1 the measures are taken by it (``Measure``) and the heading says so.
    public static func detail(from meal: MealDTO, scale: Double = 1) -> Detail {
        let subtitle = [meal.category, meal.area].compactMap { $0.map(DisplayText.line) }.joined(separator: " · ")
        var sections: [DetailSection] = []
        var about: [Field] = []
        if let category = meal.category.map(DisplayText.line), !category.isEmpty {
            about.append(Field("Category", category, link: Link(kind: "category", id: category, label: category)))
        }
        if let area = meal.area.map(DisplayText.line), !area.isEmpty {
            about.append(Field("Area", area, link: Link(kind: "area", id: area, label: area)))
        }
        if !about.isEmpty { sections.append(DetailSection(nil, .fields(about))) }
        if !meal.ingredients.isEmpty {
            let fields = meal.ingredients.map { ingredient in
                let name = DisplayText.line(ingredient.name)
                let measure = Measure.scale(DisplayText.line(ingredient.measure), by: scale)
                return Field(name, measure, link: Link(kind: "ingredient", id: ingredientKey(name), label: name), linksLabel: true)
            }
            let scaled = scale == 1 ? "" : ", " + scaleText(scale)
            sections.append(DetailSection("Ingredients (\(meal.ingredients.count)\(scaled))", .fields(fields)))
        }
        if let instructions = meal.instructions.map(steps), !instructions.isEmpty {
            sections.append(DetailSection("Instructions", .paragraph(instructions)))
        }
        var links: [Field] = []
        if let source = meal.source { links.append(Field("Source", DisplayText.line(source))) }
        if let video = meal.youtube { links.append(Field("Video", DisplayText.line(video))) }
        if !links.isEmpty { sections.append(DetailSection("Links", .fields(links))) }
        var document = Detail(
            title: DisplayText.line(meal.name),
            subtitle: subtitle.isEmpty ? nil : subtitle,
            badges: meal.tags.map { Badge(DisplayText.line($0)) },
            sections: sections,
            webPages: webPages(of: meal)
        )
        document.entityID = meal.id.isEmpty ? nil : meal.id
        document.record = MealRecord.record(meal, scale: scale)
        return document
    }

    /// A scale as cooks write it: "×2", "×½", "×1½".
    public static func scaleText(_ scale: Double) -> String {
        "×" + Measure.fraction(scale)
    }

    /// The recipe's pages, the most useful first: its source, its video, its page on TheMealDB.
    static func webPages(of meal: MealDTO) -> [WebPage] {
        let digits = meal.id.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } && !meal.id.isEmpty
        return [
            WebPage("source", url: meal.source ?? ""), WebPage("video", url: meal.youtube ?? ""),
            digits ? WebPage("TheMealDB page", url: "https://www.themealdb.com/meal/" + meal.id) : nil,
        ]
        .compactMap { $0 }
        .reduce(into: [WebPage]()) { pages, page in if !pages.contains(where: { $0.url == page.url }) { pages.append(page) } }
    }

    /// The photo of a meal: its small variant (TheMealDB serves `…/preview`), on `origin`
    /// (scheme, host and port) instead of TheMealDB's when one is given. Nil unless the
    /// thumbnail is an http(s) URL of a `.jpg` or `.png`, and, without `origin`, on TheMealDB's
    /// own host (a server's data must not make the app fetch from any host it names); never
    /// with a user name or password.
    public static func picture(_ thumbnail: String?, origin: URL?) -> DetailPicture? {
        guard let thumbnail, var components = URLComponents(string: thumbnail.trimmingWhitespace()),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http", components.host != nil,
            components.path.hasSuffix(".jpg") || components.path.hasSuffix(".png"),
            !components.path.split(separator: "/").contains(where: { $0 == ".." }),
            components.user == nil, components.password == nil,
            origin != nil || ["themealdb.com", "www.themealdb.com"].contains(components.host?.lowercased() ?? "")
        else { return nil }
        if let origin, let base = URLComponents(url: origin, resolvingAgainstBaseURL: false), base.host != nil {
            (components.scheme, components.host, components.port) = (base.scheme, base.host, base.port)
        }
        components.query = nil
        components.path += "/preview"
        return components.url.map { DetailPicture(url: $0) }
    }
}
