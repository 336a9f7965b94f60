import Foundation

let task = Process()
task.launchPath = "/bin/bash"
task.launch()
