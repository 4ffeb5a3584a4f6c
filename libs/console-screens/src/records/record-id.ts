/** Largest id a record can have (a PostgreSQL integer). */
const ID_MAX = 2_147_483_647;

/**
 * The record of `?id=`: null when absent, 'invalid' when it cannot be a record's id. The rule is
 * `rowIdFromText` of `@hbc/contracts` (the spec holds them equal), written out because importing
 * it here moves shared modules into the entry chunk and the broadcast form's first load past its
 * goal (`app/production-build.spec.ts`).
 */
export function idFromQuery(value: string | null): number | null | 'invalid' {
  if (value === null || value.trim() === '') return null;
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return 'invalid';
  const id = Number(value);
  return id <= ID_MAX ? id : 'invalid';
}
