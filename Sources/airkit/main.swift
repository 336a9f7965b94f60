import Foundation

StandardStream.occupyClosedStandardDescriptors()
StandardStream.ignoreBrokenPipeSignal()
let console = Console()
let status = Commands.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, console: console
)
exit(console.exitStatus(after: status))
