import type { AcceptedRequest } from './messaging-store';

/**
 * `GET /v2/bot/insight/message/event`'s answer for one request
 * (https://developers.line.biz/en/reference/messaging-api/#get-message-event). The sandbox sees
 * no phone opening a message, so impressions, clicks and plays stay null, as LINE shows counts
 * too small to disclose. `delivered` is shown whatever its size (LINE shows it under 20 too), but
 * is null, with no bubble listed, until LINE has computed the request's statistics.
 */
export function messageEvent(request: AcceptedRequest, computed: boolean) {
  return {
    overview: {
      requestId: request.requestId,
      timestamp: Math.floor(request.at / 1000),
      delivered: computed ? request.recipients : null,
      uniqueImpression: null,
      uniqueClick: null,
      uniqueMediaPlayed: null,
      uniqueMediaPlayed100Percent: null,
    },
    messages: computed
      ? request.messages.map((_message, index) => ({
          seq: index + 1,
          impression: null,
          mediaPlayed: null,
          mediaPlayed25Percent: null,
          mediaPlayed50Percent: null,
          mediaPlayed75Percent: null,
          mediaPlayed100Percent: null,
          uniqueMediaPlayed: null,
          uniqueMediaPlayed25Percent: null,
          uniqueMediaPlayed50Percent: null,
          uniqueMediaPlayed75Percent: null,
          uniqueMediaPlayed100Percent: null,
        }))
      : [],
    clicks: [],
  };
}
