import { LinkCache, locationOf, type RedirectLink } from './link-cache';

const LINK: RedirectLink = { id: 7, location: 'https://example.org/a' };

/** A cache over `links`, counting reads, on a clock the test moves. */
function cacheOver(links: Map<string, RedirectLink>, ttlMs = 10_000, maxEntries = 100) {
  let now = 1_000_000;
  const reads: string[] = [];
  const cache = new LinkCache(
    async (code) => {
      reads.push(code);
      return links.get(code) ?? null;
    },
    { ttlMs, maxEntries, now: () => now },
  );
  return {
    cache,
    reads,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('LinkCache', () => {
  it('reads a code once while its answer is fresh, unknown codes too, and again after the TTL', async () => {
    const { cache, reads, advance } = cacheOver(new Map([['known', LINK]]));

    expect(await cache.get('known')).toEqual(LINK);
    expect(cache.peek('known')).toEqual(LINK);
    expect(await cache.get('unknown')).toBeNull();
    expect(cache.peek('unknown')).toBeNull();
    advance(9_999);
    expect(await cache.get('known')).toEqual(LINK);
    expect(reads).toEqual(['known', 'unknown']);
    advance(1);
    expect(cache.peek('known')).toBeUndefined();
    await cache.get('known');
    expect(reads).toEqual(['known', 'unknown', 'known']);
  });

  it('shows a change made elsewhere within the TTL, and one made here at once (forget)', async () => {
    const links = new Map([['code', LINK]]);
    const { cache, advance } = cacheOver(links);
    await cache.get('code');

    links.delete('code');
    expect(await cache.get('code')).toEqual(LINK);
    advance(10_000);
    expect(await cache.get('code')).toBeNull();

    links.set('code', LINK);
    cache.forget('code');
    expect(await cache.get('code')).toEqual(LINK);
  });

  it('shares one read among concurrent misses, and keeps no read begun before a forget', async () => {
    const links = new Map([['code', LINK]]);
    const { cache, reads } = cacheOver(links);

    const [a, b] = await Promise.all([cache.get('code'), cache.get('code')]);
    expect([a, b, reads]).toEqual([LINK, LINK, ['code']]);

    cache.forget('code');
    const stale = cache.get('code');
    cache.forget('code');
    links.delete('code');
    await stale;
    expect(cache.peek('code')).toBeUndefined();
    expect(await cache.get('code')).toBeNull();
  });

  it('keeps at most maxEntries codes, the oldest going first', async () => {
    const { cache } = cacheOver(new Map(), 10_000, 2);
    await cache.get('a');
    await cache.get('b');
    await cache.get('c');

    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, null, null]);
  });
});

describe('locationOf', () => {
  it('percent-encodes what a header cannot carry as it is, and nothing else', () => {
    expect(locationOf('https://example.org/a?b=1&c=%20#top')).toBe(
      'https://example.org/a?b=1&c=%20#top',
    );
    expect(locationOf('https://example.org/วัคซีน?q=ไข้หวัด')).toBe(
      'https://example.org/%E0%B8%A7%E0%B8%B1%E0%B8%84%E0%B8%8B%E0%B8%B5%E0%B8%99?q=%E0%B9%84%E0%B8%82%E0%B9%89%E0%B8%AB%E0%B8%A7%E0%B8%B1%E0%B8%94',
    );
  });
});
