import { closeSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import type { AcceptedEntry, AcceptedLog } from './messaging-store';

const CHUNK_BYTES = 8 * 1024 * 1024;
const NEWLINE = 0x0a;

export class JournalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JournalError';
  }
}

/**
 * Hands each whole line's entry to `replay`, reading in chunks (a journal of millions of
 * recipients stays out of one string). Answers the bytes up to the end of the last whole line:
 * past it lies at most a line torn by a kill in the middle of its write.
 */
function readEntries(fd: number, path: string, replay: (entry: AcceptedEntry) => void): number {
  const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let pending = Buffer.alloc(0);
  let position = 0;
  let wholeBytes = 0;
  let lineNumber = 0;
  for (;;) {
    const read = readSync(fd, chunk, 0, CHUNK_BYTES, position);
    if (read === 0) return wholeBytes;
    position += read;
    const bytes =
      pending.length === 0
        ? chunk.subarray(0, read)
        : Buffer.concat([pending, chunk.subarray(0, read)]);
    let start = 0;
    for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
      lineNumber += 1;
      const line = bytes.toString('utf8', start, end);
      try {
        replay(JSON.parse(line) as AcceptedEntry);
      } catch (error) {
        throw new JournalError(
          `The messaging journal ${path} is damaged at line ${lineNumber}: ${String(error)}`,
        );
      }
      wholeBytes += end + 1 - start;
      start = end + 1;
    }
    // Copied: the chunk buffer is read into again.
    pending = Buffer.from(bytes.subarray(start));
  }
}

/**
 * The Messaging API's journal (SANDBOX_MESSAGING_JOURNAL): one JSON line per accepted request,
 * written synchronously before the request is answered, and read back at start. A sandbox killed
 * and started again keeps, as LINE does, the retry keys, deliveries and usage it had accepted.
 * (Written, not flushed to disk: it outlives the process, not the machine.)
 */
export class MessagingJournal implements AcceptedLog {
  private constructor(private readonly fd: number) {}

  /**
   * Opens the journal at `path` (created if missing), hands each entry already in it to
   * `replay`, and cuts off a torn last line so that the next entry starts on a line of its own.
   */
  static open(path: string, replay: (entry: AcceptedEntry) => void): MessagingJournal {
    const fd = openSync(path, 'a+');
    try {
      const wholeBytes = readEntries(fd, path, replay);
      if (wholeBytes < fstatSync(fd).size) ftruncateSync(fd, wholeBytes);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    return new MessagingJournal(fd);
  }

  append(entry: AcceptedEntry): void {
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    for (let written = 0; written < line.length;) {
      written += writeSync(this.fd, line, written);
    }
  }

  clear(): void {
    ftruncateSync(this.fd, 0);
  }

  close(): void {
    closeSync(this.fd);
  }
}
