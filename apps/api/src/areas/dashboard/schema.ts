import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';

export { DashboardQuery } from '@hbc/contracts';

export const DASHBOARD_TAGS = ['dashboard'];

const Count = Type.Integer({ minimum: 0 });
const Rate = Type.Number({ minimum: 0 });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** `DashboardAreaRow` of `@hbc/contracts`. */
const AreaRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  following: Count,
  broadcastsSent: Count,
  messagesSent: Count,
  clicks: Count,
});

/** `DashboardTopBroadcast` of `@hbc/contracts`. */
const TopBroadcastSchema = Type.Object({
  broadcastId: Type.Integer(),
  title: Type.String(),
  unitName: Type.String(),
  sent: Count,
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
});

/** `Dashboard` of `@hbc/contracts`. */
const DashboardSchema = Type.Object({
  month: Type.String(),
  following: Count,
  followingTrend: Type.Array(Type.Object({ day: Type.String(), following: Count })),
  broadcastsSent: Count,
  messagesSent: Count,
  messagesDelivered: Count,
  quota: Nullable(Type.Object({ limit: Nullable(Count), used: Count, remaining: Nullable(Count) })),
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
  byRegion: Type.Array(AreaRowSchema),
  byProvince: Type.Array(AreaRowSchema),
  topBroadcasts: Type.Array(TopBroadcastSchema),
  rolledUpAt: Nullable(Type.String({ format: 'date-time' })),
});

export const DashboardAnswer = Success(DashboardSchema);
