const graphemes =
  typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('th', { granularity: 'grapheme' })
    : undefined;

/** The user-perceived characters of a text (code points where the runtime cannot segment graphemes). */
function clustersOf(text: string): Iterable<string> {
  if (!graphemes) return Array.from(text);
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * The longest start of `text` of at most `max` UTF-16 units (what a field's `length` and Yup's `max`
 * count) that ends between two grapheme clusters: never half a surrogate pair, never a Thai letter
 * without its vowel or tone mark, never part of an emoji sequence.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const cluster of clustersOf(text)) {
    if (end + cluster.length > max) break;
    end += cluster.length;
  }
  return text.slice(0, end);
}
