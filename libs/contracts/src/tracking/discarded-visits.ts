/**
 * Visits of a tracking link that are not counted as clicks (kept apart as `bot_visit.kind`, in
 * this order), and the reasons the report gives for them. PREVIEW, CRAWLER, HEAD, PREFETCH: no
 * person asked. SCRIPT: a user agent no browser sends (an HTTP library's). REPEAT: a person's
 * click beyond the one counted per address, link and minute. HEAD requests and prefetches are
 * one reason: both load the link ahead of (or instead of) a tap.
 */
export const DISCARDED_VISIT_KINDS = [
  'PREVIEW',
  'CRAWLER',
  'HEAD',
  'PREFETCH',
  'SCRIPT',
  'REPEAT',
] as const;
export type DiscardedVisitKind = (typeof DISCARDED_VISIT_KINDS)[number];

export const DISCARD_REASONS = ['PREVIEW', 'CRAWLER', 'PRELOAD', 'SCRIPT', 'REPEAT'] as const;
export type DiscardReason = (typeof DISCARD_REASONS)[number];

export const DISCARD_REASON_OF_KIND: Readonly<Record<DiscardedVisitKind, DiscardReason>> = {
  PREVIEW: 'PREVIEW',
  CRAWLER: 'CRAWLER',
  HEAD: 'PRELOAD',
  PREFETCH: 'PRELOAD',
  SCRIPT: 'SCRIPT',
  REPEAT: 'REPEAT',
};

export const DISCARD_REASON_LABELS: Readonly<Record<DiscardReason, string>> = {
  PREVIEW: 'ระบบแสดงตัวอย่างลิงก์',
  CRAWLER: 'โปรแกรมค้นหา/บอต',
  PRELOAD: 'การโหลดล่วงหน้า',
  SCRIPT: 'โปรแกรมอัตโนมัติ (ไม่ใช่เบราว์เซอร์)',
  REPEAT: 'คลิกซ้ำจากที่อยู่เดียวกันภายใน 1 นาที',
};

/** Visits not counted as clicks: how many in all, and how many for each reason. */
export interface DiscardedVisits {
  total: number;
  byReason: Record<DiscardReason, number>;
}

/** The discarded visits of counts per reason (a reason left out is 0). */
export function discardedVisitsOf(
  counts: Partial<Record<DiscardReason, number>> = {},
): DiscardedVisits {
  const byReason = Object.fromEntries(
    DISCARD_REASONS.map((reason) => [reason, counts[reason] ?? 0]),
  ) as Record<DiscardReason, number>;
  const total = DISCARD_REASONS.reduce((sum, reason) => sum + byReason[reason], 0);
  return { total, byReason };
}

/** The sum of several links' discarded visits. */
export function sumDiscardedVisits(all: readonly DiscardedVisits[]): DiscardedVisits {
  return discardedVisitsOf(
    Object.fromEntries(
      DISCARD_REASONS.map((reason) => [
        reason,
        all.reduce((sum, visits) => sum + visits.byReason[reason], 0),
      ]),
    ),
  );
}
