import { MemoryStore } from './memory-store';

describe('MemoryStore', () => {
  let now = 1_000;
  const clock = () => now;

  it('forgets an entry once its time to live has passed, wherever it stands', () => {
    now = 1_000;
    const store = new MemoryStore<string>(clock);
    store.set('long', 'a', 10_000);
    store.set('short', 'b', 100);
    store.set('middle', 'c', 1_000);
    now += 500;
    expect(store.get('short')).toBeUndefined();
    expect(store.get('middle')).toBe('c');
    expect(store.size).toBe(2);
    now += 1_000;
    expect(store.size).toBe(1);
    expect(store.remainingMs('long')).toBe(8_500);
  });

  it('lets go of the expired entries as new ones come, without being read', () => {
    now = 1_000;
    const store = new MemoryStore<number>(clock);
    for (let key = 0; key < 100; key += 1) store.set(`old-${key}`, key, 100);
    store.set('live', 1, 10_000);
    now += 200;
    store.set('new', 3, 100);
    const held = (store as unknown as { entries: Map<string, unknown> }).entries;
    expect([...held.keys()]).toEqual(['live', 'new']);
  });

  it('keeps a key set again for its new time to live', () => {
    now = 1_000;
    const store = new MemoryStore<string>(clock);
    store.set('key', 'first', 100);
    store.set('other', 'x', 1_000);
    store.set('key', 'second', 5_000);
    now += 2_000;
    store.set('next', 'y', 100);
    expect(store.get('key')).toBe('second');
    expect(store.get('other')).toBeUndefined();
  });
});
