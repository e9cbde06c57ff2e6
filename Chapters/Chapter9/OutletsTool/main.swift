import Foundation

// Reads a screen's layout file and writes a Swift extension that makes its views and gives
// each a typed property. Errors go to standard error as `path:line: error: message`, the way
// the compiler reports them, so the build shows them at the line.
//
//   OutletsTool <input.layout> <output.swift>

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: OutletsTool <input.layout> <output.swift>\n".utf8))
    exit(2)
}
let inputPath = arguments[1]
let outputPath = arguments[2]

do {
    let text = try String(contentsOfFile: inputPath, encoding: .utf8)
    let (controller, outlets) = try parseLayout(text)
    let file = URL(fileURLWithPath: inputPath).lastPathComponent
    try generateOutlets(controller: controller, outlets: outlets, file: file)
        .write(toFile: outputPath, atomically: true, encoding: .utf8)
} catch let error as LayoutError {
    FileHandle.standardError.write(
        Data("\(inputPath):\(error.line): error: \(error.message)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(
        Data("\(inputPath):1: error: \(error.localizedDescription)\n".utf8))
    exit(1)
}
