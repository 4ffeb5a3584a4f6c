import { useState } from 'react';

/**
 * How many times `open` has turned true, counting a first render already open: a number to key
 * what must start afresh at each opening. It stays the same while closed.
 */
export function useOpenings(open: boolean): number {
  const [seen, setSeen] = useState({ open, openings: open ? 1 : 0 });
  if (seen.open === open) return seen.openings;
  // Adjusted while rendering, so the fresh opening shows in this very render.
  const next = { open, openings: open ? seen.openings + 1 : seen.openings };
  setSeen(next);
  return next.openings;
}
