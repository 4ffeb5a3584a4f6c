import { connect } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { SessionServer } from './session-server';
import { cstring } from './wire-protocol';

/** A PGlite whose every protocol message fails, as a database that broke for good. */
function brokenDatabase(): PGlite {
  const broken = {
    query: () => Promise.resolve({ rows: [] }),
    runExclusive: <T>(run: () => Promise<T>) => run(),
    execProtocolRaw: () => Promise.reject(new Error('RuntimeError: unreachable')),
  };
  // Only the members the server calls are needed here.
  return broken as unknown as PGlite;
}

function startupMessage(): Buffer {
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]),
    cstring('user'),
    cstring('postgres'),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([length, body]);
}

/** Connects, sends the start-up message and answers all the server wrote until it closed. */
function exchange(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(startupMessage()));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

describe('session server when PGlite fails for good', () => {
  it('tells its host once and refuses every connection with the reason', async () => {
    const failures: string[] = [];
    const server = new SessionServer(brokenDatabase(), {
      onFailure: (error) => failures.push(error.message),
    });
    const { port } = await server.listen('127.0.0.1');
    try {
      expect(await exchange(port)).toContain('the embedded database failed');
      expect(await exchange(port)).toContain('RuntimeError: unreachable');
      expect(failures).toEqual(['RuntimeError: unreachable']);
    } finally {
      await server.close();
    }
  });
});
