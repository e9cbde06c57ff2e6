/// Counts the bodies SwiftUI evaluates, by view, in the order the views first ran: a view
/// whose body calls `Evaluations.note(Self.self)` is counted.
@MainActor
public enum Evaluations {
    private static var counts: [(view: String, count: Int)] = []

    public static func note<V>(_ view: V.Type) {
        let name = "\(view)"
        if let index = counts.firstIndex(where: { $0.view == name }) {
            counts[index].count += 1
        } else {
            counts.append((name, 1))
        }
    }

    /// Prints the counts since the last report, then starts again from none.
    public static func report(_ when: String) {
        let noted = taken()
        print("Bodies evaluated \(when):" + (noted.isEmpty ? " none" : "\n  " + noted))
    }

    /// The counts since the last time they were taken, as `View 1, Other 3`.
    public static func taken() -> String {
        defer { counts = [] }
        return counts.map { "\($0.view) \($0.count)" }.joined(separator: ", ")
    }
}
