import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../app';
import type { FakePlatforms } from '../../../test/fake-platforms';
import { lineStep, providerStep } from '../../../test/sign-in';

let accounts = 0;

/**
 * A new person at the fake Health ID / Provider ID, a provider of the units `hcodes` (Provider ID
 * `providerId`); answers their login hint.
 */
export function newProviderAccount(
  fake: FakePlatforms,
  providerId: string | null,
  hcodes: readonly string[],
): string {
  accounts += 1;
  const hint = `invitee-${accounts}`;
  fake.moph.accounts.set(hint, {
    providerId,
    hashCid: `invitee-hash-${accounts}`,
    firstNameTh: 'ผู้รับ',
    lastNameTh: 'คำเชิญ',
    hcodes: [...hcodes],
  });
  return hint;
}

export interface InviteSignIn {
  line: LightMyRequestResponse;
  /** Null when the LINE step failed. */
  provider: LightMyRequestResponse | null;
}

/** Both sign-in steps by an invite: LINE as `lineUserId` with `inviteCode`, then `account`. */
export async function signInByInvite(
  app: App,
  fake: FakePlatforms,
  lineUserId: string,
  inviteCode: string,
  account: string,
): Promise<InviteSignIn> {
  const line = await lineStep(app, fake, lineUserId, { invite: inviteCode });
  const token = (line.json() as { access_token?: string }).access_token;
  if (line.statusCode !== 200 || !token) return { line, provider: null };
  return { line, provider: await providerStep(app, fake, token, account) };
}
