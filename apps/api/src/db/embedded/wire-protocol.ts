/**
 * The parts of PostgreSQL's frontend/backend protocol (version 3) that the embedded server needs
 * to relay a client's messages to PGlite one by one.
 */

/** Codes a start-up packet may carry instead of the protocol version. */
export const STARTUP_CODES = {
  sslRequest: 80_877_103,
  gssEncryptionRequest: 80_877_104,
  cancelRequest: 80_877_102,
} as const;

/** Requests to encrypt the connection, which the embedded server (on 127.0.0.1) refuses. */
export const ENCRYPTION_REQUESTS: ReadonlySet<number> = new Set([
  STARTUP_CODES.sslRequest,
  STARTUP_CODES.gssEncryptionRequest,
]);

/** PostgreSQL's own limits (MAX_STARTUP_PACKET_LENGTH, PQ_LARGE_MESSAGE_LIMIT). */
const MAX_STARTUP_LENGTH = 10_000;
const MAX_MESSAGE_LENGTH = 0x3fff_ffff;

/**
 * Message types PostgreSQL's main loop takes once a session has started (the password message
 * too: PGlite asks for one and accepts it at any time). PostgreSQL ends the session with FATAL
 * on any other type, and PGlite then aborts for good, so those never reach it.
 */
const SESSION_MESSAGE_TYPES = new Set('QPBEDCSHFdcfp');

/** Terminate ('X'): the client is leaving. */
export const TERMINATE = 'X';

export type FrontendMessage =
  /** A start-up packet (no type byte): a session start, or an SSL, GSS or cancel request. */
  | { kind: 'startup'; code: number; bytes: Uint8Array }
  | { kind: 'message'; type: string; bytes: Uint8Array }
  /** What came in breaks the protocol; nothing after it is read. */
  | { kind: 'invalid'; reason: string };

/**
 * Cuts what a client sends into whole messages. The first is a start-up packet; an SSL or GSS
 * request (refused) is followed by another one; everything after the session's start-up packet is
 * a typed message.
 */
export class FrontendMessageReader {
  #chunks: Buffer[] = [];
  #buffered = 0;
  #startup = true;
  #invalid = false;
  /** The size of the message being received, once its header is in. */
  #expected: number | undefined;

  /** Takes the next chunk received and returns the messages it completes. */
  push(chunk: Buffer): FrontendMessage[] {
    if (this.#invalid) return [];
    this.#chunks.push(chunk);
    this.#buffered += chunk.length;
    const messages: FrontendMessage[] = [];
    for (;;) {
      const message = this.#next();
      if (!message) return messages;
      messages.push(message);
      if (message.kind === 'invalid') {
        this.#invalid = true;
        this.#chunks = [];
        return messages;
      }
    }
  }

  #next(): FrontendMessage | undefined {
    if (this.#expected === undefined) {
      const headerLength = this.#startup ? 4 : 5;
      if (this.#buffered < headerLength) return undefined;
      const header = this.#peek(headerLength);
      const length = this.#startup ? header.readInt32BE(0) : header.readInt32BE(1);
      const [min, max] = this.#startup ? [8, MAX_STARTUP_LENGTH] : [4, MAX_MESSAGE_LENGTH];
      if (length < min || length > max) {
        return { kind: 'invalid', reason: `invalid message length ${length}` };
      }
      this.#expected = this.#startup ? length : length + 1;
    }
    if (this.#buffered < this.#expected) return undefined;

    const bytes = this.#take(this.#expected);
    this.#expected = undefined;
    if (this.#startup) {
      const code = bytes.readInt32BE(4);
      this.#startup =
        code === STARTUP_CODES.sslRequest || code === STARTUP_CODES.gssEncryptionRequest;
      return { kind: 'startup', code, bytes };
    }
    const type = String.fromCharCode(bytes[0] ?? 0);
    if (type !== TERMINATE && !SESSION_MESSAGE_TYPES.has(type)) {
      return { kind: 'invalid', reason: `invalid frontend message type ${bytes[0] ?? 0}` };
    }
    return { kind: 'message', type, bytes };
  }

  #peek(length: number): Buffer {
    if ((this.#chunks[0]?.length ?? 0) < length) this.#chunks = [Buffer.concat(this.#chunks)];
    return (this.#chunks[0] as Buffer).subarray(0, length);
  }

  #take(length: number): Buffer {
    const all =
      this.#chunks.length === 1 ? (this.#chunks[0] as Buffer) : Buffer.concat(this.#chunks);
    this.#chunks = all.length > length ? [all.subarray(length)] : [];
    this.#buffered -= length;
    return all.subarray(0, length);
  }
}

/** A message of the given type: the type byte, the length (itself included), the body. */
export function protocolMessage(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(content.length + 4, 1);
  return Buffer.concat([header, content]);
}

/** A protocol string: UTF-8, NUL-terminated. */
export const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');

/** Sync: ends an extended-query exchange (and the error state it may be in). */
export const SYNC = protocolMessage('S');

/** The one-byte answer refusing an SSL or GSS encryption request. */
export const NO_ENCRYPTION = Buffer.from('N');

/** An ErrorResponse as PostgreSQL writes it (severity, SQLSTATE code, message). */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, message: string): Buffer {
  return protocolMessage(
    'E',
    Buffer.from('S'),
    cstring(severity),
    Buffer.from('V'),
    cstring(severity),
    Buffer.from('C'),
    cstring(code),
    Buffer.from('M'),
    cstring(message),
    Buffer.from([0]),
  );
}
