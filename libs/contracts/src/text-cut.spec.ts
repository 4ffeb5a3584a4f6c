import fc from 'fast-check';
import { characterCount, cutText } from './text-cut';

describe('cutText', () => {
  it('leaves a text within the limit as it is', () => {
    expect(cutText('ลงทะเบียน', 15, 'word')).toBe('ลงทะเบียน');
  });

  it('cuts Thai after the last whole word that fits', () => {
    expect(cutText('ลงทะเบียนรับวัคซีนได้ที่นี่', 15, 'word')).toBe('ลงทะเบียนรับ');
  });

  it('cuts after a word rather than after the space that follows it', () => {
    expect(cutText('Book now please', 10, 'word')).toBe('Book now');
  });

  it('never parts a Thai letter from its vowel and tone mark when cutting by character', () => {
    // 'สำเนา ที่' is 9 units; at 8 the cut would fall between ท and its vowel and tone mark.
    expect(cutText('สำเนา ที่', 8, 'grapheme')).toBe('สำเนา ');
  });

  it('counts a Thai letter with its marks as one character', () => {
    expect(characterCount('ที่')).toBe(1);
  });

  it('always answers a prefix within the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom<'word' | 'grapheme'>('word', 'grapheme'),
        (text, max, boundary) => {
          const cut = cutText(text, max, boundary);
          expect(cut.length).toBeLessThanOrEqual(Math.max(max, 0));
          expect(text.startsWith(cut)).toBe(true);
          if (text.length <= max) expect(cut).toBe(text);
        },
      ),
    );
  });
});
