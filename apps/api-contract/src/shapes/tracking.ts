import type { TrackingUrlRecord } from '@hbc/contracts';
import { boolean, instant, integer, nullable, object, string, type Check } from '../support/shape';

export const trackingUrlRecord: Check<TrackingUrlRecord> = object<TrackingUrlRecord>({
  id: integer,
  unitId: integer,
  unitName: string,
  name: string,
  code: string,
  shortUrl: string,
  targetUrl: string,
  enabled: boolean,
  clicks: integer,
  uniqueClicks: integer,
  broadcastCount: integer,
  createdByName: nullable(string),
  createdAt: instant,
  updatedAt: instant,
});
