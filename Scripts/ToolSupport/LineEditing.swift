import Foundation

/// A line being typed at a terminal, key by key: the left and right arrows move the cursor,
/// backspace deletes before it, up and down go through the lines typed before, Enter ends it.
/// A terminal in its usual mode would pass the arrows' escape codes into the line instead.
public struct LineEditing {
    public private(set) var line: [UInt8] = []
    public private(set) var cursor = 0
    private var history: [[UInt8]] = []
    private var recalled = 0
    /// The bytes of an arrow's escape code under way, `ESC [` and a letter.
    private var escape: [UInt8]?

    public init() {}

    /// Takes one byte typed; returns the line when it was Enter, and starts the next.
    public mutating func take(_ byte: UInt8) -> String? {
        if var code = escape {
            code.append(byte)
            escape = code.count < 2 ? code : nil
            if code.count == 2 { move(code[1]) }
            return nil
        }
        switch byte {
        case 13, 10:
            let typed = String(decoding: line, as: UTF8.self)
            if !line.isEmpty { history.append(line) }
            (line, cursor, recalled) = ([], 0, history.count)
            return typed
        case 27: escape = []
        case 127, 8:
            if cursor > 0 {
                line.remove(at: cursor - 1)
                cursor -= 1
            }
        case 32...:
            line.insert(byte, at: cursor)
            cursor += 1
        default: break
        }
        return nil
    }

    /// An arrow: `D` left, `C` right, `A` up, `B` down.
    private mutating func move(_ arrow: UInt8) {
        switch arrow {
        case UInt8(ascii: "D"): cursor = max(0, cursor - 1)
        case UInt8(ascii: "C"): cursor = min(line.count, cursor + 1)
        case UInt8(ascii: "A") where recalled > 0:
            recalled -= 1
            (line, cursor) = (history[recalled], history[recalled].count)
        case UInt8(ascii: "B") where recalled < history.count:
            recalled += 1
            line = recalled < history.count ? history[recalled] : []
            cursor = line.count
        default: break
        }
    }
}

/// A typed line as an answer quotes it: control characters written as escapes, `\u{1B}`, so
/// that an arrow key that reached the line shows instead of moving the terminal's cursor.
public func shownTyped(_ line: String) -> String {
    line.unicodeScalars.map { scalar in
        scalar.value < 32 || scalar.value == 127
            ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
    }.joined()
}
