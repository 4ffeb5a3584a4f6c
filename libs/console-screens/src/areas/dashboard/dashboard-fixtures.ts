import type { FakeReply, FakeRequest } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  HEALTH_REGION_COUNT,
  LINE_CHANNEL_TEXTS,
  type Dashboard,
  type DashboardAreaRow,
  type FollowingPoint,
  type SegmentBreakdown,
} from '@hbc/contracts';
import { PROVINCE_ROWS } from '../health-center/health-center-fixtures';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

/** Each health region's month: region 7 (the demo's) the busiest. */
export const REGION_AREAS: readonly DashboardAreaRow[] = Array.from(
  { length: HEALTH_REGION_COUNT },
  (_, index) => {
    const id = index + 1;
    const busiest = id === 7;
    return {
      id,
      name: `เขตสุขภาพที่ ${id}`,
      following: busiest ? 182_340 : 50_000 + id * 3_150,
      broadcastsSent: busiest ? 48 : id * 2,
      messagesSent: busiest ? 412_800 : id * 21_000,
      clicks: busiest ? 9_870 : id * 410,
    };
  },
);

/** The provinces of each region that the fixtures know, with their month. */
export function provinceAreasOf(regionId: number | undefined): DashboardAreaRow[] {
  return PROVINCE_ROWS.filter(
    (province) => regionId === undefined || province.healthRegionId === regionId,
  ).map((province) => ({
    id: province.id,
    name: province.nameTh,
    following: province.id === 40 ? 96_410 : province.id * 820,
    broadcastsSent: province.id === 40 ? 31 : province.id % 7,
    messagesSent: province.id === 40 ? 250_120 : province.id * 900,
    clicks: province.id === 40 ? 6_002 : province.id * 31,
  }));
}

/** Citizens following on each day of November 2569 up to the 22nd. */
const FOLLOWING_TREND: FollowingPoint[] = Array.from({ length: 22 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  following: 1_204_000 + i * 1_150,
}));

/** Twelve provinces' followers, most first. */
const FOLLOWER_PROVINCES: SegmentBreakdown['provinces'] = [
  { provinceId: 40, provinceName: 'ขอนแก่น', count: 412_300 },
  { provinceId: 30, provinceName: 'นครราชสีมา', count: 208_450 },
  { provinceId: 10, provinceName: 'กรุงเทพมหานคร', count: 187_020 },
  { provinceId: 41, provinceName: 'อุดรธานี', count: 96_200 },
  { provinceId: 44, provinceName: 'มหาสารคาม', count: 81_940 },
  { provinceId: 45, provinceName: 'ร้อยเอ็ด', count: 74_310 },
  { provinceId: 46, provinceName: 'กาฬสินธุ์', count: 52_800 },
  { provinceId: 50, provinceName: 'เชียงใหม่', count: 31_090 },
  { provinceId: 20, provinceName: 'ชลบุรี', count: 28_760 },
  { provinceId: 90, provinceName: 'สงขลา', count: 19_400 },
  { provinceId: 83, provinceName: 'ภูเก็ต', count: 4_220 },
  { provinceId: 23, provinceName: 'ตราด', count: 1_150 },
];

/** Every unit's followers now: 1,228,150 by sex, age band and province. */
export const NOVEMBER_FOLLOWERS: SegmentBreakdown = {
  sexes: [
    { sex: 'MALE', count: 512_400 },
    { sex: 'FEMALE', count: 690_150 },
    { sex: 'UNKNOWN', count: 25_600 },
  ],
  ageBands: [
    { band: '0-14', count: 8_200 },
    { band: '15-24', count: 141_300 },
    { band: '25-34', count: 268_900 },
    { band: '35-44', count: 301_450 },
    { band: '45-59', count: 322_100 },
    { band: '60+', count: 150_600 },
    { band: 'unknown', count: 35_600 },
  ],
  provinces: [...FOLLOWER_PROVINCES, { provinceId: null, provinceName: null, count: 30_510 }],
};

/** The followers of region 7's units: 182,340. */
export const REGION_7_FOLLOWERS: SegmentBreakdown = {
  sexes: [
    { sex: 'MALE', count: 80_120 },
    { sex: 'FEMALE', count: 100_020 },
    { sex: 'UNKNOWN', count: 2_200 },
  ],
  ageBands: [
    { band: '0-14', count: 1_100 },
    { band: '15-24', count: 20_300 },
    { band: '25-34', count: 39_400 },
    { band: '35-44', count: 44_100 },
    { band: '45-59', count: 50_240 },
    { band: '60+', count: 23_000 },
    { band: 'unknown', count: 4_200 },
  ],
  provinces: [
    { provinceId: 40, provinceName: 'ขอนแก่น', count: 96_410 },
    { provinceId: 45, provinceName: 'ร้อยเอ็ด', count: 36_900 },
    { provinceId: 44, provinceName: 'มหาสารคาม', count: 36_080 },
    { provinceId: 46, provinceName: 'กาฬสินธุ์', count: 12_950 },
  ],
};

