/** The redirect URI as a URL when it is an absolute http(s) URL without a fragment, else null. */
export function parseRedirectUri(raw: string | undefined): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hash) return null;
    return url;
  } catch {
    return null;
  }
}

/** `base` with the given query parameters added (undefined values are left out). */
export function withQuery(base: URL | string, params: Record<string, string | undefined>): string {
  const url = new URL(base.toString());
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** Splits an OAuth scope string into its words. */
export function scopeWords(scope: string | undefined): string[] {
  return (scope ?? '').split(/[\s+]+/).filter((word) => word.length > 0);
}
