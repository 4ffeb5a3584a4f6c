import fc from 'fast-check';

/**
 * A body generated from a valid one: one field replaced by any JSON value, one unknown field
 * added, or any JSON value at all (what the no-5xx properties send).
 */
export const mutatedBody = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...Object.keys(valid)), fc.jsonValue())
      .map(([key, value]) => ({ ...valid, [key]: value })),
    fc.tuple(fc.string(), fc.jsonValue()).map(([key, value]) => ({ ...valid, [key]: value })),
    fc.jsonValue(),
  );

/** A path parameter, plausible or not. */
export const pathParameter = fc.oneof(fc.string(), fc.integer().map(String), fc.uuid());
