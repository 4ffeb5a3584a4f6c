import { TrackingUrlBody as TrackingUrlFields } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { withFreeText } from '../../schemas/free-text';
import { IdParams } from '../../schemas/id-params';
import { listAnswer } from '../../schemas/list';

export { TrackingUrlListBody } from '@hbc/contracts';
/** A link's name is free text. */
export const TrackingUrlBody = withFreeText(TrackingUrlFields, 'name');

/** The OpenAPI tag of every tracking-link route. */
export const TRACKING_URL_TAGS = ['tracking-url'];

/** `{id}` of a tracking link: a row id, so never above PostgreSQL's `integer`. */
export const TrackingUrlIdParams = IdParams;

const Count = Type.Integer({ minimum: 0 });
const Instant = Type.String({ format: 'date-time' });

/** `TrackingUrlRecord` of `@hbc/contracts`. */
export const TrackingUrlRecordSchema = Type.Object({
  id: Type.Integer(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  name: Type.String(),
  code: Type.String(),
  shortUrl: Type.String(),
  targetUrl: Type.String(),
  enabled: Type.Boolean(),
  clicks: Count,
  uniqueClicks: Count,
  broadcastCount: Count,
  createdByName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  updatedAt: Instant,
});

export const TrackingUrlAnswer = Success(TrackingUrlRecordSchema);
export const TrackingUrlListAnswer = listAnswer(TrackingUrlRecordSchema);
export const TrackingUrlDeletedAnswer = Success(Type.Null());
