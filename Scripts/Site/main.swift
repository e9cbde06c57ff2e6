import Foundation
import ToolSupport

// The book and the kit as a DocC site, built by the toolchain alone:
//   swift run Site              builds .build/site/MVVMKit, a static site
// then serve it with Python's standard library and open the address it prints:
//   python3 -m http.server 8000 --bind 127.0.0.1 --directory .build/site/MVVMKit
// Everything it shows is read from the sources, the docs and the README when it runs.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "Site takes no arguments: `swift run Site` builds .build/site/MVVMKit."
answerHelp(usage, in: arguments)
guard arguments.isEmpty else { stopWithUsage(usage) }
let files = WorkspaceFiles(tool: "Site")
let workspace = files.root
let site = workspace.appendingPathComponent(".build/site")

do {
    print("Building the kit's symbol graph...")
    let graphs = site.appendingPathComponent("symbol-graphs")
    let scratch = site.appendingPathComponent("build")
    // The compiler writes the graph when it compiles the kit, so a build with nothing to do
    // writes none: without a graph, the build starts again from nothing.
    for attempt in 1...2 {
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let build = try runCommand([
            "swift", "build", "--target", "MVVMKit", "--scratch-path", scratch.path,
            "-Xswiftc", "-emit-symbol-graph", "-Xswiftc", "-emit-symbol-graph-dir", "-Xswiftc",
            graphs.path,
        ])
        guard build.status == 0 else {
            throw SiteError(description: "swift build failed:\n\(build.output)")
        }
        let graph = graphs.appendingPathComponent("MVVMKit.symbols.json")
        if FileManager.default.fileExists(atPath: graph.path) || attempt == 2 { break }
        try? FileManager.default.removeItem(at: scratch)
    }
    let kitGraph = site.appendingPathComponent("kit-symbol-graph/MVVMKit.symbols.json")
    let symbols = try filterSymbolGraph(
        at: graphs.appendingPathComponent("MVVMKit.symbols.json"), into: kitGraph)
    let undocumented = symbols.filter { !$0.isDocumented }
    guard undocumented.isEmpty else {
        throw SiteError(
            description:
                "These public symbols of the kit have no doc comment; write one for each:\n"
                + undocumented.map { "  \($0.folder)/: \($0.title)" }.sorted().joined(
                    separator: "\n"))
    }

    print("Writing the catalog from the docs and the sources...")
    let catalog = site.appendingPathComponent("MVVMKit.docc")
    try writeCatalog(
        Book(files), symbols: symbols, workspace: workspace, to: catalog)

    print("Converting it with docc...")
    let output = site.appendingPathComponent("MVVMKit")
    try? FileManager.default.removeItem(at: output)
    let docc = [
        "convert", catalog.path, "--additional-symbol-graph-dir",
        kitGraph.deletingLastPathComponent().path,
        "--output-path", output.path, "--fallback-display-name", "MVVMKit",
        "--fallback-bundle-identifier", "mvvm-by-hand.MVVMKit", "--transform-for-static-hosting",
        "--warnings-as-errors",
    ]
    var converted = try runCommand(["docc"] + docc)
    if converted.status == 127 {
        converted = try runCommand(["xcrun", "docc"] + docc)  // macOS keeps it behind xcrun
    }
    guard converted.status == 0 else {
        throw SiteError(description: "docc failed:\n\(converted.output)")
    }
    print(
        """
        Built .build/site/MVVMKit. Serve it with
          python3 -m http.server 8000 --bind 127.0.0.1 --directory .build/site/MVVMKit
        and open http://127.0.0.1:8000/documentation/mvvmkit (the kit) or
        http://127.0.0.1:8000/tutorials/book (the book).
        """)
} catch {
    stop("Site: \(error)")
}
