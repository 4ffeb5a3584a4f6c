const encoder = typeof TextEncoder === 'function' ? new TextEncoder() : undefined;

/** UTF-8 size of a text: TextEncoder where there is one (browsers, Node), else counted by hand. */
export function utf8ByteLength(text: string): number {
  if (encoder) return encoder.encode(text).length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair is one 4-byte code point
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * UTF-8 size of a value's JSON, as LINE measures its limits. A value nested too deep for
 * `JSON.stringify` is far larger than any limit: it measures as Infinity.
 */
export function jsonByteLength(value: unknown): number {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    if (error instanceof RangeError) return Infinity;
    throw error;
  }
  return utf8ByteLength(json ?? '');
}
