import CMalloc

/// How the C allocator keeps memory, set once at start (measured in `docs/performance.md`).
///
/// By default glibc gives each thread that allocates an arena of its own (up to 8 per core),
/// and raises its threshold for `mmap` each time a large block is freed, so that the next
/// large blocks come from the heap and stay there. Decoding a Pokémon (a 760 KB answer, a few
/// MB while it is decoded) on the concurrency pool's threads then leaves several MB resident
/// that nothing uses. One arena, a fixed `mmap` threshold and trimming of the heap's free top
/// give that memory back: about 3.5 MB less at the peak after the whole list and 50 details.
enum MemoryTuning {
    /// Blocks from this size on are mapped on their own and returned to the system when freed;
    /// free memory above this much at the top of the heap is returned too.
    static let threshold: Int32 = 128 * 1024

    static func apply() {
        _ = mallopt(M_ARENA_MAX, 1)
        _ = mallopt(M_MMAP_THRESHOLD, threshold)
        _ = mallopt(M_TRIM_THRESHOLD, threshold)
    }
}
