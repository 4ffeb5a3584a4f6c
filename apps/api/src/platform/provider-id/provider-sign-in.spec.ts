import {
  startFakePlatforms,
  FAKE_CREDENTIALS,
  type FakePlatforms,
  type MophFault,
} from '../../test/fake-platforms';
import { testConfig } from '../../test/test-app';
import { ProviderIdError, type ProviderSignInStep } from './errors';
import { createProviderSignIn, type ProviderSignIn } from './provider-sign-in';

const REDIRECT_URI = 'http://console.test/provider-login';

describe('Health ID / Provider ID adapter', () => {
  let fake: FakePlatforms;
  let provider: ProviderSignIn;

  beforeAll(async () => {
    fake = await startFakePlatforms();
    const config = testConfig(fake.env);
    provider = createProviderSignIn(config.healthId, config.providerId);
  });
  afterAll(() => fake?.close());

  async function signIn(account: string, fault?: MophFault) {
    const url = provider.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'state-1' });
    const { code } = await fake.approveHealthId(url, account, fault);
    return provider.signIn({ code, redirectUri: REDIRECT_URI });
  }

  it('builds the Health ID authorize URL', () => {
    const url = new URL(provider.authorizeUrl({ redirectUri: REDIRECT_URI, state: 'abc' }));

    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/health-id/oauth/redirect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FAKE_CREDENTIALS.healthIdClientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      state: 'abc',
    });
  });

  it('goes from the Health ID code to the Provider ID profile', async () => {
    await expect(signIn('admin-lv1')).resolves.toEqual({
      providerId: 'PV66000000002',
      hashCid: '986ca71a4f4bae8e193cce8d96e9c43ee354bf814f486346bbd0adb665001047',
      firstNameTh: 'ธนกร',
      lastNameTh: 'ศรีสุข',
      organizations: [{ hcode: '10669', name: 'หน่วย 10669' }],
    });
  });

  it.each<[MophFault, ProviderSignInStep, number]>([
    ['health_token_refused', 'health_id_token', 400],
    ['health_token_error', 'health_id_token', 500],
    ['not_provider', 'provider_token', 400],
    ['provider_token_error', 'provider_token', 500],
    ['profile_error', 'provider_profile', 500],
  ])('names the failing call when %s', async (fault, step, status) => {
    const error: unknown = await signIn('admin-lv1', fault).catch((rejected: unknown) => rejected);

    expect(error).toBeInstanceOf(ProviderIdError);
    expect(error).toMatchObject({ step, upstream: { failure: 'refused', status } });
  });

  it('reports a person without Provider ID as a refused Provider ID token', async () => {
    await expect(signIn('not-provider')).rejects.toMatchObject({ step: 'provider_token' });
  });

  it('reports an unreachable Health ID without throwing anything else', async () => {
    const config = testConfig(fake.env);
    const offline = createProviderSignIn(
      { ...config.healthId, baseUrl: 'http://127.0.0.1:9/health-id' },
      config.providerId,
    );

    await expect(offline.signIn({ code: 'c', redirectUri: REDIRECT_URI })).rejects.toMatchObject({
      step: 'health_id_token',
      upstream: { failure: 'unreachable' },
    });
  });
});
