import { ApiError, createTrackingUrl, listTrackingUrls } from '@hbc/api-clients';
import {
  TRACKING_CODE_PATTERN,
  TRACKING_REDIRECT_PREFIX,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import {
  TrackingLinkRefusal,
  type NewTrackingLinkField,
  type TrackingLinkChoice,
  type TrackingLinkPicker,
} from '@hbc/message-composer';

/** How many links the composer's picker offers for a search. */
export const PICKER_PAGE_SIZE = 20;
const CREATE_FAILED = 'สร้างลิงก์ติดตามไม่สำเร็จ';

const choiceOf = ({ name, shortUrl, targetUrl }: TrackingUrlRecord): TrackingLinkChoice => ({
  name,
  shortUrl,
  targetUrl,
});

/** A short link without its query or fragment (a broadcast's carries `?b=`). */
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

/**
 * The code `url` would be the short link of, read from its path (`/t/{code}`), or null: the
 * console does not know the API's public address, so the list confirms it by the short link.
 */
export function candidateCode(url: string): string | null {
  const path = withoutQuery(url.trim());
  const at = path.lastIndexOf(TRACKING_REDIRECT_PREFIX);
  if (at < 0 || !/^https?:\/\//.test(path)) return null;
  const code = path.slice(at + TRACKING_REDIRECT_PREFIX.length);
  return TRACKING_CODE_PATTERN.test(code) ? code : null;
}

/** The form field of an API issue on a new link's body (`/name`, `/targetUrl`). */
function fieldOf(error: unknown): NewTrackingLinkField | null {
  const path = error instanceof ApiError ? error.errors?.[0]?.path : undefined;
  return path === '/name' || path === '/targetUrl' ? (path.slice(1) as NewTrackingLinkField) : null;
}

/**
 * The composer's tracking links from the API: the unit's enabled links searched, a new one
 * created, a short link recognised. Links seen are remembered by their short link, so a field
 * holding one is named without asking again.
 */
export function createApiTrackingLinkPicker(): TrackingLinkPicker {
  const known = new Map<string, TrackingLinkChoice>();
  const remember = (link: TrackingLinkChoice) => {
    known.set(link.shortUrl, link);
    return link;
  };
  return {
    search: async (text, signal) => {
      const page = await listTrackingUrls(
        {
          page: 1,
          pageSize: PICKER_PAGE_SIZE,
          ...(text ? { search: text } : {}),
          sort: { field: 'createdAt', direction: 'desc' },
          filters: { status: 'ENABLED' },
        },
        signal,
      );
      return page.data.map((record) => remember(choiceOf(record)));
    },
    create: async (link) => {
      try {
        return remember(choiceOf(await createTrackingUrl(link)));
      } catch (error) {
        const status = error instanceof ApiError ? error.status : undefined;
        if (status === 400 || status === 409) {
          throw new TrackingLinkRefusal(apiErrorText(error, CREATE_FAILED), fieldOf(error));
        }
        throw error;
      }
    },
    find: async (url, signal) => {
      const shortUrl = withoutQuery(url.trim());
      const seen = known.get(shortUrl);
      if (seen) return seen;
      const code = candidateCode(shortUrl);
      if (code === null) return null;
      const page = await listTrackingUrls(
        { page: 1, pageSize: PICKER_PAGE_SIZE, search: code },
        signal,
      );
      const found = page.data.find((record) => record.shortUrl === shortUrl);
      return found ? remember(choiceOf(found)) : null;
    },
  };
}
