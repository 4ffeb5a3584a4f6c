import type { FileRecord } from './file-record';

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The record starting at `start` that holds a quote (RFC 4180: quoted fields, doubled quotes,
 * commas and line breaks inside quotes), and where the next record starts.
 */
function quotedRecord(text: string, start: number): { cells: string[]; next: number } {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let i = start;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (quoted) {
      if (code !== QUOTE) cell += text[i];
      else if (text.charCodeAt(i + 1) === QUOTE) {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (code === QUOTE) quoted = true;
    else if (code === COMMA) {
      cells.push(cell);
      cell = '';
    } else if (code === LF) break;
    else if (code !== CR || text.charCodeAt(i + 1) !== LF) cell += text[i];
  }
  cells.push(cell);
  return { cells, next: i + 1 };
}

/**
 * The records of CSV text (comma-separated, CRLF or LF), numbered from 1 as the lines of the file,
 * blank lines included. Lines without a quote, nearly all of them, are split as they are.
 */
export function* csvRecords(text: string): Generator<FileRecord> {
  let start = 0;
  let row = 0;
  // The next quote at or after `start`, searched again only once passed (else every line would
  // scan the rest of a file without quotes).
  let quote = text.indexOf('"');
  while (start < text.length) {
    row++;
    const lineEnd = text.indexOf('\n', start);
    const end = lineEnd === -1 ? text.length : lineEnd;
    if (quote !== -1 && quote < start) quote = text.indexOf('"', start);
    if (quote === -1 || quote > end) {
      const last = end > start && text.charCodeAt(end - 1) === CR ? end - 1 : end;
      yield { row, cells: text.slice(start, last).split(',') };
      start = end + 1;
    } else {
      const { cells, next } = quotedRecord(text, start);
      yield { row, cells };
      start = next;
    }
  }
}
