// `swift run -c release TearKitBenchmarks [core]`
let which = CommandLine.arguments.dropFirst().first ?? "all"
if which == "core" || which == "all" { CoreBenchmark.run() }
