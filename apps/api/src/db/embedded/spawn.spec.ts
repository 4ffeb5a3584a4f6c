import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunning } from './directory-lock';
import { connectEmbedded } from './open-embedded';
import { startEmbeddedServer } from './server';
import { spawnEmbeddedServer, type SpawnOptions } from './spawn';

/** The process's source, run through tsx (the build runs `embedded-db.mjs` instead). */
const fromSource: SpawnOptions = {
  entry: join(__dirname, '..', '..', 'embedded-db.ts'),
  execArgv: ['--import', 'tsx'],
};

describe('the embedded database process', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'hbc-embedded-')), 'pglite');
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  it('serves the data directory from its own process until asked to stop', async () => {
    const server = await spawnEmbeddedServer(dir, fromSource);
    const pid = Number(readFileSync(`${dir}.lock`, 'utf8'));
    const handle = await connectEmbedded(server);

    expect(pid).not.toBe(process.pid);
    await handle.sql.executeSql('create table kept (n int); insert into kept values (7)');
    await handle.close();

    expect(isRunning(pid)).toBe(false);
    expect(existsSync(`${dir}.lock`)).toBe(false);
    const again = await connectEmbedded(await spawnEmbeddedServer(dir, fromSource));
    try {
      expect((await again.sql.executeSql('select n from kept')).rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('fails with the reason when the directory is already open', async () => {
    const holder = await startEmbeddedServer(dir);
    try {
      await expect(spawnEmbeddedServer(dir, fromSource)).rejects.toThrow(
        `The database in ${dir} is already open in process ${process.pid}`,
      );
    } finally {
      await holder.stop();
    }
  }, 120_000);

  it('tells the API when it ends without being asked', async () => {
    const exits: Array<{ code: number | null; signal: NodeJS.Signals | null }> = [];
    const ended = new Promise<void>((resolve) => {
      void spawnEmbeddedServer(dir, {
        ...fromSource,
        onUnexpectedExit: (detail) => {
          exits.push(detail);
          resolve();
        },
      }).then(() => process.kill(Number(readFileSync(`${dir}.lock`, 'utf8')), 'SIGKILL'));
    });

    await ended;
    expect(exits).toEqual([{ code: null, signal: 'SIGKILL' }]);
  }, 120_000);
});
