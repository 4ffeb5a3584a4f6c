/** The row a query by key found; `missing()` is thrown when it found none. */
export async function oneRow<T>(rows: PromiseLike<T[]>, missing: () => Error): Promise<T> {
  const [row] = await rows;
  if (!row) throw missing();
  return row;
}

/** What a change just wrote, read back as the API answers it: `thing` `id` cannot be missing. */
export async function writtenRow<T>(read: Promise<T | undefined>, thing: string, id: number) {
  const row = await read;
  if (row === undefined) throw new Error(`${thing} ${id} vanished after it was written`);
  return row;
}
