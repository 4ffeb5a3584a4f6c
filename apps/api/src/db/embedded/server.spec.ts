import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { Client } from 'pg';
import { province } from '../schema';
import { seedReferenceData } from '../seed/reference-data';
import { connectEmbedded, openInMemoryDatabase } from './open-embedded';
import { startEmbeddedServer, type EmbeddedServer } from './server';
import { cstring, protocolMessage } from './wire-protocol';

const int16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const int32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(n);
  return bytes;
};

/** A bare socket signed in to the server, for messages node-postgres never sends. */
async function openRawSession(url: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  let received = Buffer.alloc(0);
  const waiters: Array<() => void> = [];
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const text = () => received.toString('latin1');
  const until = async (fragment: string) => {
    while (!text().includes(fragment)) {
      await Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), closed]);
      if (socket.destroyed && !text().includes(fragment)) {
        throw new Error(`connection closed before "${fragment}": ${text()}`);
      }
    }
  };
  const send = (bytes: Buffer) => socket.write(bytes);

  const params = Buffer.concat([cstring('user'), cstring('postgres'), cstring('database')]);
  const startup = Buffer.concat([int32(196_608), params, cstring('postgres'), Buffer.from([0])]);
  send(Buffer.concat([int32(startup.length + 4), startup]));
  // PGlite asks for a password (any will do) before it reports the session ready ('Z').
  send(protocolMessage('p', cstring('any')));
  await until('Z\0\0\0\x05I');
  return { socket, send, until, text, closed };
}

