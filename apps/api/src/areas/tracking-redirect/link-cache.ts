import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { trackingUrl } from '../../db/schema';

/** What the redirect needs of an enabled link. */
export interface RedirectLink {
  id: number;
  /** The destination as a `Location` header carries it (see `locationOf`). */
  location: string;
}

export interface LinkCacheOptions {
  /** How long an answer (a link, or that there is none) is believed; a change made by another process shows after this. */
  ttlMs?: number;
  /** Codes kept; the oldest entry goes first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  link: RedirectLink | null;
  expiresAt: number;
}

/**
 * `targetUrl` with every character outside printable ASCII percent-encoded as UTF-8 (a Thai path,
 * an internationalised host): a header carries bytes, and browsers read them so.
 */
export function locationOf(targetUrl: string): string {
  return targetUrl.replace(/[^\x21-\x7e]+/g, (run) => encodeURI(run));
}

/** The enabled link of `code`, or null when there is none (unknown or disabled). */
export async function enabledLinkOf(db: Database, code: string): Promise<RedirectLink | null> {
  const [row] = await db
    .select({ id: trackingUrl.id, targetUrl: trackingUrl.targetUrl, enabled: trackingUrl.enabled })
    .from(trackingUrl)
    .where(eq(trackingUrl.code, code));
  return row?.enabled ? { id: row.id, location: locationOf(row.targetUrl) } : null;
}

/**
 * The redirect's codes in memory for a few seconds, unknown ones too (a flood of made-up codes
 * reads the database once per code and TTL), so that a warm redirect reads no database. A change
 * made in this process is forgotten at once (`forget`); one made in another process shows
 * within `ttlMs`. Concurrent misses of one code share one read.
 */
export class LinkCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<RedirectLink | null>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Counts `forget`s: a read begun before one may have seen what was changed, and is not kept. */
  private generation = 0;

  constructor(
    private readonly read: (code: string) => Promise<RedirectLink | null>,
    options: LinkCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 50_000;
    this.now = options.now ?? Date.now;
  }

  /** The cached answer for `code` while it is fresh; undefined when it must be read. */
  peek(code: string): RedirectLink | null | undefined {
    const entry = this.entries.get(code);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.link;
    this.entries.delete(code);
    return undefined;
  }

  /** The answer for `code`, from the cache or read (and kept). */
  get(code: string): Promise<RedirectLink | null> {
    const cached = this.peek(code);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.loading.get(code);
    if (pending) return pending;
    const generation = this.generation;
    const load = this.read(code)
      .then((link) => {
        if (generation === this.generation) this.keep(code, link);
        return link;
      })
      .finally(() => {
        if (this.loading.get(code) === load) this.loading.delete(code);
      });
    this.loading.set(code, load);
    return load;
  }

  /** Drops `code`: its next visit reads the link again (after a change or a deletion). */
  forget(code: string): void {
    this.generation += 1;
    this.entries.delete(code);
    this.loading.delete(code);
  }

  private keep(code: string, link: RedirectLink | null): void {
    this.entries.delete(code);
    this.entries.set(code, { link, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}
