import { useLayoutEffect, type ReactNode } from 'react';
import { installFakeApi, type FakeApi, type FakeReply } from '@hbc/api-clients/testing';
import type { UnitDetail } from '@hbc/contracts';
import { SAMPLE_LOGO } from '../../testing/profile-fixtures';

/** Units as the API answers them, for the detail screen's stories and specs. */
export const UNITS = {
  banNongBua: {
    id: 4,
    hcode: '10954',
    name: 'โรงพยาบาลบ้านหนองบัว',
    kind: 'COMMUNITY_HOSPITAL',
    logoUrl: SAMPLE_LOGO,
    active: true,
    provinceId: 40,
    provinceName: 'ขอนแก่น',
    healthRegionId: 7,
    healthRegionName: 'เขตสุขภาพที่ 7',
    staffCount: 6,
    citizenCount: 12480,
    recentBroadcasts: [
      {
        id: 31,
        title: 'ชวนตรวจคัดกรองเบาหวานประจำปี',
        status: 'SENT',
        createdAt: '2026-11-20T02:30:00.000Z',
      },
      {
        id: 30,
        title: 'นัดฉีดวัคซีนไข้หวัดใหญ่',
        status: 'SCHEDULED',
        createdAt: '2026-11-18T09:15:00.000Z',
      },
    ],
  },
  banKhok: {
    id: 9,
    hcode: '03860',
    name: 'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก',
    kind: 'HEALTH_PROMOTING_HOSPITAL',
    logoUrl: null,
    active: true,
    provinceId: 40,
    provinceName: 'ขอนแก่น',
    healthRegionId: 7,
    healthRegionName: 'เขตสุขภาพที่ 7',
    staffCount: 2,
    citizenCount: 0,
    recentBroadcasts: [],
  },
  khonKaenOffice: {
    id: 12,
    hcode: '00024',
    name: 'สำนักงานสาธารณสุขจังหวัดขอนแก่น',
    kind: 'PROVINCIAL_HEALTH_OFFICE',
    logoUrl: null,
    active: false,
    provinceId: 40,
    provinceName: 'ขอนแก่น',
    healthRegionId: 7,
    healthRegionName: 'เขตสุขภาพที่ 7',
    staffCount: 0,
    citizenCount: 0,
    recentBroadcasts: [],
  },
} satisfies Record<string, UnitDetail>;

export const ok = (data: unknown): FakeReply => ({
  status: 200,
  data: { message: 'SUCCESS', data },
});

type Routes = Parameters<typeof installFakeApi>[0];

let current: FakeApi | undefined;

/** The fake API the story on screen answers with, for a spec to read its requests. */
export function currentFakeApi(): FakeApi {
  if (!current) throw new Error('no story with a fake API is on screen');
  return current;
}

/**
 * Answers the story's calls from `routes()` (made afresh for each showing, so a route may keep
 * state) while it is on screen. Installed in a layout effect: before any effect of the screen
 * sends a request.
 */
export function FakeApiScope({ routes, children }: { routes: () => Routes; children: ReactNode }) {
  useLayoutEffect(() => {
    const api = installFakeApi(routes());
    current = api;
    return () => {
      api.restore();
      if (current === api) current = undefined;
    };
  }, [routes]);
  return children;
}
