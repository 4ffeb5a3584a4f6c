import fc from 'fast-check';
import {
  attributeShortLinksInText,
  trackingCodesInText,
  withoutBroadcastAttribution,
} from './short-links-in-text';

const BASE = 'https://hbc.test';
const OURS = new Set(['UC__ohSJz-', 'abcdef', 'Vaccine-01']);
const isOurs = (code: string) => OURS.has(code);
const rewrite = (text: string, id = 7) => attributeShortLinksInText(BASE, text, id, isOurs);

describe('short links inside a text', () => {
  it('attributes each of the unit’s links in a text, with sane boundaries', () => {
    expect(rewrite(`ลงทะเบียนที่ ${BASE}/t/UC__ohSJz- ได้เลย`)).toBe(
      `ลงทะเบียนที่ ${BASE}/t/UC__ohSJz-?b=7 ได้เลย`,
    );
    expect(rewrite(`${BASE}/t/abcdefนะคะ`)).toBe(`${BASE}/t/abcdef?b=7นะคะ`);
    expect(rewrite(`(ดู ${BASE}/t/abcdef).`)).toBe(`(ดู ${BASE}/t/abcdef?b=7).`);
    expect(rewrite(`${BASE}/t/abcdef, ${BASE}/t/Vaccine-01.`)).toBe(
      `${BASE}/t/abcdef?b=7, ${BASE}/t/Vaccine-01?b=7.`,
    );
    expect(rewrite(`${BASE}/t/abcdef?utm=line&x=1. ต่อ`)).toBe(`${BASE}/t/abcdef?b=7. ต่อ`);
    expect(rewrite(`${BASE}/t/abcdef?b=3`)).toBe(`${BASE}/t/abcdef?b=7`);
    expect(rewrite(`${BASE}/t/abcdef#top`)).toBe(`${BASE}/t/abcdef?b=7`);
    expect(rewrite(`${BASE}/t/abcdef?`)).toBe(`${BASE}/t/abcdef?b=7?`);
    // A longer code that starts with ours, a path going on, another base, a glued prefix, not ours.
    for (const untouched of [
      `${BASE}/t/abcdefg`,
      `${BASE}/t/abcdef/more`,
      `${BASE}/t/abcdef=1`,
      `https://hbc.test.evil/t/abcdef`,
      `xhttps://hbc.test/t/abcdef`,
      `${BASE}/t/NotOurCode`,
      `${BASE}/t/abc`,
    ]) {
      expect(rewrite(untouched)).toBe(untouched);
    }
    expect(
      trackingCodesInText(BASE, `a ${BASE}/t/abcdef b ${BASE}/t/abcdefg. ${BASE}/t/ab`),
    ).toEqual(['abcdef', 'abcdefg']);
  });

  const code = fc.stringMatching(/^[A-Za-z0-9_-]{6,12}$/);
  const link = fc.record({
    code: fc.oneof(fc.constantFrom(...OURS), code),
    query: fc.oneof(
      fc.constant(''),
      fc.integer({ min: 1, max: 2_147_483_647 }).map((id) => `?b=${id}`),
      fc.stringMatching(/^[?#][A-Za-z0-9=&%/_~-]{0,12}[A-Za-z0-9]$/),
    ),
  });
  /** Text around links: Thai, spaces, sentence punctuation; never a URL character next to one. */
  const plain = fc.stringMatching(/^[ \n.,;:!?()"'ก-๙]{0,8}$/);
  const boundary = fc.stringMatching(/^[ \n"ก-๙](?:[ \n.,;:!?()"'ก-๙a-z]{0,7}[ \n"ก-๙])?$/);

  it('changes nothing but the unit’s links (fast-check)', () => {
    fc.assert(
      fc.property(
        plain,
        fc.array(fc.tuple(link, boundary), { maxLength: 5 }),
        fc.integer({ min: 1, max: 99_999 }),
        (head, parts, id) => {
          const text =
            head + parts.map(([l, after]) => `${BASE}/t/${l.code}${l.query}${after}`).join('');
          const expected =
            head +
            parts
              .map(
                ([l, after]) =>
                  `${BASE}/t/${l.code}${isOurs(l.code) ? `?b=${id}` : l.query}${after}`,
              )
              .join('');
          expect(rewrite(text, id)).toBe(expected);
        },
      ),
    );
  });

  it('is idempotent, whatever the text (fast-check)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        `${BASE}/t/`,
        'https://',
        '/t/',
        '?b=',
        '?',
        '#',
        '&',
        '/',
        '.',
        ')',
        ' ',
        'x',
      ),
      fc.constantFrom(...OURS),
      code,
      fc.stringMatching(/^[0-9]{1,4}$/),
      fc.stringMatching(/^[ก-๙ .,;:!?'"()=%~]{1,3}$/),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.integer({ min: 1, max: 999 }),
        (pieces, id) => {
          const once = rewrite(pieces.join(''), id);
          expect(rewrite(once, id)).toBe(once);
          expect(withoutBroadcastAttribution(once).length).toBeLessThanOrEqual(once.length);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('counts a text without the ?b= the sending adds', () => {
    fc.assert(
      fc.property(plain, fc.array(fc.tuple(link, boundary), { maxLength: 4 }), (head, parts) => {
        const text = head + parts.map(([l, after]) => `${BASE}/t/${l.code}${after}`).join('');
        expect(withoutBroadcastAttribution(rewrite(text))).toBe(withoutBroadcastAttribution(text));
      }),
    );
  });
});
