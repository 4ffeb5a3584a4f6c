import { Type } from '@sinclair/typebox';

/**
 * Which proxies in front of the API are believed when they say, in `X-Forwarded-For`, whom they
 * forwarded for: Fastify's `trustProxy`. It decides `request.ip`, which the activity log records
 * and the sign-in rate limit counts by. Off by default: any client can write that header.
 */
export type TrustProxy = boolean | string[];

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?`;
const IPV6 = '[0-9a-fA-F]{0,4}(:[0-9a-fA-F]{0,4}){2,7}(/(12[0-8]|1[01]\\d|[1-9]?\\d))?';
const KEYWORD = 'loopback|linklocal|uniquelocal';
const PROXY = `(${IPV4}|${IPV6}|${KEYWORD})`;

/** `TRUST_PROXY` as the configuration's schema takes it. */
export const TrustProxyEnv = Type.Optional(
  Type.String({
    pattern: `^(true|false|${PROXY}(\\s*,\\s*${PROXY})*)$`,
    description:
      'false, true (every proxy: only when nothing reaches the API but through its own proxies), or a comma-separated list of proxy addresses and CIDR ranges (loopback, linklocal and uniquelocal name those ranges)',
  }),
);

/** The `trustProxy` option of Fastify for `TRUST_PROXY` (validated by `TrustProxyEnv`). */
export function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((proxy) => proxy.trim());
}