describe('embedded database server', () => {
  it('runs multi-statement scripts and parameterised queries through one executor', async () => {
    const handle = await openInMemoryDatabase();
    try {
      const script = await handle.sql.executeSql(
        'create table t (n int); insert into t values (1), (2); select sum(n)::int as total from t;',
      );
      const query = await handle.sql.executeSql('select n from t where n > $1', [1]);

      expect(script).toEqual(
        expect.arrayContaining([expect.objectContaining({ rows: [{ total: 3 }] })]),
      );
      expect(query.rows).toEqual([{ n: 2 }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('keeps a transaction to itself: other queries wait for it and never see rolled-back rows', async () => {
    const handle = await openInMemoryDatabase();
    try {
      await handle.sql.executeSql('create table t (n int)');
      const seen: number[] = [];
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute('insert into t values (1)');
        await new Promise((resolve) => setTimeout(resolve, 50));
        tx.rollback();
      });
      const outside = handle.sql
        .executeSql('select count(*)::int as n from t')
        .then((result) => seen.push((result.rows[0] as { n: number }).n));

      await expect(transaction).rejects.toThrow('Rollback');
      await outside;
      expect(seen).toEqual([0]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('has the trigram extension the list searches are indexed with, Thai text included', async () => {
    const handle = await openInMemoryDatabase();
    try {
      await handle.sql.executeSql('create extension if not exists pg_trgm');
      const { rows } = await handle.sql.executeSql(
        "select cardinality(show_trgm('สมชาย'))::int as thai, similarity('abc', 'abd') > 0 as near",
      );

      expect(rows).toEqual([{ thai: 6, near: true }]);
    } finally {
      await handle.close();
    }
  }, 60_000);

  describe('one session, one client connection at a time', () => {
    let server: EmbeddedServer;
    const clients: Client[] = [];
    /** A node-postgres client of the server, ended after the test. */
    const client = () => {
      const created = new Client({ connectionString: server.url });
      created.on('error', () => undefined);
      clients.push(created);
      return created;
    };
    const one = async (connection: Client) =>
      (await connection.query('select 1 as one')).rows as unknown[];

    afterEach(async () => {
      await Promise.all(clients.splice(0).map((each) => each.end().catch(() => undefined)));
      await server.stop();
    });

    it('lets a second connection wait until the first has closed, then serves it', async () => {
      server = await startEmbeddedServer();
      const [first, second] = [client(), client()];
      await first.connect();
      // While the first is open it is never served, however long it waits: the next test.
      const secondReady = second.connect();

      expect(await one(first)).toEqual([{ one: 1 }]);
      await first.end();
      await secondReady;
      expect(await one(second)).toEqual([{ one: 1 }]);
    }, 60_000);

    it('refuses a connection that waited too long as PostgreSQL does', async () => {
      server = await startEmbeddedServer(undefined, { waitTimeoutMs: 100 });
      const [first, second] = [client(), client()];
      await first.connect();

      await expect(second.connect()).rejects.toThrow('sorry, too many clients already');
      expect(await one(first)).toEqual([{ one: 1 }]);
    }, 60_000);

    it('serves the next client when a connection ends with a reset', async () => {
      server = await startEmbeddedServer();
      const first = client();
      await first.connect();
      await one(first);

      (first.connection.stream as Socket).resetAndDestroy();

      const second = client();
      await second.connect();
      expect(await one(second)).toEqual([{ one: 1 }]);
    }, 60_000);

    it('rolls back what a dropped connection left open and resets the session', async () => {
      server = await startEmbeddedServer();
      const first = client();
      await first.connect();
      await first.query('create table t (n int)');
      await first.query("set statement_timeout = '5s'");
      await first.query({ name: 'probe', text: 'select 1 as n' });
      await first.query('begin');
      await first.query('insert into t values (1)');

      (first.connection.stream as Socket).resetAndDestroy();

      const second = client();
      await second.connect();
      expect((await second.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
      expect(second.getTransactionStatus()).toBe('I');
      expect((await second.query('show statement_timeout')).rows).toEqual([
        { statement_timeout: '0' },
      ]);
      expect((await second.query({ name: 'probe', text: 'select 2 as n' })).rows).toEqual([
        { n: 2 },
      ]);
    }, 60_000);

    it('ends an extended-protocol exchange that a closed connection left without Sync', async () => {
      server = await startEmbeddedServer();
      const raw = await openRawSession(server.url);
      raw.send(protocolMessage('Q', cstring('begin')));
      await raw.until('Z\0\0\0\x05T');
      raw.send(protocolMessage('P', cstring(''), cstring('select * from no_such_table'), int16(0)));
      await raw.until('no_such_table');
      raw.socket.destroy();

      const second = client();
      await second.connect();
      expect(await one(second)).toEqual([{ one: 1 }]);
      expect(second.getTransactionStatus()).toBe('I');
    }, 60_000);

    it('answers a message type PostgreSQL cannot take with a FATAL error and stays up', async () => {
      server = await startEmbeddedServer();
      const raw = await openRawSession(server.url);
      raw.send(protocolMessage('?', cstring('garbage')));

      await raw.closed;
      expect(raw.text()).toContain('invalid frontend message type');
      const second = client();
      await second.connect();
      expect(await one(second)).toEqual([{ one: 1 }]);
    }, 60_000);
  });

  describe('in a data directory', () => {
    let dir: string;
    beforeEach(() => {
      dir = join(mkdtempSync(join(tmpdir(), 'hbc-pglite-')), 'pglite');
    });
    afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

    it('keeps its data across restarts and refuses a second opener meanwhile', async () => {
      const first = await connectEmbedded(await startEmbeddedServer(dir));
      await first.migrate();
      await seedReferenceData(first.db);

      await expect(startEmbeddedServer(dir)).rejects.toThrow(
        `The database in ${dir} is already open in process ${process.pid}`,
      );
      await first.close();
      expect(existsSync(`${dir}.lock`)).toBe(false);

      const second = await connectEmbedded(await startEmbeddedServer(dir));
      try {
        const [provinces] = await second.db.select({ n: count() }).from(province);
        expect(provinces?.n).toBe(77);
      } finally {
        await second.close();
      }
    }, 120_000);

    it('takes over a lock left by a process that has ended', async () => {
      writeFileSync(`${dir}.lock`, '2147483646');

      const handle = await connectEmbedded(await startEmbeddedServer(dir));
      await handle.ping();
      await handle.close();

      expect(existsSync(`${dir}.lock`)).toBe(false);
    }, 60_000);
  });
});
