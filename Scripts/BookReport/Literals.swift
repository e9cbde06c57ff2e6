import Foundation
import ToolSupport

/// Whether a suggestion only swaps a literal the output echoes back (a row index, a number, a
/// string without interpolation) rather than changing how something works: its change and its
/// replacement read the same once every such literal is blanked out.
func swapsOnlyALiteral(_ suggestion: Suggestion) -> Bool {
    func blanked(_ code: String) -> String {
        code.replacing(#/"(?:[^"\\]|\\[^(])*"/#, with: "\"\"")
            .replacing(#/\b[0-9]+(?:\.[0-9]+)?\b/#, with: "0")
    }
    return blanked(suggestion.change) == blanked(suggestion.to)
}
