import { DEMO_IDENTITIES } from '@hbc/contracts';
import type { FastifyInstance } from 'fastify';
import { FAKE_CREDENTIALS, randomCode, returnUrl } from './fake-credentials';

/** A person as Health ID and Provider ID know them. `providerId` null: not a provider. */
export interface FakeProviderAccount {
  providerId: string | null;
  hashCid: string;
  firstNameTh: string;
  lastNameTh: string;
  /** hcodes of `organization[]`. */
  hcodes: string[];
}

/** Ways one provider sign-in can fail, one per call of the chain. */
export const MOPH_FAULTS = [
  'health_token_refused',
  'health_token_error',
  'not_provider',
  'provider_token_error',
  'profile_error',
] as const;
export type MophFault = (typeof MOPH_FAULTS)[number];

export interface FakeMoph {
  /** Accounts by login hint; starts with every demo identity that has a Health ID. */
  accounts: Map<string, FakeProviderAccount>;
}

interface Grant {
  account: string;
  redirectUri: string;
  fault: MophFault | null;
  used: boolean;
}

function demoAccounts(): Map<string, FakeProviderAccount> {
  const accounts = new Map<string, FakeProviderAccount>();
  for (const identity of DEMO_IDENTITIES) {
    const p = identity.provider;
    if (!p) continue;
    accounts.set(identity.id, {
      providerId: p.providerId,
      hashCid: p.hashCid,
      firstNameTh: p.firstname_th,
      lastNameTh: p.lastname_th,
      hcodes: p.organizations.map((org) => org.hcode),
    });
  }
  return accounts;
}

/**
 * Health ID (/health-id: authorize approving `login_hint` at once, form token endpoint) and
 * Provider ID (/provider-id: JSON token endpoint taking the Health ID token, profile with the
 * client-id / secret-key headers), as the API uses them.
 */
export function registerFakeMoph(app: FastifyInstance): FakeMoph {
  const moph: FakeMoph = { accounts: demoAccounts() };
  const codes = new Map<string, Grant>();
  const healthTokens = new Map<string, Grant>();
  const providerTokens = new Map<string, Grant>();

  app.get('/health-id/oauth/redirect', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const account = query['login_hint'] ?? '';
    if (
      query['client_id'] !== FAKE_CREDENTIALS.healthIdClientId ||
      query['response_type'] !== 'code' ||
      !query['redirect_uri'] ||
      !query['state'] ||
      !moph.accounts.has(account)
    ) {
      return reply.code(400).send({ status: 'fail', message: 'bad authorize request' });
    }
    const code = randomCode('hid-code-');
    codes.set(code, {
      account,
      redirectUri: query['redirect_uri'],
      fault: (query['fake_fault'] as MophFault | undefined) ?? null,
      used: false,
    });
    return reply.redirect(returnUrl(query['redirect_uri'], { code, state: query['state'] }));
  });

  app.post('/health-id/api/v1/token', async (request, reply) => {
    const body = request.body as Record<string, string | undefined>;
    const fail = (status: number, message: string) =>
      reply.code(status).send({ status: 'fail', message });
    if (
      body['client_id'] !== FAKE_CREDENTIALS.healthIdClientId ||
      body['client_secret'] !== FAKE_CREDENTIALS.healthIdClientSecret
    ) {
      return fail(401, 'Client authentication failed.');
    }
    const grant = codes.get(body['code'] ?? '');
    if (!grant || grant.used || grant.redirectUri !== body['redirect_uri']) {
      return fail(400, 'The authorization code is invalid or has expired.');
    }
    grant.used = true;
    if (grant.fault === 'health_token_refused')
      return fail(400, 'The authorization code is invalid.');
    if (grant.fault === 'health_token_error') return fail(500, 'Internal server error.');
    const token = randomCode('hid.');
    healthTokens.set(token, grant);
    return {
      status: 'success',
      data: {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 31_535_998,
        account_id: '1600000000',
      },
      message: 'You logged in successfully',
    };
  });

  app.post('/provider-id/api/v1/services/token', async (request, reply) => {
    const body = request.body as Record<string, string | undefined>;
    const fail = (status: number, message: string) => reply.code(status).send({ status, message });
    if (!String(request.headers['content-type']).startsWith('application/json')) {
      return fail(400, 'Content-Type must be application/json');
    }
    if (
      body['client_id'] !== FAKE_CREDENTIALS.providerIdClientId ||
      body['secret_key'] !== FAKE_CREDENTIALS.providerIdClientSecret
    ) {
      return fail(401, 'Invalid client_id or secret_key');
    }
    const grant =
      body['token_by'] === 'Health ID' ? healthTokens.get(body['token'] ?? '') : undefined;
    if (!grant) return fail(401, 'Invalid or expired Health ID token');
    if (grant.fault === 'provider_token_error') return fail(500, 'Internal server error');
    if (grant.fault === 'not_provider' || moph.accounts.get(grant.account)?.providerId === null) {
      return fail(400, 'Provider ID not found for this account');
    }
    const token = randomCode('pid.');
    providerTokens.set(token, grant);
    return {
      status: 200,
      message: 'success',
      data: {
        token_type: 'Bearer',
        expires_in: 86_400,
        access_token: token,
        login_by: 'Health ID',
      },
    };
  });

  app.get('/provider-id/api/v1/services/profile', async (request, reply) => {
    const headers = request.headers;
    const fail = (status: number, message: string) => reply.code(status).send({ status, message });
    if (
      headers['client-id'] !== FAKE_CREDENTIALS.providerIdClientId ||
      headers['secret-key'] !== FAKE_CREDENTIALS.providerIdClientSecret
    ) {
      return fail(401, 'Invalid client-id or secret-key');
    }
    const token = /^Bearer (\S+)$/.exec(headers.authorization ?? '')?.[1] ?? '';
    const grant = providerTokens.get(token);
    const account = grant ? moph.accounts.get(grant.account) : undefined;
    if (!grant || !account?.providerId) return fail(401, 'Unauthenticated');
    if (grant.fault === 'profile_error') return fail(500, 'Internal server error');
    return {
      status: 200,
      message: 'success',
      data: {
        account_id: '1600000000',
        hash_cid: account.hashCid,
        provider_id: account.providerId,
        title_th: null,
        firstname_th: account.firstNameTh,
        lastname_th: account.lastNameTh,
        firstname_en: 'Fake',
        lastname_en: 'Person',
        organization: account.hcodes.map((hcode) => ({
          hcode,
          hname_th: `หน่วย ${hcode}`,
          position: 'เจ้าหน้าที่',
        })),
      },
    };
  });

  return moph;
}
