/** @jest-environment node */
import fc from 'fast-check';
import { cutText } from './cut-text';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cutText', () => {
  it('keeps a text that fits and cuts a longer one at the limit', () => {
    expect(cutText('สั้น', 15)).toBe('สั้น');
    expect(cutText('1234567890123456789', 15)).toBe('123456789012345');
  });

  it('never splits a surrogate pair: an emoji that would end past the limit is left out whole', () => {
    expect(cutText(`${'a'.repeat(14)}😀b`, 15)).toBe('a'.repeat(14));
    expect(cutText(`${'a'.repeat(13)}😀b`, 15)).toBe(`${'a'.repeat(13)}😀`);
  });

  it('never parts a Thai letter from its combining vowel and tone mark', () => {
    // 'ที่' is one cluster of three code units: ท + ี + ่
    expect(cutText(`${'a'.repeat(14)}ที่`, 15)).toBe('a'.repeat(14));
    expect(cutText(`${'a'.repeat(13)}กีข`, 15)).toBe(`${'a'.repeat(13)}กี`);
  });

  it('never splits an emoji joined by ZWJ', () => {
    const family = '👩‍👩‍👧'; // 8 code units, 5 code points, one cluster
    expect(cutText(`${'a'.repeat(10)}${family}`, 15)).toBe('a'.repeat(10));
    expect(cutText(`${'a'.repeat(7)}${family}z`, 15)).toBe(`${'a'.repeat(7)}${family}`);
  });

  it('for any text: a prefix of at most 15 code units and code points, no lone surrogate, nothing more fits', () => {
    const clusters = fc.constantFrom('a', 'ก', 'ที่', 'ำ', 'เ', '😀', '👍🏽', '👩‍👩‍👧', '🇹🇭', 'é', ' ');
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.array(clusters, { maxLength: 30 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const cut = cutText(text, 15);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(15);
        expect(Array.from(cut).length).toBeLessThanOrEqual(15);
        if (!LONE_SURROGATE.test(text)) expect(LONE_SURROGATE.test(cut)).toBe(false);
        if (text.length <= 15) expect(cut).toBe(text);
        // Maximal: the next cluster would not have fitted.
        const rest = text.slice(cut.length);
        const [next] = new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(rest);
        if (next) expect(cut.length + next.segment.length).toBeGreaterThan(15);
      }),
      { numRuns: 500 },
    );
  });
});
