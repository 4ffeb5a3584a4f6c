/** A count as staff read it in a sentence: 10,772. */
export const countText = (n: number): string => n.toLocaleString('en-US');
