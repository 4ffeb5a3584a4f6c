/** A value staff choose, with its Thai label. */
export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

/** Options found on the server, for choices too many to list (units, provinces). */
export interface OptionSource<V extends string | number = string> {
  /** The options matching what was typed ('' for the first few); `signal` drops a stale search. */
  search: (text: string, signal: AbortSignal) => Promise<readonly Option<V>[]>;
  /** The option of a value chosen earlier (from a shared link or a loaded record), to show its label. */
  byValue?: (value: V, signal: AbortSignal) => Promise<Option<V> | null>;
}

/** How long typing pauses before a search goes out. */
export const TYPING_PAUSE_MS = 300;
