import { Type, type Static } from '@sinclair/typebox';
import { patternText, rowId } from '../field-rules';

/**
 * The dashboard (issue 14, Super Admin): the programme's month at a glance. Its numbers are read
 * from daily rollups kept current by a job, never from scans of the click or citizen tables.
 */
export const DASHBOARD_MESSAGES = {
  badMonth: 'เดือนไม่ถูกต้อง',
  quotaUnavailable: 'ติดต่อ LINE เพื่ออ่านโควตาไม่ได้ในขณะนี้',
} as const;

/** `GET /api/dashboard?month=YYYY-MM&regionId=`: a Bangkok calendar month (default: this one). */
export const DashboardQuery = Type.Object(
  {
    month: Type.Optional(patternText(/^\d{4}-(0[1-9]|1[0-2])$/, DASHBOARD_MESSAGES.badMonth)),
    /** Break the provinces of this region down (absent: the provinces of every region). */
    regionId: Type.Optional(rowId()),
  },
  { additionalProperties: false },
);
export type DashboardQuery = Static<typeof DashboardQuery>;
