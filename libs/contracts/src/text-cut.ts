/** Where a text may be cut: between words (Thai words found without spaces) or between characters as read. */
export type CutBoundary = 'word' | 'grapheme';

const segmenters =
  typeof Intl === 'object' && typeof Intl.Segmenter === 'function'
    ? {
        word: new Intl.Segmenter('th', { granularity: 'word' }),
        grapheme: new Intl.Segmenter('th', { granularity: 'grapheme' }),
      }
    : undefined;

interface TextPart {
  index: number;
  segment: string;
}

/** The parts of a text, each with where it starts (code points where the runtime cannot segment). */
function partsOf(text: string, boundary: CutBoundary): TextPart[] {
  if (segmenters) return Array.from(segmenters[boundary].segment(text));
  let index = 0;
  return Array.from(text, (segment) => {
    const part = { index, segment };
    index += segment.length;
    return part;
  });
}

/** The end of the last of `parts` (the `wanted` ones) that ends within `max` UTF-16 units; 0 for none. */
function fittingEnd(
  parts: TextPart[],
  max: number,
  wanted: (segment: string) => boolean = () => true,
): number {
  let end = 0;
  for (const { index, segment } of parts) {
    if (index + segment.length > max) break;
    if (wanted(segment)) end = index + segment.length;
  }
  return end;
}

/**
 * `text` within `max` UTF-16 units (as fields and the API count), cut at the last boundary that
 * fits: by word, after a word rather than after a space, falling back to characters where no
 * word ends within `max`; by character, never a Thai letter without its vowel or tone mark, nor
 * half an emoji.
 */
export function cutText(text: string, max: number, boundary: CutBoundary): string {
  if (text.length <= max) return text;
  const characters = () => fittingEnd(partsOf(text, 'grapheme'), max);
  if (boundary === 'grapheme') return text.slice(0, characters());
  const words = partsOf(text, 'word');
  const end =
    fittingEnd(words, max, (segment) => /\S/.test(segment)) ||
    fittingEnd(words, max) ||
    characters();
  return text.slice(0, end);
}

/** The number of characters as read in `text` (a Thai letter with its vowel and tone mark is one). */
export function characterCount(text: string): number {
  return partsOf(text, 'grapheme').length;
}
