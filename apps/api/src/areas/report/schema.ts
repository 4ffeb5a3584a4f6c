import { BROADCAST_STATUSES, DISCARD_REASONS, EXPORT_FORMATS, stringEnum } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { IdParams } from '../../schemas/id-params';
import { listAnswer } from '../../schemas/list';

export { ReportListBody, ReportSummaryBody } from '@hbc/contracts';

export const REPORT_TAGS = ['report'];

export const ReportIdParams = IdParams;

const Count = Type.Integer({ minimum: 0 });
const Rate = Type.Number({ minimum: 0 });
const Instant = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** `BroadcastInsight` of `@hbc/contracts`. */
const BroadcastInsightSchema = Type.Object({
  delivered: Count,
  uniqueImpressions: Count,
  uniqueClicks: Count,
  uniqueVideoPlays: Count,
  readAt: Instant,
});

const reportRowProperties = {
  broadcastId: Type.Integer(),
  title: Type.String(),
  unitId: Type.Integer(),
  unitName: Type.String(),
  provinceName: Type.String(),
  regionName: Type.String(),
  status: stringEnum(BROADCAST_STATUSES),
  startedAt: Nullable(Instant),
  finishedAt: Nullable(Instant),
  recipients: Count,
  excluded: Count,
  sent: Count,
  failed: Count,
  insight: Nullable(BroadcastInsightSchema),
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
};

/** `DiscardedVisits` of `@hbc/contracts`: visits not counted as clicks, in all and per reason. */
const DiscardedVisitsSchema = Type.Object({
  total: Count,
  byReason: Type.Object(
    Object.fromEntries(DISCARD_REASONS.map((reason) => [reason, Count])) as Record<
      (typeof DISCARD_REASONS)[number],
      typeof Count
    >,
  ),
});

/** `ClickPoint` of `@hbc/contracts`. */
const ClickPointSchema = Type.Object({ at: Instant, clicks: Count, uniqueClicks: Count });

/** `ReportLinkRow` of `@hbc/contracts`. */
const ReportLinkRowSchema = Type.Object({
  trackingUrlId: Type.Integer(),
  name: Type.String(),
  shortUrl: Type.String(),
  targetUrl: Type.String(),
  clicks: Count,
  uniqueClicks: Count,
  clickThroughRate: Rate,
  discarded: DiscardedVisitsSchema,
});

export const ReportListAnswer = listAnswer(Type.Object(reportRowProperties));

export const BroadcastReportAnswer = Success(
  Type.Object({
    ...reportRowProperties,
    links: Type.Array(ReportLinkRowSchema),
    discarded: DiscardedVisitsSchema,
    clicksOverTime: Type.Array(ClickPointSchema),
  }),
);

export const ReportSummaryAnswer = Success(
  Type.Object({
    broadcasts: Count,
    recipients: Count,
    excluded: Count,
    sent: Count,
    failed: Count,
    delivered: Count,
    clicks: Count,
    uniqueClicks: Count,
    clickThroughRate: Rate,
    clicksByDay: Type.Array(ClickPointSchema),
  }),
);

/** `POST /api/report/{broadcastId}/delivery/export`: the file format only. */
export const DeliveryExportBody = Type.Object(
  { format: stringEnum(EXPORT_FORMATS) },
  { additionalProperties: false },
);
