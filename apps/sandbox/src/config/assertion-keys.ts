import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { SANDBOX_DEFAULTS, SANDBOX_ENV_NAMES } from './defaults';
import { type Env, read } from './env';

/** The public halves of the channel's assertion signing keys, by the kid LINE gave each. */
export type AssertionKeys = Record<string, KeyObject>;

const RULE =
  'a JSON Web Key Set ({"keys":[…]}) of RSA public keys, each with its "kid" (as registered in the LINE Developers console)';

/** Each key of a JWK Set, or what is wrong with the set. */
function keysOf(text: string): AssertionKeys | string {
  let set: unknown;
  try {
    set = JSON.parse(text);
  } catch {
    return 'it is not JSON';
  }
  const keys = (set as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) return 'it has no "keys"';
  const parsed: AssertionKeys = {};
  for (const jwk of keys as (JsonWebKey & { kid?: unknown })[]) {
    if (typeof jwk?.kid !== 'string' || jwk.kid === '') return 'a key has no "kid"';
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      if (key.asymmetricKeyType !== 'rsa') return `key "${jwk.kid}" is not an RSA key`;
      parsed[jwk.kid] = key;
    } catch {
      return `key "${jwk.kid}" is not a JSON Web Key`;
    }
  }
  return parsed;
}

/** The registered assertion keys: the environment's, or the development key pair's public half. */
export function loadAssertionKeys(env: Env, problems: string[]): AssertionKeys {
  const raw = read(env, 'lineMessagingAssertionKeys');
  const keys = keysOf(raw ?? JSON.stringify(SANDBOX_DEFAULTS.lineMessagingAssertionKeys));
  if (typeof keys === 'string') {
    problems.push(`${SANDBOX_ENV_NAMES.lineMessagingAssertionKeys} must be ${RULE} (${keys})`);
    return {};
  }
  return keys;
}
