import type { Database } from '../db/database';

/**
 * `db`, counting its calls of `method` (its statements with `execute`, its transactions with
 * `transaction`), each after `before` (given the call's number) resolved.
 */
export function countedCalls(
  db: Database,
  method: 'execute' | 'transaction',
  before: (call: number) => Promise<void> = async () => undefined,
): { db: Database; calls: () => number } {
  let calls = 0;
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== method) return Reflect.get(target, key, receiver);
      return async (...args: unknown[]) => {
        calls += 1;
        await before(calls);
        // The method's own arguments, passed on as they came.
        return (target[method] as (...passed: unknown[]) => Promise<unknown>)(...args);
      };
    },
  });
  return { db: counted, calls: () => calls };
}
