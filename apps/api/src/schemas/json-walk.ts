/** A JSON pointer's token for an object key. */
export const pointerToken = (key: string) =>
  /[~/]/.test(key) ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;

/**
 * Whether `value` is an array or a plain object: parsed JSON's, or a parsed query string's (whose
 * prototype has none of its own). Buffers and streams are not.
 */
export function isContainer(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Calls `visit` with every value of parsed request data (its arrays and plain objects entered;
 * buffers and streams are not), in the order they come, with its JSON pointer below `path` and
 * its depth (`data` itself is 0). Stops when `visit` answers true. Walked without recursion: a
 * request may nest deeper than the call stack goes.
 */
export function walkRequestData(
  data: unknown,
  path: string,
  visit: (value: unknown, path: string, depth: number) => boolean | void,
): void {
  const pending: [unknown, string, number][] = [[data, path, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, at, depth] = next;
    if (visit(value, at, depth) === true) return;
    if (!isContainer(value)) continue;
    const keys = Object.keys(value);
    // Pushed last first, so that they are met in the order they come.
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      const key = keys[i] as string;
      pending.push([value[key], `${at}/${pointerToken(key)}`, depth + 1]);
    }
  }
}
