import { createHmac } from 'node:crypto';

/** How long the API may take to answer a webhook call (LINE itself waits a few seconds). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookDelivery =
  /** The API answered 2xx: LINE counts the call delivered. */
  | { delivered: true; status: number }
  /** Another status, or (no `status`) no answer at all. */
  | { delivered: false; status?: number; reason: string };

/** X-Line-Signature: base64 of HMAC-SHA256 of the body, keyed with the channel secret. */
export const lineSignature = (channelSecret: string, body: string): string =>
  createHmac('sha256', channelSecret).update(body, 'utf8').digest('base64');

/** POSTs a webhook call to `url` as the LINE Platform does: JSON, signed. Never throws. */
export async function deliverWebhook(
  url: string,
  channelSecret: string,
  body: string,
): Promise<WebhookDelivery> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'LineBotWebhook/2.0',
        'x-line-signature': lineSignature(channelSecret, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const detail = cause instanceof Error ? cause.message : String(cause);
    return { delivered: false, reason: `${url} could not be reached: ${detail}` };
  }
  if (status >= 200 && status < 300) return { delivered: true, status };
  return { delivered: false, status, reason: `${url} answered HTTP ${status}` };
}
