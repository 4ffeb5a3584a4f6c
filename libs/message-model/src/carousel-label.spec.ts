/** @jest-environment node */
import fc from 'fast-check';
import { cutLabel, enterLabel } from './carousel';

const words = new Intl.Segmenter('th', { granularity: 'word' });

/** Where the word segmenter puts boundaries in `text`, past its start. */
function wordBoundaries(text: string): number[] {
  return Array.from(words.segment(text), ({ index, segment }) => index + segment.length);
}

/** Types `text` one character at a time into a label, as the field keeps it. */
function typeInto(label: string, text: string): ReturnType<typeof enterLabel> {
  let entry: ReturnType<typeof enterLabel> = { label };
  for (const key of Array.from(text)) entry = enterLabel(entry.label, entry.label + key);
  return entry;
}

describe('cutLabel', () => {
  it('keeps a label of at most 15 characters', () => {
    expect(cutLabel('ดูรายละเอียด')).toBe('ดูรายละเอียด');
    expect(cutLabel('ก'.repeat(15))).toBe('ก'.repeat(15));
  });

  it('cuts a longer Thai label after its last whole word within 15', () => {
    expect(cutLabel('ลงทะเบียนรับวัคซีนได้ที่นี่')).toBe('ลงทะเบียนรับ');
    expect(cutLabel('ดูรายละเอียดเพิ่มเติมที่นี่')).toBe('ดูรายละเอียด');
  });

  it('cuts after a word, not after the space that follows it', () => {
    expect(cutLabel('Book your vaccine here')).toBe('Book your');
  });

  it('cuts at 15 where no word ends within 15, never parting a letter from its vowel or an emoji', () => {
    expect(cutLabel('abcdefghijabcdefghij')).toBe('abcdefghijabcde');
    expect(cutLabel(`${'a'.repeat(14)}😀b`)).toBe('a'.repeat(14));
  });

  it('for any text: a start of it, at most 15 long, ending on a word boundary when one lies within 15', () => {
    const thaiWords = fc.constantFrom(
      'ลง',
      'ทะเบียน',
      'รับ',
      'วัคซีน',
      'ได้',
      'ที่',
      'นี่',
      ' ',
      'ok',
      '😀',
    );
    const texts = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.array(thaiWords, { maxLength: 12 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const cut = cutLabel(text);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(15);
        if (text.length <= 15) expect(cut).toBe(text);
        else if (wordBoundaries(text).some((end) => end <= 15))
          expect(wordBoundaries(text)).toContain(cut.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe('enterLabel', () => {
  it('keeps an edit of at most 15 characters as entered, with nothing to say', () => {
    expect(enterLabel('ดู', 'ดูรายละเอียด')).toEqual({ label: 'ดูรายละเอียด' });
  });

  it('does not take a character typed past 15, and says the limit', () => {
    expect(typeInto('', 'ปุ่มยาวมากเกินสิบห้า')).toEqual({
      label: 'ปุ่มยาวมากเกินส',
      notice: 'ต้องไม่เกิน 15 ตัวอักษร',
    });
    expect(enterLabel('a'.repeat(14), `${'a'.repeat(14)}😀`)).toEqual({
      label: 'a'.repeat(14),
      notice: 'ต้องไม่เกิน 15 ตัวอักษร',
    });
  });

  it('cuts a longer text entered at once at a word boundary, and says what was cut', () => {
    expect(enterLabel('', 'ลงทะเบียนรับวัคซีนได้ที่นี่')).toEqual({
      label: 'ลงทะเบียนรับ',
      notice: 'ตัดข้อความปุ่มให้เหลือไม่เกิน 15 ตัวอักษร: ตัด “วัคซีนได้ที่นี่” ออก',
    });
  });

  it('cuts a stored label over 15 at its first edit that leaves it over 15', () => {
    expect(enterLabel('ดูรายละเอียดเพิ่มเติมที่นี่', 'ดูรายละเอียดเพิ่มเติมที่นี')).toEqual({
      label: 'ดูรายละเอียด',
      notice: 'ตัดข้อความปุ่มให้เหลือไม่เกิน 15 ตัวอักษร: ตัด “เพิ่มเติมที่นี” ออก',
    });
  });
});
