/** Where a JSON text stops being valid: 0-based offset plus 1-based line and column. */
export interface JsonErrorPosition {
  offset: number;
  line: number;
  column: number;
}

export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; position: JsonErrorPosition };

/**
 * Parses JSON; on failure finds the first offending character itself, so the position named to staff
 * is the same in every browser and in Node (engines word their errors differently).
 */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, position: positionOf(text, findJsonErrorOffset(text)) };
  }
}

export function positionOf(text: string, offset: number): JsonErrorPosition {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset, line, column: offset - lineStart + 1 };
}

class JsonSyntaxError {
  constructor(readonly offset: number) {}
}

/** Offset of the first character that makes `text` invalid JSON (text.length when it ends too early). */
export function findJsonErrorOffset(text: string): number {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxError(i);
  };
  const skipSpace = () => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const expectWord = (word: string) => {
    for (const ch of word) {
      if (text.charAt(i) !== ch) fail();
      i++;
    }
  };
  const digits = (): number => {
    const start = i;
    while (i < text.length && text.charAt(i) >= '0' && text.charAt(i) <= '9') i++;
    return i - start;
  };
  const parseString = () => {
    i++; // opening quote
    for (;;) {
      if (i >= text.length) fail();
      const code = text.charCodeAt(i);
      if (code === 34) {
        i++;
        return;
      }
      if (code < 32) fail();
      if (code === 92) {
        i++;
        const esc = text.charAt(i);
        if (esc === 'u') {
          for (let k = 0; k < 4; k++) {
            i++;
            if (!/[0-9a-fA-F]/.test(text.charAt(i))) fail();
          }
          i++;
        } else if ('"\\/bfnrt'.includes(esc) && esc !== '') {
          i++;
        } else {
          fail();
        }
      } else {
        i++;
      }
    }
  };
  const parseNumber = () => {
    if (text.charAt(i) === '-') i++;
    if (text.charAt(i) === '0') i++;
    else if (digits() === 0) fail();
    if (text.charAt(i) === '.') {
      i++;
      if (digits() === 0) fail();
    }
    if (text.charAt(i) === 'e' || text.charAt(i) === 'E') {
      i++;
      if (text.charAt(i) === '+' || text.charAt(i) === '-') i++;
      if (digits() === 0) fail();
    }
  };
  const parseValue = (): void => {
    skipSpace();
    const ch = text.charAt(i);
    if (ch === '{') {
      i++;
      skipSpace();
      if (text.charAt(i) === '}') {
        i++;
        return;
      }
      for (;;) {
        skipSpace();
        if (text.charAt(i) !== '"') fail();
        parseString();
        skipSpace();
        if (text.charAt(i) !== ':') fail();
        i++;
        parseValue();
        skipSpace();
        if (text.charAt(i) === ',') {
          i++;
          continue;
        }
        if (text.charAt(i) === '}') {
          i++;
          return;
        }
        fail();
      }
    } else if (ch === '[') {
      i++;
      skipSpace();
      if (text.charAt(i) === ']') {
        i++;
        return;
      }
      for (;;) {
        parseValue();
        skipSpace();
        if (text.charAt(i) === ',') {
          i++;
          continue;
        }
        if (text.charAt(i) === ']') {
          i++;
          return;
        }
        fail();
      }
    } else if (ch === '"') {
      parseString();
    } else if (ch === '-' || (ch >= '0' && ch <= '9' && ch !== '')) {
      parseNumber();
    } else if (ch === 't') {
      expectWord('true');
    } else if (ch === 'f') {
      expectWord('false');
    } else if (ch === 'n') {
      expectWord('null');
    } else {
      fail();
    }
  };
  try {
    parseValue();
    skipSpace();
    if (i < text.length) fail();
    return text.length;
  } catch (error) {
    if (error instanceof JsonSyntaxError) return error.offset;
    throw error;
  }
}
