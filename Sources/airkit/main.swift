import Foundation

let status = Commands.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, console: Console()
)
exit(status)
