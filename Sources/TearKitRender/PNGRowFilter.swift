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
    /// `previous` is the unfiltered row above, or `nil` for the first row; `scratch` holds at least
    /// `row.count` bytes.
    static func filterRow(
        _ row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?,
        scratch: UnsafeMutableBufferPointer<UInt8>, output: UnsafeMutablePointer<UInt8>
    ) {
        let n = row.count, bpp = bytesPerPixel
        guard n > 0, let r = row.baseAddress, let tmp = scratch.baseAddress else { return }
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        let out = output + 1

        // None.
        var best = 0
        for i in 0..<n { best += cost(r[i]) }
        output[0] = 0
        out.update(from: r, count: n)

        // Sub.
        var total = 0
        for i in 0..<min(bpp, n) { tmp[i] = r[i]; total += cost(r[i]) }
        for i in bpp..<max(n, bpp) { let v = r[i] &- r[i - bpp]; tmp[i] = v; total += cost(v) }
        if total < best { best = total; output[0] = 1; out.update(from: tmp, count: n) }

        guard let up = previous?.baseAddress else { return }  // Up and Paeth equal None and Sub on row 0; Average is rarely best there

        // Up.
        total = 0
        for i in 0..<n { let v = r[i] &- up[i]; tmp[i] = v; total += cost(v) }
        if total < best { best = total; output[0] = 2; out.update(from: tmp, count: n) }

        // Average.
        total = 0
        for i in 0..<min(bpp, n) { let v = r[i] &- (up[i] >> 1); tmp[i] = v; total += cost(v) }
        for i in bpp..<max(n, bpp) {
            let v = r[i] &- UInt8((Int(r[i - bpp]) + Int(up[i])) >> 1); tmp[i] = v; total += cost(v)
        }
        if total < best { best = total; output[0] = 3; out.update(from: tmp, count: n) }

        // Paeth.
        total = 0
        for i in 0..<min(bpp, n) { let v = r[i] &- up[i]; tmp[i] = v; total += cost(v) }  // left and up-left are 0
        for i in bpp..<max(n, bpp) {
            let v = r[i] &- paeth(r[i - bpp], up[i], up[i - bpp]); tmp[i] = v; total += cost(v)
        }
        if total < best { output[0] = 4; out.update(from: tmp, count: n) }
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
