import type { ChartData } from './chart-series';

/** A week of clicks, all and unique, by Buddhist-era day. */
export const WEEK_OF_CLICKS: ChartData = {
  labels: [
    '16/11/2569',
    '17/11/2569',
    '18/11/2569',
    '19/11/2569',
    '20/11/2569',
    '21/11/2569',
    '22/11/2569',
  ],
  series: [
    { label: 'คลิก', values: [0, 120, 1_480, 860, 310, 95, 40] },
    { label: 'คลิกไม่ซ้ำ', values: [0, 100, 1_205, 702, 260, 80, 33] },
  ],
};

/** Four health regions' following and clicks. */
export const REGIONS_OF_FOUR: ChartData = {
  labels: ['เขตสุขภาพที่ 7', 'เขตสุขภาพที่ 8', 'เขตสุขภาพที่ 9', 'เขตสุขภาพที่ 10'],
  series: [
    { label: 'ผู้ติดตาม', values: [125_400, 98_210, 143_005, 77_120] },
    { label: 'คลิก', values: [4_210, 2_980, 5_102, 1_877] },
  ],
};
