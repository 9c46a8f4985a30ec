/// A number written with a fixed count of decimals, as `printf("%.Nf")` writes it, without
/// full Foundation's `String(format:)`: "0.5", "48.85661", "-2.35222".
public enum DecimalText {
    /// `value` rounded to `decimals` places (0–9), the fraction padded with zeros; "nan" and
    /// "inf" for what is not finite.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let places = min(max(0, decimals), 9)
        var scale: Double = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard let units = UInt64(exactly: scaled) else { return String(value) }
        let factor = UInt64(scale)
        let whole = String(units / factor)
        let sign = value < 0 && units != 0 ? "-" : ""
        guard places > 0 else { return sign + whole }
        let fraction = String(units % factor)
        return sign + whole + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
