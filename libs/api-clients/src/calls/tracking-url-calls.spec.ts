import {
  COOKIES,
  TRACKING_URL_MESSAGES,
  type TrackingUrlBody,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import {
  createTrackingUrl,
  deleteTrackingUrl,
  getTrackingUrl,
  listTrackingUrls,
  updateTrackingUrl,
} from './tracking-url-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: null } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

function lastCall() {
  const { config, body } = fake.last();
  return {
    method: config.method,
    url: config.url,
    body,
    auth: config.headers.get('Authorization'),
  };
}

const body: TrackingUrlBody = {
  name: 'นัดฉีดวัคซีนไข้หวัดใหญ่',
  targetUrl: 'https://hospital.example/vaccine',
};
const record: TrackingUrlRecord = {
  id: 3,
  unitId: 4,
  unitName: 'โรงพยาบาลบ้านหนองบัว',
  ...body,
  code: 'Ab3dE9_k2Q',
  shortUrl: 'https://hbc.example/t/Ab3dE9_k2Q',
  enabled: true,
  clicks: 120,
  uniqueClicks: 80,
  broadcastCount: 1,
  createdByName: 'มานี ขยันยิ่ง',
  createdAt: '2026-11-22T03:05:00.000Z',
  updatedAt: '2026-11-22T03:05:00.000Z',
};
const success = (data: unknown) => ({ status: 200, data: { message: 'SUCCESS', data } });

describe('tracking-link calls', () => {
  it('listTrackingUrls posts the query with its signal and answers the page with its total', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [record], total: 1 } };
    const controller = new AbortController();
    const query = {
      page: 1,
      pageSize: 20,
      search: 'วัคซีน',
      sort: { field: 'clicks' as const, direction: 'desc' as const },
      filters: { status: 'ENABLED' as const },
    };
    await expect(listTrackingUrls(query, controller.signal)).resolves.toEqual({
      message: 'SUCCESS',
      data: [record],
      total: 1,
    });
    expect(lastCall()).toEqual({
      method: 'post',
      url: '/api/tracking-url/list',
      body: query,
      auth: 'Bearer access-token',
    });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('createTrackingUrl posts the name and destination and answers the record', async () => {
    answer = success(record);
    await expect(createTrackingUrl(body)).resolves.toEqual(record);
    expect(lastCall()).toMatchObject({ method: 'post', url: '/api/tracking-url', body });
  });

  it('getTrackingUrl reads one link with its signal', async () => {
    answer = success(record);
    const controller = new AbortController();
    await expect(getTrackingUrl(3, controller.signal)).resolves.toEqual(record);
    expect(lastCall()).toMatchObject({ method: 'get', url: '/api/tracking-url/3' });
    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it('updateTrackingUrl puts the fields, enabled included, to its path', async () => {
    answer = success({ ...record, enabled: false });
    const change = { ...body, enabled: false };
    await expect(updateTrackingUrl(3, change)).resolves.toMatchObject({ enabled: false });
    expect(lastCall()).toMatchObject({ method: 'put', url: '/api/tracking-url/3', body: change });
  });

  it('deleteTrackingUrl deletes by id, and rejects a refusal with its Thai reason', async () => {
    await expect(deleteTrackingUrl(3)).resolves.toBeUndefined();
    expect(lastCall()).toMatchObject({ method: 'delete', url: '/api/tracking-url/3' });

    answer = {
      status: 409,
      data: {
        message: 'CONFLICT',
        errors: [{ path: '', message: TRACKING_URL_MESSAGES.usedInBroadcast }],
      },
    };
    const error = await deleteTrackingUrl(3).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errors: [{ message: TRACKING_URL_MESSAGES.usedInBroadcast }],
    });
  });
});
