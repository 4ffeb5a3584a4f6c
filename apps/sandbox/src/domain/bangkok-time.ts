const BANGKOK_OFFSET_MS = 7 * 3600 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in Thailand time (UTC+7), as MOPH services write expiration dates. */
export function bangkokDateTime(epochMs: number): string {
  return new Date(epochMs + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
