#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Brings the parts of a file that a ``ByteWindow`` reads into memory as they are read, so that
/// reading a 2 GB executable costs the header, the load commands and the few tables and sections
/// the reader looks at, not the file.
///
/// The file's size is reserved as one anonymous mapping (address space only: untouched pages take
/// no memory and read as zeros). Before a window reads bytes it calls ``load(_:)``, which fills the
/// missing 64 KiB chunks with `pread`. Once more than `residentBudget` bytes are loaded, the
/// oldest chunks outside the range being loaded are given back (`MADV_DONTNEED`) and read again if
/// needed, so memory stays bounded whatever the reader walks.
///
/// The file is never mapped itself: a file that shrinks while it is read cannot fault the process.
/// A chunk that comes back short is left zero-filled and recorded in ``fileChanged``, which the
/// reader turns into an error once it is done.
final class FileRegionLoader {
    static let chunkSize = 64 * 1024
    /// Loaded bytes above this are given back, oldest first.
    static let defaultResidentBudget = 32 * 1024 * 1024

    let count: Int
    private let residentBudget: Int
    /// The first byte of the mapping, which stands for offset 0 of the file.
    let base: UnsafeMutableRawPointer
    /// `true` once a read came back short: the file shrank or failed while it was read.
    private(set) var fileChanged = false
    private let file: ReadOnlyFile
    private let mappedLength: Int
    private var loaded: [UInt64]
    /// Loaded chunk numbers, oldest first (from `oldest` on).
    private var loadOrder: [Int] = []
    private var oldest = 0
    private var residentChunks = 0

    /// Reserves address space for the whole of `file`, which must not be empty. `nil` when the
    /// system refuses the reservation.
    init?(file: ReadOnlyFile, residentBudget: Int = defaultResidentBudget) {
        guard file.size > 0 else { return nil }
        let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        let length = (file.size + pageSize - 1) / pageSize * pageSize
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
        guard let mapping = mmap(nil, length, PROT_READ | PROT_WRITE, flags, -1, 0), mapping != MAP_FAILED else {
            return nil
        }
        self.file = file
        self.residentBudget = residentBudget
        count = file.size
        base = mapping
        mappedLength = length
        let chunkCount = (file.size + Self.chunkSize - 1) / Self.chunkSize
        loaded = Array(repeating: 0, count: (chunkCount + 63) / 64)
    }

    deinit {
        munmap(base, mappedLength)
    }

    /// The whole file as bytes; read them only through a window, which loads them first.
    var bytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base, count: count)
    }

    /// Makes the bytes of `range` (inside the file) readable with the file's content.
    func load(_ range: Range<Int>) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= count else { return }
        let chunks = (range.lowerBound / Self.chunkSize)...((range.upperBound - 1) / Self.chunkSize)
        for chunk in chunks where !isLoaded(chunk) {
            giveBackOldChunks(keeping: chunks)
            read(chunk)
        }
    }

    /// How many bytes are loaded now (whole chunks).
    var residentByteCount: Int { residentChunks * Self.chunkSize }

    private func isLoaded(_ chunk: Int) -> Bool {
        loaded[chunk / 64] & (1 << UInt64(chunk % 64)) != 0
    }

    private func setLoaded(_ chunk: Int, _ isLoaded: Bool) {
        if isLoaded {
            loaded[chunk / 64] |= 1 << UInt64(chunk % 64)
        } else {
            loaded[chunk / 64] &= ~(1 << UInt64(chunk % 64))
        }
    }

    private func read(_ chunk: Int) {
        let start = chunk * Self.chunkSize
        let length = min(Self.chunkSize, count - start)
        if file.read(into: base + start, count: length, at: start) < length { fileChanged = true }
        setLoaded(chunk, true)
        loadOrder.append(chunk)
        residentChunks += 1
    }

    private func giveBackOldChunks(keeping needed: ClosedRange<Int>) {
        var candidates = loadOrder.count - oldest
        while residentChunks * Self.chunkSize >= residentBudget, candidates > 0 {
            candidates -= 1
            let chunk = loadOrder[oldest]
            oldest += 1
            guard !needed.contains(chunk) else {
                loadOrder.append(chunk)  // part of the range being loaded: keep it
                continue
            }
            let start = chunk * Self.chunkSize
            madvise(base + start, min(Self.chunkSize, mappedLength - start), MADV_DONTNEED)
            setLoaded(chunk, false)
            residentChunks -= 1
        }
        if oldest > 4096, oldest * 2 > loadOrder.count {
            loadOrder.removeFirst(oldest)
            oldest = 0
        }
    }
}
