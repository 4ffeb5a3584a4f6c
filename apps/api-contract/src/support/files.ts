import { readFileAsDataUrl } from '@hbc/api-clients';

/** A CSV file of `lines` as the console sends it: read as a data URL, CRLF, UTF-8 with a BOM. */
export function csvDataUrl(lines: readonly string[]): Promise<string> {
  const file = new File([`\uFEFF${lines.join('\r\n')}\r\n`], 'file.csv', { type: 'text/csv' });
  return readFileAsDataUrl(file);
}
