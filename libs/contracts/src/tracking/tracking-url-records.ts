import { Type, type Static } from '@sinclair/typebox';

/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });
const Count = Type.Integer({ minimum: 0 });

/**
 * A tracking link as its list, form and pickers read it (what the tracking-link calls answer).
 * The API validates its answers with this schema; the type derives from it.
 */
export const TrackingUrlRecordSchema = Type.Object({
  id: Type.Integer(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  name: Type.String(),
  code: Type.String(),
  /** The public short link: `{PUBLIC_BASE_URL}/t/{code}`. */
  shortUrl: Type.String(),
  targetUrl: Type.String(),
  enabled: Type.Boolean(),
  /** Clicks so far (bots and previews left out) and unique clicks (one per person per hour). */
  clicks: Count,
  uniqueClicks: Count,
  /** Sent (or sending) broadcasts that carried it: when above 0 it may be disabled, not deleted. */
  broadcastCount: Count,
  createdByName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  updatedAt: Instant,
});
export type TrackingUrlRecord = Static<typeof TrackingUrlRecordSchema>;