/** November 2569 as the dashboard call answers it (every region's provinces). */
export const NOVEMBER_DASHBOARD: Dashboard = {
  month: '2026-11',
  following: 1_228_150,
  followingTrend: FOLLOWING_TREND,
  broadcastsSent: 230,
  urgentBroadcastsSent: 6,
  messagesSent: 2_104_900,
  messagesDelivered: 2_089_412,
  quota: { limit: 5_000_000, used: 2_104_900, remaining: 2_895_100 },
  clicks: 41_206,
  uniqueClicks: 35_870,
  clickThroughRate: 35_870 / 2_104_900,
  byRegion: [...REGION_AREAS],
  byProvince: provinceAreasOf(undefined),
  topBroadcasts: [
    {
      broadcastId: 41,
      title: 'เชิญตรวจคัดกรองความดันโลหิต',
      unitName: 'โรงพยาบาลมหาสารคาม',
      sent: 5_000,
      clicks: 1_250,
      uniqueClicks: 1_000,
      clickThroughRate: 0.2,
    },
    {
      broadcastId: 31,
      title: 'ชวนฉีดวัคซีนไข้หวัดใหญ่',
      unitName: 'โรงพยาบาลบ้านหนองบัว',
      sent: 1_200,
      clicks: 340,
      uniqueClicks: 300,
      clickThroughRate: 0.25,
    },
    {
      broadcastId: 32,
      title: 'ประชาสัมพันธ์วันงดสูบบุหรี่',
      unitName: 'โรงพยาบาลบ้านหนองบัว',
      sent: 1_000,
      clicks: 45,
      uniqueClicks: 40,
      clickThroughRate: 0.04,
    },
  ],
  followers: NOVEMBER_FOLLOWERS,
  followersAt: '2026-11-22T02:55:00.000Z',
  rolledUpAt: '2026-11-22T02:55:00.000Z',
  deliveriesReadAt: '2026-11-22T02:50:00.000Z',
  lineChannels: {
    outcome: 'SAME_PROVIDER',
    message: LINE_CHANNEL_TEXTS.SAME_PROVIDER,
    checkedAt: '2026-11-22T01:00:00.000Z',
  },
};

/** October 2569: a quieter month. */
export const OCTOBER_DASHBOARD: Dashboard = {
  ...NOVEMBER_DASHBOARD,
  month: '2026-10',
  followingTrend: Array.from({ length: 31 }, (_, i) => ({
    day: `2026-10-${String(i + 1).padStart(2, '0')}`,
    following: 1_170_000 + i * 1_100,
  })),
  broadcastsSent: 180,
  urgentBroadcastsSent: 0,
  messagesSent: 1_650_000,
  messagesDelivered: 1_641_200,
  clicks: 30_100,
  uniqueClicks: 26_000,
  clickThroughRate: 26_000 / 1_650_000,
  topBroadcasts: [],
};

export interface FakeDashboardApiOptions {
  /** The months the API knows; another month answers like November with no activity. */
  months?: readonly Dashboard[];
  /** Replaces the whole answer (a failure, or LINE's quota unreachable). */
  reply?: FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);
}

/**
 * `GET /api/dashboard`: the month asked for (this one when none: November 2569 in the stories),
 * its provinces narrowed to the region asked for, and its followers for region 7.
 */
export function fakeDashboardApi({
  months = [NOVEMBER_DASHBOARD, OCTOBER_DASHBOARD],
  reply,
}: FakeDashboardApiOptions = {}) {
  return (): FakeRoutes => ({
    [`GET ${API_PATHS.dashboard}`]:
      reply ??
      ((request) => {
        const month = request.query['month'] ?? NOVEMBER_DASHBOARD.month;
        const regionId = request.query['regionId'];
        const found = months.find((dashboard) => dashboard.month === month) ?? {
          ...NOVEMBER_DASHBOARD,
          month,
          followingTrend: [],
          broadcastsSent: 0,
          urgentBroadcastsSent: 0,
          messagesSent: 0,
          messagesDelivered: 0,
          clicks: 0,
          uniqueClicks: 0,
          clickThroughRate: 0,
          topBroadcasts: [],
        };
        return ok({
          ...found,
          byProvince: provinceAreasOf(regionId === undefined ? undefined : Number(regionId)),
          ...(regionId === '7' ? { followers: REGION_7_FOLLOWERS } : {}),
        });
      }),
  });
}
