import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freeLoopbackPort } from '@hbc/production-layout';

/** Where Debian installs PostgreSQL's server binaries, one folder per major version. */
const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
}

/** The newest PostgreSQL server binaries Debian installed, or undefined when there are none. */
export function postgresBinaries(): string | undefined {
  if (!existsSync(DEBIAN_POSTGRESQL)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRESQL)
    .filter((v) => existsSync(join(DEBIAN_POSTGRESQL, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(DEBIAN_POSTGRESQL, versions[0], 'bin');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user Debian creates. */
function runAsServerUser(command: string[]): void {
  const asRoot = userInfo().uid === 0;
  const result = asRoot
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', command.map((a) => `'${a}'`).join(' ')], {
        encoding: 'utf8',
      })
    : spawnSync(command[0] as string, command.slice(1), { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command.join(' ')} failed: ${result.stderr || result.stdout || result.error?.message}`,
    );
  }
}

/**
 * A private PostgreSQL cluster on a free loopback port, in a temporary folder that `stop()`
 * removes: the database server the tests run on when DATABASE_URL names none. Without `durable`
 * it does not flush to disk (`fsync=off`: tests need no durability); `durable` keeps a stock
 * server's settings, for figures that must hold on one.
 */
export async function startThrowawayPostgres(
  bin: string,
  options: { durable?: boolean } = {},
): Promise<ThrowawayPostgres> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hbc-test-pg-'));
  if (userInfo().uid === 0) {
    const postgresUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dataDir, Number(postgresUser.stdout.trim()), Number(gid.stdout.trim()));
  }
  const port = await freeLoopbackPort();
  runAsServerUser([
    join(bin, 'initdb'),
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  runAsServerUser([
    join(bin, 'pg_ctl'),
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1${options.durable ? '' : ' -c fsync=off'} -c max_connections=200`,
    '-l',
    join(dataDir, 'server.log'),
    '-w',
    'start',
  ]);
  const printed = spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout;
  const version = /\d+(\.\d+)+/.exec(printed)?.[0] ?? printed.trim();
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsServerUser([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
