/// A source file's text as UTF-8 bytes, with where each line starts: byte offsets to lines and columns,
/// a line's text, and the text with one byte range replaced. Lines and columns count from 1; a column
/// counts UTF-8 bytes, as the compiler's diagnostics do.
package struct SourceText: Sendable {
    /// The file's bytes, as read (UTF-8).
    package let bytes: [UInt8]
    /// The byte offset at which each line starts; the first line starts at 0.
    package let lineStarts: [Int]

    /// The text of a file (any line ending: `\n` ends a line, a `\r` before it stays part of the line).
    package init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The whole text.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The line (from 1) and column (from 1, in UTF-8 bytes) of the byte at `offset` (`0...bytes.count`).
    package func location(ofByte offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The byte range of line `line` (from 1), without its `\n`; empty past the last line.
    package func byteRange(ofLine line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        let end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        return start..<end
    }

    /// The text of line `line` (from 1), without its `\n`.
    package func line(_ line: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: line)], as: UTF8.self)
    }

    /// The text of the bytes in `range`.
    package func text(in range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The text with the bytes in `range` replaced by `replacement`; everything else is byte for byte the same.
    package func replacing(_ range: Range<Int>, with replacement: String) -> String {
        var result = Array(bytes[..<range.lowerBound])
        result.append(contentsOf: replacement.utf8)
        result.append(contentsOf: bytes[range.upperBound...])
        return String(decoding: result, as: UTF8.self)
    }
}
