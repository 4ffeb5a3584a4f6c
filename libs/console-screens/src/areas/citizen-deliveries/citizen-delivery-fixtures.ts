import type { FakeReply } from '@hbc/api-clients/testing';
import { API_ERRORS, API_PATHS, normaliseCid, type CitizenDelivery } from '@hbc/contracts';
import { ok } from '../health-center/unit-detail-fixtures';
import { fakeUserApi, type FakeRoutes } from '../users/user-fixtures';

/** Valid CIDs (their check digits right): one with broadcasts, one without, one not registered. */
export const CIDS = {
  reached: '1100000280019',
  neverTargeted: '1100000280035',
  notRegistered: '1100000280043',
} as const;

/** One broadcast of each status the API answers, newest first (Bangkok 09:00 in November 2569). */
export const DELIVERIES: readonly CitizenDelivery[] = [
  {
    broadcastId: 41,
    title: 'แจ้งเตือนไข้เลือดออก',
    unitName: 'โรงพยาบาลชุมชนน้ำพอง',
    status: 'PENDING',
    at: '2026-11-20T02:00:00.000Z',
  },
  {
    broadcastId: 38,
    title: 'ตรวจสุขภาพประจำปี',
    unitName: 'โรงพยาบาลขอนแก่น',
    status: 'EXCLUDED',
    at: '2026-11-10T02:00:00.000Z',
  },
  {
    broadcastId: 35,
    title: 'นัดฉีดวัคซีนไข้หวัดใหญ่',
    unitName: 'โรงพยาบาลขอนแก่น',
    status: 'FAILED',
    at: '2026-11-05T02:00:00.000Z',
  },
  {
    broadcastId: 31,
    title: 'ชวนตรวจคัดกรองเบาหวาน',
    unitName: 'โรงพยาบาลขอนแก่น',
    status: 'SENT',
    at: '2026-11-02T02:00:05.000Z',
  },
];

/**
 * The lookup over the citizens of CIDS: the reached one's DELIVERIES, none for the other, 404
 * CITIZEN_NOT_FOUND for any other CID. `replies` replace the fake's own answers.
 */
export function fakeCitizenDeliveryApi(replies: FakeRoutes = {}) {
  return (): FakeRoutes => ({
    ...fakeUserApi()(),
    [`POST ${API_PATHS.citizenDeliveries}`]: (request): FakeReply => {
      const cid = normaliseCid((request.body as { cid: string }).cid);
      if (cid === CIDS.reached) return ok(DELIVERIES);
      if (cid === CIDS.neverTargeted) return ok([]);
      return { status: 404, data: { message: API_ERRORS.CITIZEN_NOT_FOUND } };
    },
    ...replies,
  });
}
