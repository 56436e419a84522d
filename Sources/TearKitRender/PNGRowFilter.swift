// PNG scanline filters (filter method 0: None, Sub, Up, Average, Paeth) for 4-byte RGBA pixels.

/// Filters and unfilters PNG scanlines of 8-bit RGBA pixels (4 bytes per pixel).
enum PNGRowFilter {
    static let bytesPerPixel = 4

    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Writes `1 + row.count` bytes at `output`: the filter type chosen for this row followed by the
    /// filtered bytes. The type is the one whose output has the smallest sum of absolute values
    /// (read as signed bytes), the heuristic the PNG specification recommends.
    /// `previous` is the unfiltered row above, or `nil` for the first row.
    static func filterRow(
        _ row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?,
        scratch: UnsafeMutableBufferPointer<UInt8>, output: UnsafeMutablePointer<UInt8>
    ) {
        let n = row.count, bpp = bytesPerPixel
        var bestCost = Int.max
        for type in UInt8(0)...4 {
            if previous == nil && (type == 2 || type == 4) { continue }  // same as Sub/None on row 0
            var cost = 0
            for i in 0..<n {
                let left = i >= bpp ? row[i - bpp] : 0
                let up = previous?[i] ?? 0
                let upLeft = i >= bpp ? (previous?[i - bpp] ?? 0) : 0
                let value: UInt8
                switch type {
                case 0: value = row[i]
                case 1: value = row[i] &- left
                case 2: value = row[i] &- up
                case 3: value = row[i] &- UInt8((Int(left) + Int(up)) / 2)
                default: value = row[i] &- paeth(left, up, upLeft)
                }
                scratch[i] = value
                cost += value < 128 ? Int(value) : 256 - Int(value)
            }
            if cost < bestCost {
                bestCost = cost
                output[0] = type
                (output + 1).update(from: scratch.baseAddress!, count: n)
            }
        }
    }

    /// Reverses a filter in place. `row` holds the filtered bytes (without the type byte); `previous`
    /// is the already unfiltered row above, or `nil` for the first row. Returns `false` for an unknown type.
    static func unfilterRow(
        _ row: UnsafeMutableBufferPointer<UInt8>, type: UInt8, previous: UnsafeBufferPointer<UInt8>?
    ) -> Bool {
        let n = row.count, bpp = bytesPerPixel
        switch type {
        case 0: return true
        case 1:
            for i in bpp..<max(n, bpp) where i < n { row[i] = row[i] &+ row[i - bpp] }
        case 2:
            guard let previous else { return true }
            for i in 0..<n { row[i] = row[i] &+ previous[i] }
        case 3:
            for i in 0..<n {
                let left = i >= bpp ? Int(row[i - bpp]) : 0
                let up = Int(previous?[i] ?? 0)
                row[i] = row[i] &+ UInt8((left + up) / 2)
            }
        case 4:
            for i in 0..<n {
                let left = i >= bpp ? row[i - bpp] : 0
                let up = previous?[i] ?? 0
                let upLeft = i >= bpp ? (previous?[i - bpp] ?? 0) : 0
                row[i] = row[i] &+ paeth(left, up, upLeft)
            }
        default: return false
        }
        return true
    }
}
