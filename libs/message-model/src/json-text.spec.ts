/** @jest-environment node */
import { findJsonErrorOffset, parseJson, positionOf } from './json-text';

describe('parseJson', () => {
  it('parses valid JSON', () => {
    expect(parseJson('{"type":"text","text":"ก"}')).toEqual({
      ok: true,
      value: { type: 'text', text: 'ก' },
    });
  });

  it.each([
    ['{"type": "text",}', 1, 17],
    ['{\n  "type": "text"\n  "text": ""\n}', 3, 3],
    ['{\n  "a": tru\n}', 2, 11],
    ['', 1, 1],
    ['{"a": 1} x', 1, 10],
    ['{"a": "line\nbreak"}', 1, 12],
    ['[1, 2', 1, 6],
    ['{"a": 01}', 1, 8],
    ['{"a": "\\q"}', 1, 9],
  ])('locates the error in %j at line %i column %i', (text, line, column) => {
    const result = parseJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.position).toMatchObject({ line, column });
  });

  it('agrees with JSON.parse on valid documents', () => {
    for (const text of ['{"a":[1,-2.5e3,true,false,null,"\\u0e01\\n"]}', '  []  ', '"x"', '0']) {
      expect(findJsonErrorOffset(text)).toBe(text.length);
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 4)).toEqual({ offset: 4, line: 2, column: 2 });
  });
});
