import PackagePlugin

/// Runs OutletsTool on every `.layout` file of a target that uses this plugin, and compiles
/// what it writes with the target. Nothing generated is ever in the source tree.
@main
struct OutletsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "OutletsTool")
        return target.sourceFiles(withSuffix: "layout").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name)+Outlets.swift")
            return .buildCommand(
                displayName: "Generating outlets from \(file.url.lastPathComponent)",
                executable: tool.url, arguments: [file.url.path, output.path],
                inputFiles: [file.url], outputFiles: [output])
        }
    }
}
