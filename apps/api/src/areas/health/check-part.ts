/** How long a part may take to answer before it counts as down. */
export const PART_TIMEOUT_MS = 2_000;

/** 'ok' when `check` resolves within `timeoutMs`, 'down' when it rejects or takes longer. */
export async function checkPart(
  check: () => Promise<unknown>,
  timeoutMs = PART_TIMEOUT_MS,
): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => 'ok' as const), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
