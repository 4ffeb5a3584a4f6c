import {
  BROADCAST_STATUSES,
  BROADCAST_TARGETS,
  DELIVERY_STATUSES,
  stringEnum,
  BroadcastBody as BroadcastFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { withFreeText } from '../../schemas/free-text';
import { IdParams } from '../../schemas/id-params';
import { listAnswer } from '../../schemas/list';

export {
  BroadcastAudienceBody,
  BroadcastDeliveryListBody,
  BroadcastListBody,
  BroadcastSendBody,
} from '@hbc/contracts';
/** A broadcast's title is free text; its messages go to citizens exactly as written. */
export const BroadcastBody = withFreeText(BroadcastFields, 'title');

export const BROADCAST_TAGS = ['broadcast'];

export const BroadcastIdParams = IdParams;

const Count = Type.Integer({ minimum: 0 });
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const listItemProperties = {
  id: Type.Integer(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  title: Type.String(),
  status: stringEnum(BROADCAST_STATUSES),
  target: stringEnum(BROADCAST_TARGETS),
  segmentId: Nullable(Type.Integer()),
  segmentName: Nullable(Type.String()),
  messageCount: Count,
  scheduledAt: Nullable(Instant),
  startedAt: Nullable(Instant),
  finishedAt: Nullable(Instant),
  recipientCount: Count,
  excludedCount: Count,
  sentCount: Count,
  failedCount: Count,
  createdByName: Nullable(Type.String()),
  createdAt: Instant,
  updatedAt: Instant,
};

/** `BroadcastListItem` of `@hbc/contracts`. */
const BroadcastListItemSchema = Type.Object(listItemProperties);
/** `BroadcastRecord` of `@hbc/contracts`. */
const BroadcastRecordSchema = Type.Object({
  ...listItemProperties,
  messages: Type.Array(Type.Unknown()),
  updatedByName: Nullable(Type.String()),
});

const BroadcastDeliverySchema = Type.Object({
  lineUserIdMasked: Type.String(),
  status: stringEnum(DELIVERY_STATUSES),
  reason: Nullable(Type.String()),
  sentAt: Nullable(Instant),
  batch: Type.Integer({ minimum: 1 }),
});

export const BroadcastAnswer = Success(BroadcastRecordSchema);
export const BroadcastListAnswer = listAnswer(BroadcastListItemSchema);
export const BroadcastDeletedAnswer = Success(Type.Null());
export const BroadcastDeliveryListAnswer = listAnswer(BroadcastDeliverySchema);
export const BroadcastTestAnswer = Success(Type.Object({ sentTo: Type.String() }));
export const BroadcastAudienceAnswer = Success(
  Type.Object({ reached: Count, excluded: Count, recipients: Count, countedAt: Instant }),
);
export const BroadcastQuotaAnswer = Success(
  Type.Object({ limit: Nullable(Count), used: Count, remaining: Nullable(Count) }),
);
/** The progress stream: `text/event-stream` of `event: progress` with `BroadcastProgress` as data. */
export const BroadcastProgressStream = Type.String({
  description:
    'text/event-stream: `event: progress` events whose data is a BroadcastProgress, until the broadcast ends',
});
