import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** True while a process with this id exists. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dir` for this process (PGlite's files must never be opened twice at once) through a
 * `<dir>.lock` file beside it, and returns the release function. A lock left by a process that
 * no longer runs is taken over.
 */
export function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && isRunning(owner)) {
      throw new Error(
        `The database in ${dir} is already open in process ${owner}. Stop that process, or set DATABASE_URL to share a PostgreSQL server between processes.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
