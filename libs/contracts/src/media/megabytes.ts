/** Size limits are decimal megabytes: 5 MB is exactly 5,000,000 bytes (spec section 5). */
export const BYTES_PER_MEGABYTE = 1_000_000;

export function megabytesToBytes(mb: number): number {
  // Rounded so that fractional limits such as 1.1 MB give a whole number of bytes.
  return Math.round(mb * BYTES_PER_MEGABYTE);
}

export function exceedsLimit(size: number, maxMb: number): boolean {
  return size > megabytesToBytes(maxMb);
}
