import { Type, type Static } from '@sinclair/typebox';
import { stringEnum } from '../list-query-schema';
import { countText } from '../count-text';
import { formatThaiLongDate } from '../buddhist-date';

/**
 * LINE gives a multicast's statistics only per custom aggregation unit, a name the multicast
 * carries; a channel may use 1,000 names a month (Asia/Tokyo month). A broadcast's batches carry
 * its own unit (a large broadcast while names last), its health unit's unit of the month (shared
 * by that unit's broadcasts of the month), or none once the month's names are spent.
 */
export const AGGREGATION_UNITS_PER_MONTH = 1000;

/** Which statistics a broadcast's multicasts are counted in; NONE: the month's names were spent. */
export const AGGREGATION_UNIT_KINDS = ['BROADCAST', 'UNIT_MONTH', 'NONE'] as const;
export type AggregationUnitKind = (typeof AGGREGATION_UNIT_KINDS)[number];

/** What LINE's figures of a report row are: PENDING until its sending has decided its unit. */
export const INSIGHT_SCOPES = [...AGGREGATION_UNIT_KINDS, 'PENDING'] as const;
export type InsightScopeKind = (typeof INSIGHT_SCOPES)[number];

/** A Tokyo month as LINE counts it: yyyyMM. */
const Month = Type.String({ pattern: '^[0-9]{6}$' });

export const InsightScopeSchema = Type.Object({
  kind: stringEnum(INSIGHT_SCOPES),
  /** UNIT_MONTH: the month whose sends of the health unit the figures sum; else null. */
  month: Type.Union([Month, Type.Null()]),
});
export type InsightScope = Static<typeof InsightScopeSchema>;

/** `GET /api/report/aggregation-units`: this month's names (Super Admin). */
export const AggregationBudgetSchema = Type.Object({
  month: Month,
  limit: Type.Integer({ minimum: 0 }),
  /** The larger of LINE's count and the names the programme's broadcasts carry this month. */
  used: Type.Integer({ minimum: 0 }),
  /** Names of broadcasts' own units this month. */
  broadcastUnits: Type.Integer({ minimum: 0 }),
  /** Names of health units' monthly units this month. */
  healthUnitUnits: Type.Integer({ minimum: 0 }),
  /** Broadcasts of the month sent without a name (none was left). */
  withoutUnit: Type.Integer({ minimum: 0 }),
  /** LINE's own count; null when LINE could not be asked. */
  lineCount: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  spent: Type.Boolean(),
});
export type AggregationBudget = Static<typeof AggregationBudgetSchema>;

/** 'มกราคม 2568' of yyyyMM (a Tokyo month; its middle day is the same month in Thailand). */
export function thaiMonthText(month: string): string {
  const long = formatThaiLongDate(`${month.slice(0, 4)}-${month.slice(4, 6)}-15T12:00:00Z`);
  return long.slice(long.indexOf(' ') + 1);
}

export const AGGREGATION_MESSAGES = {
  ownScope: 'สถิติจาก LINE ของการส่งนี้',
  unitMonthScope: (month: string) =>
    `สถิติจาก LINE รวมทุกการส่งของหน่วยบริการในเดือน${thaiMonthText(month)}`,
  noneScope: 'ไม่มีสถิติจาก LINE ของการส่งนี้: ชื่อหน่วยนับสถิติของ LINE เดือนนี้ใช้ครบแล้ว (ข้อความส่งถึงผู้รับตามปกติ)',
  budgetTitle: 'หน่วยนับสถิติจาก LINE เดือนนี้',
  budgetUsed: (budget: AggregationBudget) =>
    `ใช้แล้ว ${countText(budget.used)} / ${countText(budget.limit)} ชื่อ (ของบรอดแคสต์ ${countText(
      budget.broadcastUnits,
    )} ของหน่วยบริการ ${countText(budget.healthUnitUnits)})`,
  budgetSpent:
    'ชื่อหน่วยนับสถิติของ LINE เดือนนี้ใช้ครบแล้ว: ส่งได้ตามปกติ แต่การส่งที่เริ่มหลังจากนี้จะไม่มีสถิติจาก LINE (เปิดอ่าน คลิก) จนถึงเดือนหน้า',
} as const;

/** What a report says of its LINE figures; null while its unit is undecided. */
export function insightScopeText(scope: InsightScope): string | null {
  switch (scope.kind) {
    case 'BROADCAST':
      return AGGREGATION_MESSAGES.ownScope;
    case 'UNIT_MONTH':
      return scope.month ? AGGREGATION_MESSAGES.unitMonthScope(scope.month) : null;
    case 'NONE':
      return AGGREGATION_MESSAGES.noneScope;
    default:
      return null;
  }
}
