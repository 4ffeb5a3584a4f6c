/**
 * Makes `window.matchMedia` (absent from jsdom) answer width queries as a screen `width` px wide does,
 * so MUI's useMediaQuery and the theme's breakpoints see a phone or a desktop. Returns the undo.
 */
export function mockScreenWidth(width: number): () => void {
  const had = Object.prototype.hasOwnProperty.call(window, 'matchMedia');
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
  return () => {
    if (had) window.matchMedia = original;
    else delete (window as Partial<Window>).matchMedia;
  };
}

/** True when every `(min-width: n px)` and `(max-width: n px)` of the query holds; other features never match. */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}
