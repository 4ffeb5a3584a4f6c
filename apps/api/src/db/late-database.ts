import type { Database, DatabaseDriver, DatabaseHandle, LockWait } from './database';
import type { MigrationProgress } from './migrate';

/** Thrown by a LateDatabase used before its database is open. */
export class DatabaseNotOpenError extends Error {
  constructor() {
    super('The database is not open yet: the process is still starting');
    this.name = 'DatabaseNotOpenError';
  }
}

/**
 * A database handle the app's plugins and routes hold from the moment they are registered, while
 * the database itself is opened later, in the start-up (see `Startup`): every call goes to the
 * database `open` gave it, and throws `DatabaseNotOpenError` before. `db` is Drizzle's own
 * instance behind a proxy, so code that keeps `app.db` when it is registered works unchanged.
 */
export class LateDatabase implements DatabaseHandle {
  private handle: DatabaseHandle | undefined;
  readonly db: Database;
  readonly sql: DatabaseHandle['sql'] = {
    executeSql: async (text, values) => this.current().sql.executeSql(text, values),
  };

  constructor(readonly driver: DatabaseDriver) {
    const current = () => this.current().db;
    this.db = new Proxy({} as Database, {
      get: (_target, key) => Reflect.get(current(), key),
      has: (_target, key) => Reflect.has(current(), key),
      getPrototypeOf: () => Reflect.getPrototypeOf(current()),
    });
  }

  /** The database is open: from now on every call goes to it. */
  open(handle: DatabaseHandle): void {
    if (handle.driver !== this.driver) {
      throw new Error(`Opened a ${handle.driver} database where ${this.driver} was expected`);
    }
    this.handle = handle;
  }

  get isOpen(): boolean {
    return this.handle !== undefined;
  }

  private current(): DatabaseHandle {
    if (!this.handle) throw new DatabaseNotOpenError();
    return this.handle;
  }

  async migrate(progress?: MigrationProgress): Promise<void> {
    await this.current().migrate(progress);
  }

  async withSchemaLock<T>(run: () => Promise<T>, wait?: LockWait): Promise<T> {
    return this.current().withSchemaLock(run, wait);
  }

  async ping(): Promise<void> {
    await this.current().ping();
  }

  /** Closes the database if it was opened. */
  async close(): Promise<void> {
    await this.handle?.close();
  }
}
