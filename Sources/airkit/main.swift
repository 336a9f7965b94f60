import AirKitDoctor
import Foundation

StandardStream.occupyClosedStandardDescriptors()
StandardStream.ignoreBrokenPipeSignal()
let console = Console()
if let argument = RawArguments.notUTF8().first {
    console.error("airkit: error: \(argument): not valid UTF-8; airkit can read only paths and values written in UTF-8\n")
    exit(ExitStatus.usageOrInputError.rawValue)
}
let status = Commands.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, console: console
)
exit(console.exitStatus(after: status))
