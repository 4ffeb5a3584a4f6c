const count = new Intl.NumberFormat('th-TH');

/** A count as staff read it: 12,480. */
export function formatCount(value: number): string {
  return count.format(value);
}
