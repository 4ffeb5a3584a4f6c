import fc, { type Arbitrary } from 'fast-check';

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

/** Sends each value `input` generates (`numRuns` of them); every answer must be below 500. */
export async function expectNo5xx<T>(
  input: Arbitrary<T>,
  send: (value: T) => Promise<{ statusCode: number }>,
  numRuns = 60,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(input, async (value) => {
      expect((await send(value)).statusCode).toBeLessThan(500);
    }),
    { numRuns },
  );
}
