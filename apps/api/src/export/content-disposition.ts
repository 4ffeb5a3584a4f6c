/** Characters RFC 5987's `attr-char` leaves out but `encodeURIComponent` keeps as they are. */
const NOT_ATTR_CHAR = /['()*]/g;

/** `text` as an RFC 5987 `value-chars`: UTF-8, percent-encoded. */
export function rfc5987Encode(text: string): string {
  return encodeURIComponent(text).replace(
    NOT_ATTR_CHAR,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `Content-Disposition: attachment` naming the file: `filename` in plain ASCII for old clients,
 * and, when given, `filename*` (RFC 6266 and 5987) with the Thai name, which clients prefer.
 */
export function attachmentDisposition(asciiName: string, thaiName?: string): string {
  const plain = asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition = `attachment; filename="${plain}"`;
  return thaiName ? `${disposition}; filename*=UTF-8''${rfc5987Encode(thaiName)}` : disposition;
}
