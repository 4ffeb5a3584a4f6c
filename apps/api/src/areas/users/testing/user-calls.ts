import { API_PATHS, type Role, type UserBody, type UserRecord } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../app';
import { issueToken, tokenExpiry } from '../../../auth/tokens';
import { authSession } from '../../../db/schema';
import type { FakePlatforms } from '../../../test/fake-platforms';
import { bearer, signIn, TEST_JWT_SECRET } from '../../../test/sign-in';

/** The demo identities of the four roles. */
export const ROLE_IDENTITIES = ['super-admin', 'admin-lv1', 'admin-lv2', 'admin-lv3'] as const;
export type RoleIdentity = (typeof ROLE_IDENTITIES)[number];

/** The demo identity that signs in with each role. */
export const IDENTITY_OF_ROLE: Readonly<Record<Role, RoleIdentity>> = {
  SUPER_ADMIN: 'super-admin',
  ADMIN_LV1: 'admin-lv1',
  ADMIN_LV2: 'admin-lv2',
  ADMIN_LV3: 'admin-lv3',
};

/** An access token of each demo role. */
export async function signInEachRole(
  app: App,
  fake: FakePlatforms,
): Promise<Record<RoleIdentity, string>> {
  const tokens = {} as Record<RoleIdentity, string>;
  for (const id of ROLE_IDENTITIES) tokens[id] = await signIn(app, fake, id);
  return tokens;
}

/**
 * An access token of user `userId` (inserted with `insertUser`, without LINE or provider
 * identities): a signed-in session of theirs, as the provider step would leave it.
 */
export async function accessTokenOf(app: App, userId: number): Promise<string> {
  const now = Date.now();
  const [session] = await app.db
    .insert(authSession)
    .values({ userId, signedInAt: new Date(now), expiresAt: tokenExpiry('access', now) })
    .returning({ id: authSession.id });
  if (!session) throw new Error('auth_session insert returned no row');
  return issueToken('access', TEST_JWT_SECRET, { userId, sessionId: session.id }, now);
}

/** The user-management calls, each as the holder of `token`. */
export function userCalls(app: App) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    list: (token: string, query: object = {}) => call('POST', API_PATHS.userList, token, query),
    create: (token: string, body: object) => call('POST', API_PATHS.user, token, body),
    get: (token: string, id: number | string) => call('GET', API_PATHS.userById(id), token),
    update: (token: string, id: number | string, body: object) =>
      call('PUT', API_PATHS.userById(id), token, body),
    remove: (token: string, id: number | string) => call('DELETE', API_PATHS.userById(id), token),
    invite: (token: string, id: number | string) => call('POST', API_PATHS.userInvite(id), token),
  };
}

/** What the form sends back for `record` unchanged, with `changes`. */
export function editOf(record: UserRecord, changes: Partial<UserBody> = {}): UserBody {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    unitId: record.unitId,
    status: record.status,
    ...changes,
  };
}
