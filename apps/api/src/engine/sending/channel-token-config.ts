import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * How the API holds the Messaging API channel's access token: a fixed long-lived token, or
 * channel access tokens v2.1 it issues itself with a JWT assertion signed by the channel's
 * assertion signing key, and renews (see `channel-token.ts`).
 */
export type ChannelTokenConfig =
  | { kind: 'fixed'; accessToken: string }
  | {
      kind: 'issued';
      channelId: string;
      /** The kid LINE Developers console answered when the public key was registered. */
      keyId: string;
      /** RS256 private half of the assertion signing key (never printed: a KeyObject). */
      privateKey: KeyObject;
      /** `token_exp` of each token, in seconds. */
      lifetimeSeconds: number;
    };

/** "Issue channel access token v2.1" (messaging-api reference): a token lives 30 days at most. */
export const MAX_TOKEN_LIFETIME_S = 30 * 24 * 3600;
/**
 * One day: with tokens this short, the 30 valid tokens LINE allows a channel are not used up by
 * several processes and their restarts (a token not revoked at a crash lapses within a day).
 */
export const DEFAULT_TOKEN_LIFETIME_S = 24 * 3600;

export const ASSERTION_PRIVATE_KEY_RULE =
  'the private key of the assertion signing key as a JSON Web Key (RSA, as LINE’s key pair tool writes it)';

/** The assertion private key, or what is wrong with it (never quoting it). */
export function parseAssertionPrivateKey(text: string): KeyObject | string {
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) return 'is not a JSON object';
  try {
    const key = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    return key.asymmetricKeyType === 'rsa' ? key : 'is not an RSA key';
  } catch {
    return 'is not a private JSON Web Key';
  }
}

/**
 * The sandbox's Messaging API channel and assertion signing key: development and test machines
 * only (the sandbox registers the public half, apps/sandbox/src/config/defaults.ts); anyone with
 * the source has it.
 */
export const DEVELOPMENT_CHANNEL_TOKEN = {
  channelId: '1660000000',
  keyId: 'sandbox-assertion-key',
  privateKeyJwk: {
    kty: 'RSA',
    n: '6kLS62TmjprkUIes4jQL2jjyQujnYZAmvfdQnKkCPaZveB_6qcTSlwTh7zU81CpL9xHCbElWiIAIrkBp34_o9ch2LmB6cAycQS0aQA4w0E50zyLBmPH38k8QHcKaj5jH8ai7QOiaqwKSwx3VPkHySmWIAznfVdtmOM_ZETmlWu5hWhiRzWmIwY7qcL1JIW-Yb89i8YISTIYsq98S3_QvlLz_PsUU4q5z5sU8fBqt8q4pUh9nmwpYHeJw1GfCdqyXavJCZwsHp4Y6L_q6nZmkFbjmA8nsSXACQRa29dM-RSAPeACqKPG4woqiod2Da35rDCLMK9EDaA-QQWNXYYho4Q',
    e: 'AQAB',
    d: 'ItgVr1WuxX9cfm3v1SWQrcDSqAkkgWqDmLX0k5i_8JOU-PUov5-7AyOCx6XPim9QJUvK83hlGqCQqfqCxPIO4KAUlAldrNTzWO5wfR6fPByvWy_8Q9eZ3bzM1OBhRQKgmt1SHPF8L_uOAN-rHDuK4m3_sRsmkQq1RbYEv38njUKm9nJn8QVSi9cFd0ye90w5Mh3YEvNxMBBmPkxACCV_VQqIOVCh191F0pH4M2MVyn6CDtgfUKMtm7qe1-51SNZ_eGzZyq0jcF_twxqI8OL-VotZ_yTezzyA5acH3rnwyNMWVnG8l0NejHXCWhDAMo3BawGYE1ManwcgukInizq9kQ',
    p: '9UGaJ7f6GhJBO1OOdydvg3_LBJjta5UJ2wiyce-_lGc1Xp4lQhQI5CJXGbwDxKcQA3MExKTHLaLa3NgnkPUXRW9amKrYU3MeC8F98QyfQyuIBjfl0iTI34I0LfqZTqJriNNqcVyFMfIOwz0G-soXA8rgPQrgyH5Ssh3CgrWaGXs',
    q: '9IXqwqdQCN0QF5MzfOP2McObeVKAKdQfL73KdBKe7Xfar8IcpEId5sAg9VWXJJsGjOMkxPowTbM5TYlmZgxbOJby5Ax7cjIB6hI_iy74ghG_1EfgX8liiVHz7tS7QxNRstPbKH1t8x9dwVrh0cL3vSncRGp-M-yHMe4wRyL-klM',
    dp: 'fVAtwgmhAt0882E4M-20bs5HH2w8M3INfRsugkTr8JnjjRrlEqRF_rsFIiMNEdgCuKB2WTuQgeLqTVksrkZsw4-oDMWOjuUM_xi4jwfSAHInqHW7OeqNsJZIrw2Sc7lNlLXhd1a8v85ceKmf_Vhw9gEdHlOGkyroehX2ou7DdC0',
    dq: 'C4lV7iEesYxcegBD6ZyHvQlRiIPP8ClF32bA6oEGZoXFF4289DL6XiyqYWjMXLnDsVn2HiT_qmrORU46Oo5Sr3TPuNqt6FFbrcN2pAZvSxOzTTym5V4G_BuVuqrmut9qd1lveZWRXmsYbUrwZIkiTxZugfvUQHbkWgK23GRWRmk',
    qi: 'DDgIAwXc4dc6Kjheu0hZGxFKrpQI4mdTh3dwBa15rF8jm81IE2UKUB_UzftEsP9aKFj5arxWnxff65Ik2PrGzsV5D099oYosE30CssqCWuxxWBYtalPn6-pAkv3KAcc8PFrV6Nlzn20Xsu230s_550lkPkZiJLmz52H2zDveTpg',
  },
} as const;

