import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  ENCRYPTION_REQUESTS,
  errorResponse,
  FrontendMessageReader,
  NO_ENCRYPTION,
  STARTUP_CODES,
  SYNC,
  TERMINATE,
  type FrontendMessage,
} from './wire-protocol';

export interface SessionServerOptions {
  /** How long a connection waits for the one before it to end before it is refused. */
  waitTimeoutMs?: number;
  /** Told once when PGlite fails for good (the process hosting it should then exit). */
  onFailure?: (error: Error) => void;
}

/** Longer than a closing connection's last statements and the session's reset take. */
const DEFAULT_WAIT_TIMEOUT_MS = 30_000;

interface WaitingConnection {
  socket: Socket;
  timer: NodeJS.Timeout;
}

/**
 * Serves PGlite's one session over the PostgreSQL wire protocol, to one client connection at a
 * time. (pglite-socket 0.0.21's server keeps its only slot taken for ever when a connection ends
 * with a socket error, refuses a client that reconnects while its old connection is still closing,
 * and lets a later connection inherit the session as the last one left it.)
 *
 * - A connection that arrives while another one is served waits for it to end (a pool replacing
 *   its connection), and is refused as PostgreSQL refuses one too many after `waitTimeoutMs`.
 * - However a connection ends, what it left unfinished is ended before the next one starts: an
 *   extended-query exchange, a transaction, session settings and prepared statements, as if
 *   the next connection had a backend of its own.
 * - Message types PostgreSQL would end the session over are answered with FATAL here: PGlite
 *   cannot end its session and aborts for good instead. Should PGlite fail anyway, every
 *   connection from then on is refused with the reason.
 */
export class SessionServer {
  readonly #db: PGlite;
  readonly #waitTimeoutMs: number;
  readonly #onFailure: ((error: Error) => void) | undefined;
  readonly #server: Server;
  readonly #waiting: WaitingConnection[] = [];
  #current: Socket | undefined;
  /** Everything done on the session, in order, one step at a time. */
  #work: Promise<void> = Promise.resolve();
  #failure: Error | undefined;
  #closing = false;
  /** The settings PGlite gives its session on top of the server's (search_path = public). */
  #sessionSettings: Array<{ name: string; setting: string }> = [];

  constructor(db: PGlite, options: SessionServerOptions = {}) {
    this.#db = db;
    this.#waitTimeoutMs = options.waitTimeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
    this.#onFailure = options.onFailure;
    this.#server = createServer((socket) => this.#accept(socket));
  }

  /** Listens on a free port of `host` and answers the address taken. */
  async listen(host: string): Promise<AddressInfo> {
    const settings = await this.#db.query<{ name: string; setting: string }>(
      "select name, setting from pg_settings where source = 'session'",
    );
    this.#sessionSettings = settings.rows;
    return new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(0, host, () => {
        this.#server.removeListener('error', reject);
        resolve(this.#server.address() as AddressInfo);
      });
    });
  }

  /** Stops listening, drops every connection and waits until the session is idle. */
  async close(): Promise<void> {
    this.#closing = true;
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const { socket, timer } of this.#waiting.splice(0)) {
      clearTimeout(timer);
      socket.destroy();
    }
    this.#current?.destroy();
    await closed;
    await this.#work;
  }

  #accept(socket: Socket): void {
    socket.setNoDelay(true);
    // A socket error is followed by 'close', where the connection's end is handled.
    socket.on('error', () => undefined);
    if (this.#closing) {
      socket.destroy();
      return;
    }
    if (this.#failure) {
      refuse(socket, errorResponse('FATAL', 'XX000', this.#failureText()));
      return;
    }
    const waiting: WaitingConnection = {
      socket,
      timer: setTimeout(() => {
        this.#stopWaiting(waiting);
        refuse(socket, errorResponse('FATAL', '53300', 'sorry, too many clients already'));
      }, this.#waitTimeoutMs),
    };
    this.#waiting.push(waiting);
    socket.once('close', () => this.#stopWaiting(waiting));
    this.#admitNext();
  }

  #stopWaiting(waiting: WaitingConnection): void {
    clearTimeout(waiting.timer);
    const index = this.#waiting.indexOf(waiting);
    if (index >= 0) this.#waiting.splice(index, 1);
  }

  #admitNext(): void {
    if (this.#current || this.#closing) return;
    const next = this.#waiting.shift();
    if (!next) return;
    clearTimeout(next.timer);
    if (this.#failure) {
      refuse(next.socket, errorResponse('FATAL', 'XX000', this.#failureText()));
      this.#admitNext();
      return;
    }
    this.#serve(next.socket);
  }

  #serve(socket: Socket): void {
    this.#current = socket;
    const reader = new FrontendMessageReader();
    socket.on('data', (chunk) => {
      for (const message of reader.push(chunk)) this.#then(() => this.#handle(socket, message));
    });
    socket.once('close', () => {
      this.#then(async () => {
        await this.#endSession();
        this.#current = undefined;
        this.#admitNext();
      });
    });
  }

  #then(step: () => Promise<void>): void {
    this.#work = this.#work.then(step).catch((error: unknown) => this.#fail(error));
  }

  async #handle(socket: Socket, message: FrontendMessage): Promise<void> {
    if (this.#failure) return;
    switch (message.kind) {
      case 'invalid':
        refuse(socket, errorResponse('FATAL', '08P01', message.reason));
        return;
      case 'startup':
        // Cancelling a running statement is not supported: PGlite runs one message at a time.
        if (message.code === STARTUP_CODES.cancelRequest) socket.destroy();
        else if (ENCRYPTION_REQUESTS.has(message.code)) await write(socket, NO_ENCRYPTION);
        else await this.#relay(socket, message.bytes);
        return;
      case 'message':
        if (message.type === TERMINATE) socket.destroy();
        else await this.#relay(socket, message.bytes);
    }
  }

  async #relay(socket: Socket, bytes: Uint8Array): Promise<void> {
    let reply: Uint8Array;
    try {
      reply = await this.#db.runExclusive(() => this.#db.execProtocolRaw(bytes));
    } catch (error) {
      this.#fail(error);
      refuse(socket, errorResponse('FATAL', 'XX000', this.#failureText()));
      return;
    }
    if (reply.length > 0) await write(socket, reply);
  }

  /** Ends what the connection that just closed left unfinished, as a backend's exit would. */
  async #endSession(): Promise<void> {
    if (this.#failure) return;
    try {
      await this.#db.runExclusive(() => this.#db.execProtocolRaw(SYNC));
      // Outside a transaction, ROLLBACK only warns.
      await this.#db.exec('rollback');
      await this.#db.exec('discard all');
      for (const { name, setting } of this.#sessionSettings) {
        await this.#db.query('select set_config($1, $2, false)', [name, setting]);
      }
    } catch (error) {
      this.#fail(error);
    }
  }

  #fail(error: unknown): void {
    if (this.#failure) return;
    this.#failure = error instanceof Error ? error : new Error(String(error));
    this.#onFailure?.(this.#failure);
  }

  #failureText(): string {
    return `the embedded database failed and must be restarted: ${this.#failure?.message ?? ''}`;
  }
}

function write(socket: Socket, bytes: Uint8Array): Promise<void> {
  if (!socket.writable) return Promise.resolve();
  return new Promise((resolve) => socket.write(bytes, () => resolve()));
}

/** Answers `reply` and closes the connection. */
function refuse(socket: Socket, reply: Buffer): void {
  if (socket.writable) socket.write(reply, () => socket.destroy());
  else socket.destroy();
}
