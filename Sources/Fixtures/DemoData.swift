import CatalogKit

/// What a catalog says when its built-in demo data is not there (a binary built without it):
/// plainly that, never a hint about the server's address.
public enum DemoData {
    /// The first words of the message, for the command line's one line and the tests.
    public static let missingLead = "The demo data is not installed"

    /// The pane (and, for a command, the line on stderr) for the catalog titled `title`.
    public static func missing(_ title: String) -> CatalogSetup {
        .needsSetup(
            title: title,
            paragraphs: [
                "\(missingLead): this build of explore carries no demo data for \(title).",
                "Build and install it again from a full checkout (make install), or run without --demo.",
            ])
    }
}
