/**
 * A suffix that tells a test's records apart and can never be read as a citizen ID: the clock in
 * base 36. The clock's 13 decimal digits are a valid CID one time in ten, which the console then
 * masks (`1-7960-xxxxx-xx-4`) and the lists search as a CID, so a test looking for its record by
 * name failed now and then.
 */
export const uniqueSuffix = (): string => Date.now().toString(36);
