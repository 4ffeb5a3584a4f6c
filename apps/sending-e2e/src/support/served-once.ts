import type { SandboxClient } from './sandbox-client';

/** What the sandbox delivered of one broadcast, set against the recipients it had to reach. */
export interface Served {
  users: number;
  recipients: number;
  repeatedUsers: number;
  repeatedSample: string[];
  missing: number;
  missingSample: string[];
  unexpected: number;
  unexpectedSample: string[];
}

/** Every recipient once: what `served` answers when nobody was missed, doubled or added. */
export function exactlyOnce(recipients: number): Served {
  return {
    users: recipients,
    recipients,
    repeatedUsers: 0,
    repeatedSample: [],
    missing: 0,
    missingSample: [],
    unexpected: 0,
    unexpectedSample: [],
  };
}

/**
 * The accepted requests whose messages hold `marker` (one broadcast's), by LINE user id, against
 * `expected`: who received it, who received it more than once, who was missed, who should not
 * have received it.
 */
export async function served(
  sandbox: SandboxClient,
  marker: string,
  expected: readonly string[],
): Promise<Served> {
  const receipts = await sandbox.receipts(marker, true);
  const received = new Set(receipts.userIds ?? []);
  const wanted = new Set(expected);
  const missing = expected.filter((userId) => !received.has(userId));
  const unexpected = [...received].filter((userId) => !wanted.has(userId));
  return {
    users: receipts.users,
    recipients: receipts.recipients,
    repeatedUsers: receipts.repeatedUsers,
    repeatedSample: receipts.repeatedSample,
    missing: missing.length,
    missingSample: missing.slice(0, 5),
    unexpected: unexpected.length,
    unexpectedSample: unexpected.slice(0, 5),
  };
}
