/** `data:<anything>;base64,` in front of the data; the declared type is ignored. */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;
/**
 * A character base64 never has. A search for one is several times faster than matching the whole
 * text against `^[A-Za-z0-9+/]*={0,2}$` (tens of milliseconds on the event loop for 5 MB).
 */
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;
/** The padding from the first `=` on: one or two, at the end only. */
const PADDING = /^={1,2}$/;
const WHITESPACE = /\s+/g;

/** The base64 text of a body value: plain base64 or a data URL, line breaks allowed. */
export function base64Text(value: string): string | null {
  const trimmed = value.trim();
  let text = trimmed;
  if (/^data:/i.test(trimmed)) {
    const prefix = DATA_URL_PREFIX.exec(trimmed);
    if (!prefix) return null;
    text = trimmed.slice(prefix[0].length);
  }
  text = text.replace(WHITESPACE, '');
  if (NOT_BASE64.test(text) || text.length % 4 === 1) return null;
  const padding = text.indexOf('=');
  if (padding !== -1) {
    if (!PADDING.test(text.slice(padding))) return null;
    // Padding only ever completes the last group of four.
    if (text.length % 4 !== 0) return null;
  }
  return text;
}

/** How many bytes `text` (valid base64) decodes to, without decoding it. */
export function decodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

export function decodeBase64(text: string): Buffer {
  return Buffer.from(text, 'base64');
}