/** The variables of channel access tokens v2.1, all needed together. */
const ISSUED_VARIABLES = [
  'LINE_MESSAGING_CHANNEL_ID',
  'LINE_MESSAGING_ASSERTION_PRIVATE_KEY',
  'LINE_MESSAGING_ASSERTION_KEY_ID',
] as const;
const FIXED_VARIABLE = 'LINE_MESSAGING_CHANNEL_ACCESS_TOKEN';

const listed = (names: readonly string[]) =>
  names.length === 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

/**
 * The channel token the variables as given (`raw`: set and not blank) describe: undefined when
 * none is given (the development default applies), or the problems that keep the API from
 * starting: both ways given, or half of v2.1, or a key that is not one.
 */
export function givenChannelToken(raw: Record<string, string>): {
  token?: ChannelTokenConfig;
  problems: string[];
} {
  const fixed = raw[FIXED_VARIABLE];
  const given = ISSUED_VARIABLES.filter((name) => raw[name] !== undefined);
  if (fixed !== undefined && given.length > 0) {
    return {
      problems: [
        `${FIXED_VARIABLE} must not be set together with ${listed(given)}: give either a fixed channel access token or the assertion signing key of channel access tokens v2.1`,
      ],
    };
  }
  if (fixed !== undefined) return { token: { kind: 'fixed', accessToken: fixed }, problems: [] };
  if (given.length === 0) return { problems: [] };
  const problems: string[] = [];
  const missing = ISSUED_VARIABLES.filter((name) => raw[name] === undefined);
  if (missing.length > 0) {
    problems.push(
      `${listed(ISSUED_VARIABLES)} must be set together (channel access token v2.1): ${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} missing`,
    );
  }
  const keyText = raw['LINE_MESSAGING_ASSERTION_PRIVATE_KEY'];
  const privateKey = keyText === undefined ? undefined : parseAssertionPrivateKey(keyText);
  if (typeof privateKey === 'string') {
    problems.push(
      `LINE_MESSAGING_ASSERTION_PRIVATE_KEY must be ${ASSERTION_PRIVATE_KEY_RULE} (it ${privateKey})`,
    );
  }
  const channelId = raw['LINE_MESSAGING_CHANNEL_ID'];
  const keyId = raw['LINE_MESSAGING_ASSERTION_KEY_ID'];
  if (
    problems.length > 0 ||
    !privateKey ||
    typeof privateKey === 'string' ||
    !channelId ||
    !keyId
  ) {
    return { problems };
  }
  return {
    token: {
      kind: 'issued',
      channelId,
      keyId,
      privateKey,
      lifetimeSeconds: DEFAULT_TOKEN_LIFETIME_S,
    },
    problems: [],
  };
}

/**
 * The token given, else the development default (tokens v2.1 the sandbox issues to its channel
 * for the key it registered), issued tokens living \`lifetimeSeconds\`.
 */
export function channelTokenOf(
  given: ChannelTokenConfig | undefined,
  lifetimeSeconds: number,
): ChannelTokenConfig {
  const token = given ?? {
    kind: 'issued',
    channelId: DEVELOPMENT_CHANNEL_TOKEN.channelId,
    keyId: DEVELOPMENT_CHANNEL_TOKEN.keyId,
    privateKey: createPrivateKey({
      key: { ...DEVELOPMENT_CHANNEL_TOKEN.privateKeyJwk },
      format: 'jwk',
    }),
    lifetimeSeconds,
  };
  return token.kind === 'issued' ? { ...token, lifetimeSeconds } : token;
}
