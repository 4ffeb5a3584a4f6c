import { channelAssertion, type AssertionSigningKey } from './channel-assertion';

/** A channel access token v2.1 as LINE issued it. */
export interface IssuedToken {
  accessToken: string;
  /** Seconds it lives from its issue (`expires_in`). */
  expiresInS: number;
  /** LINE's id of the token (`key_id`). */
  keyId: string;
}

/** LINE's endpoints of channel access tokens v2.1. */
export interface ChannelTokenApi {
  issue(): Promise<IssuedToken>;
  revoke(accessToken: string): Promise<void>;
}

/** LINE refused or failed to issue or revoke a token; `status` 0 when it did not answer. */
export class ChannelTokenError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChannelTokenError';
  }
}

/** LINE's error body, `{ error, error_description }` or `{ message }`, as one line of text. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const parts = [body['error'], body['error_description'], body['message']].filter(
      (part): part is string => typeof part === 'string',
    );
    if (parts.length > 0) return parts.join(': ');
  } catch {
    // Not JSON: the status says it.
  }
  return `${response.status} ${response.statusText}`;
}

export interface LineChannelTokenApiOptions {
  /** Origin of the Messaging API (real: https://api.line.me). */
  apiBaseUrl: string;
  key: AssertionSigningKey;
  /** The channel secret: revoking a token v2.1 takes it. */
  channelSecret: string;
  tokenLifetimeS: number;
  requestTimeoutMs: number;
}

/**
 * `POST /oauth2/v2.1/token` (issueChannelTokenByJWT) and `POST /oauth2/v2.1/revoke`
 * (revokeChannelTokenByJWT) of "channel-access-token.yml" in line/line-openapi, form-encoded.
 */
export function lineChannelTokenApi(options: LineChannelTokenApiOptions): ChannelTokenApi {
  const post = async (path: string, form: Record<string, string>, what: string) => {
    let response: Response;
    try {
      response = await fetch(`${options.apiBaseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new ChannelTokenError(0, `LINE did not ${what}: ${reason}`);
    }
    if (!response.ok) {
      throw new ChannelTokenError(
        response.status,
        `LINE did not ${what}: ${await reasonOf(response)}`,
      );
    }
    return response;
  };
  return {
    issue: async () => {
      const response = await post(
        '/oauth2/v2.1/token',
        {
          grant_type: 'client_credentials',
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: channelAssertion(options.key, options.tokenLifetimeS, Date.now()),
        },
        'issue a channel access token',
      );
      const body = (await response.json()) as Record<string, unknown>;
      const accessToken = body['access_token'];
      const expiresIn = body['expires_in'];
      if (typeof accessToken !== 'string' || typeof expiresIn !== 'number' || expiresIn <= 0) {
        throw new ChannelTokenError(response.status, 'LINE answered no channel access token');
      }
      const keyId = body['key_id'];
      return { accessToken, expiresInS: expiresIn, keyId: typeof keyId === 'string' ? keyId : '' };
    },
    revoke: async (accessToken) => {
      const response = await post(
        '/oauth2/v2.1/revoke',
        {
          client_id: options.key.channelId,
          client_secret: options.channelSecret,
          access_token: accessToken,
        },
        'revoke a channel access token',
      );
      await response.arrayBuffer();
    },
  };
}
