import Imaging
import Testing

@Suite("Picture cache")
struct PictureCacheTests {
    static func picture(columns: Int) -> CellPicture {
        CellPicture(columns: columns, rows: 1, cells: Array(repeating: HalfBlock(top: .indexed(196), bottom: nil), count: columns))!
    }

    static func key(_ url: String, _ columns: Int = 10) -> PictureCache.Key {
        PictureCache.Key(url: url, box: CellBox(columns: columns, rows: 5), palette: .trueColor)
    }

    @Test("Pictures are kept by URL, size and palette")
    func keys() {
        let cache = PictureCache()
        cache.insert(Self.picture(columns: 3), for: Self.key("a"))
        #expect(cache.picture(for: Self.key("a")) == Self.picture(columns: 3))
        #expect(cache.picture(for: Self.key("a", 11)) == nil)
        #expect(cache.picture(for: PictureCache.Key(url: "a", box: CellBox(columns: 10, rows: 5), palette: .xterm256)) == nil)
        #expect(cache.picture(for: Self.key("b")) == nil)
    }

    @Test("Past the byte cap the least recently used pictures go")
    func leastRecentlyUsed() {
        let size = Self.picture(columns: 100).byteCount
        let cache = PictureCache(byteLimit: size * 3)
        cache.insert(Self.picture(columns: 100), for: Self.key("1"))
        cache.insert(Self.picture(columns: 100), for: Self.key("2"))
        cache.insert(Self.picture(columns: 100), for: Self.key("3"))
        #expect(cache.count == 3 && cache.byteCount == size * 3)
        _ = cache.picture(for: Self.key("1"))  // 2 is now the least recently used
        cache.insert(Self.picture(columns: 100), for: Self.key("4"))
        #expect(cache.count == 3)
        #expect(cache.picture(for: Self.key("2")) == nil)
        #expect(cache.picture(for: Self.key("1")) != nil && cache.picture(for: Self.key("3")) != nil && cache.picture(for: Self.key("4")) != nil)
        #expect(cache.byteCount <= cache.byteLimit)
    }

    @Test("Replacing a picture counts its bytes once; one larger than the cap is not kept")
    func replaceAndOversize() {
        let cache = PictureCache(byteLimit: Self.picture(columns: 50).byteCount)
        cache.insert(Self.picture(columns: 10), for: Self.key("a"))
        cache.insert(Self.picture(columns: 20), for: Self.key("a"))
        #expect(cache.count == 1 && cache.byteCount == Self.picture(columns: 20).byteCount)
        cache.insert(Self.picture(columns: 51), for: Self.key("b"))
        #expect(cache.picture(for: Self.key("b")) == nil && cache.count == 1)
        cache.removeAll()
        #expect(cache.count == 0 && cache.byteCount == 0)
    }

    @Test("Many tasks inserting and reading at once keep the books straight")
    func concurrent() async {
        let limit = Self.picture(columns: 10).byteCount * 20
        let cache = PictureCache(byteLimit: limit)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for index in 0..<200 {
                        cache.insert(Self.picture(columns: 10), for: Self.key("\(worker)-\(index % 30)"))
                        _ = cache.picture(for: Self.key("\((worker + 1) % 8)-\(index % 30)"))
                    }
                }
            }
        }
        #expect(cache.count == 20)
        #expect(cache.byteCount == limit)
    }
}
