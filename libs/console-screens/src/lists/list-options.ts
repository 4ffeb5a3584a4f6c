import type { Option } from '@hbc/data-screens';

/** A list filter's choices: each value, in order, under its Thai label. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The first page of a list call, by name, of the records matching what was typed. */
export interface NameSearchQuery<Filters> {
  page: 1;
  pageSize: number;
  sort: { field: 'name'; direction: 'asc' };
  search?: string;
  filters?: Filters;
}

/**
 * A search over a list call: the first `pageSize` records matching what was typed (all of them
 * for nothing typed), by name, within `filters`, each as `toChoice` makes it (an option).
 */
export function searchByName<Row, Choice, Filters>(
  list: (query: NameSearchQuery<Filters>, signal: AbortSignal) => Promise<{ data: Row[] }>,
  pageSize: number,
  toChoice: (row: Row) => Choice,
  filters?: Filters,
): (text: string, signal: AbortSignal) => Promise<Choice[]> {
  return async (text, signal) => {
    const search = text.trim();
    const page = await list(
      {
        page: 1,
        pageSize,
        sort: { field: 'name', direction: 'asc' },
        ...(search ? { search } : {}),
        ...(filters ? { filters } : {}),
      },
      signal,
    );
    return page.data.map(toChoice);
  };
}
