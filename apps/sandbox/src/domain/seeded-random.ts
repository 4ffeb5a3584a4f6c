import { randomInt } from 'node:crypto';

/**
 * Numbers in [0, 1) from a seed (mulberry32): the same seed gives the same numbers, so a run
 * with random faults can be repeated exactly. Not for secrets.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed for a run nobody asked to repeat. */
export function randomSeed(): number {
  return randomInt(2 ** 32);
}
