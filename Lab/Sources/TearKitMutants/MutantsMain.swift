import ArgumentParser
import Foundation

extension MutantsCommand {
    /// Parses `arguments` and runs, as ArgumentParser's `main()` does, except that an error is one line on
    /// standard error — `mutants: error: …` — with exit status 64 for a usage error and 1 for a failure.
    /// - Returns: the exit status (the help's, 0, included).
    package static func main(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as MutantsError {
            FileHandle.standardError.write(Data("mutants: error: \(error)\n".utf8))
            return 1
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                return 0
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let shown = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            FileHandle.standardError.write(Data("mutants: error: \(shown)\n".utf8))
            return code == .validationFailure ? 64 : code.rawValue == 0 ? 1 : code.rawValue
        }
    }
}
