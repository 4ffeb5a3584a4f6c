/** Credentials the fake platforms accept; `fakePlatformEnv` hands the same ones to the API. */
export const FAKE_CREDENTIALS = {
  lineChannelId: '2000000001',
  lineChannelSecret: 'fake-line-channel-secret',
  messagingAccessToken: 'fake-messaging-access-token',
  healthIdClientId: 'fake-health-id',
  healthIdClientSecret: 'fake-health-id-secret',
  providerIdClientId: 'fake-provider-id',
  providerIdClientSecret: 'fake-provider-id-secret',
} as const;

/** One-time random value for codes and tokens. */
export function randomCode(prefix: string): string {
  return `${prefix}${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

/** `redirectUri` with `code` and `state` added, as an authorize page returns. */
export function returnUrl(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
