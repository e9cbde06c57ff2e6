import Foundation
import ToolSupport

/// Reads the next line typed after `prompt`: at a terminal, with `LineEditing`, the terminal
/// put in its raw mode for the line and back after; elsewhere (piped input) as it comes, with
/// nil at the end of input, or Ctrl-D on an empty line.
@MainActor
func readTypedLine(after prompt: String, editing: inout LineEditing) -> String? {
    print(prompt, terminator: "")
    fflush(nil)
    guard isatty(STDIN_FILENO) == 1 else { return readLine() }
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    var byte: UInt8 = 0
    while read(STDIN_FILENO, &byte, 1) == 1 {
        if byte == 4, editing.line.isEmpty { break }  // Ctrl-D
        if let typed = editing.take(byte) {
            print()
            return typed
        }
        let back = editing.line.count - editing.cursor
        print(
            "\r" + prompt + String(decoding: editing.line, as: UTF8.self) + "\u{1B}[K"
                + (back > 0 ? "\u{1B}[\(back)D" : ""), terminator: "")
        fflush(nil)
    }
    return nil
}
