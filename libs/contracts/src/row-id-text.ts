/** Largest id of a row (a PostgreSQL `integer` key). Kept apart from the schemas, which browsers need not load. */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * How an integer is written in an address (a path segment, a query value): plain decimal, a minus
 * sign at most, no leading zeros, spaces, plus sign, exponent or hex. `01`, `+1`, ` 1`, `0x10`
 * and `1e3` are refused rather than read as 1, 16 or 1000, so that a record has one address.
 */
export const INTEGER_TEXT = /^(?:0|-?[1-9][0-9]*)$/;

/** The row id an address names (`?id=`, `/{id}`), or undefined when it can name no row. */
export function rowIdFromText(text: string): number | undefined {
  if (!INTEGER_TEXT.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= ROW_ID_MAX ? id : undefined;
}
