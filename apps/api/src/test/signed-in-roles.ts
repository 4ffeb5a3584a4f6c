import { signInEachRole, type RoleIdentity } from '../areas/users/testing/user-calls';
import type { FakePlatforms } from './fake-platforms';
import type { DatabaseTestContext } from './test-app';
import { tokenCall, type TokenCall } from './token-call';

export interface SignedInRoles {
  /** A call to the block's app as the holder of a token. */
  call: TokenCall;
  /** An access token of each demo role, there from the block's own `beforeAll`s on. */
  tokens: Record<RoleIdentity, string>;
}

/**
 * Signs each demo role in to the app of a `describeEachDatabase` block (one built with
 * `signInTestEnv(fake())`) before the block's tests. Called in the block, before its own
 * `beforeAll`s, which then find the tokens there.
 */
export function signedInRoles(ctx: DatabaseTestContext, fake: () => FakePlatforms): SignedInRoles {
  const tokens = {} as Record<RoleIdentity, string>;
  beforeAll(async () => {
    Object.assign(tokens, await signInEachRole(ctx.app, fake()));
  }, 120_000);
  return { call: (...args) => tokenCall(ctx.app)(...args), tokens };
}
