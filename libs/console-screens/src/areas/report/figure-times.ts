import { formatThaiDateTime } from '@hbc/ui';
import { formatCount } from '../../formatting/format-count';

/** How the report and the dashboard say when the figures a rollup feeds were computed. */
export const FIGURE_TIME_TEXT = {
  clicksAt: (at: string) => `คลิก ณ ${formatThaiDateTime(at)}`,
  clicksNotYet: 'ยังไม่ได้สรุปยอดคลิก',
  deliveriesAt: (at: string) => `ข้อมูลการส่งถึงจาก LINE ณ ${formatThaiDateTime(at)}`,
  lineNotCounted: 'LINE ยังไม่สรุปยอด',
  linePending: (broadcasts: number) => `LINE ยังไม่สรุปยอด ${formatCount(broadcasts)} บรอดแคสต์`,
  refresh: 'รีเฟรช',
} as const;

/** When the clicks were rolled up, or that they never were. */
export const clicksTime = (at: string | null) =>
  at ? FIGURE_TIME_TEXT.clicksAt(at) : FIGURE_TIME_TEXT.clicksNotYet;

/** When LINE's delivered count was read, or that LINE has not counted yet. */
export const deliveriesTime = (at: string | null) =>
  at ? FIGURE_TIME_TEXT.deliveriesAt(at) : FIGURE_TIME_TEXT.lineNotCounted;
