import { MemoryStore } from './memory-store';

let now = 1_000;

/** A store holding `entries` (key, time to live in ms), set in that order at the clock's start. */
function storeWith(entries: readonly (readonly [string, number])[]): MemoryStore<string> {
  now = 1_000;
  const store = new MemoryStore<string>(() => now);
  for (const [key, ttlMs] of entries) store.set(key, `${key}'s value`, ttlMs);
  return store;
}

describe('MemoryStore', () => {
  it('forgets an entry once its time to live has passed, wherever it stands', () => {
    const store = storeWith([
      ['long', 10_000],
      ['short', 100],
      ['middle', 1_000],
    ]);
    now += 500;
    expect(store.get('short')).toBeUndefined();
    expect(store.get('middle')).toBe("middle's value");
    expect(store.size).toBe(2);
    now += 1_000;
    expect(store.size).toBe(1);
    expect(store.remainingMs('long')).toBe(8_500);
  });

  it('lets go of the expired entries as new ones come, without being read', () => {
    const old = Array.from({ length: 100 }, (_unused, key) => [`old-${key}`, 100] as const);
    const store = storeWith([...old, ['live', 10_000]]);
    now += 200;
    store.set('new', 'value', 100);
    const held = (store as unknown as { entries: Map<string, unknown> }).entries;
    expect([...held.keys()]).toEqual(['live', 'new']);
  });

  it('keeps a key set again for its new time to live', () => {
    const store = storeWith([
      ['key', 100],
      ['other', 1_000],
    ]);
    store.set('key', 'second', 5_000);
    now += 2_000;
    store.set('next', 'value', 100);
    expect(store.get('key')).toBe('second');
    expect(store.get('other')).toBeUndefined();
  });
});
