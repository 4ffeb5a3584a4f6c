import { API_PATHS, COOKIES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { lookUpCitizenDeliveries } from './citizen-delivery-calls';

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };
const DELIVERY = {
  broadcastId: 7,
  title: 'นัดฉีดวัคซีน',
  unitName: 'โรงพยาบาลขอนแก่น',
  status: 'SENT',
  at: '2026-11-02T02:00:05.000Z',
};

beforeEach(() => {
  answer = { status: 200, data: { message: 'SUCCESS', data: [DELIVERY] } };
  fake = installFakeAdapter(() => answer);
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

describe('lookUpCitizenDeliveries', () => {
  it('posts the CID in the body, never in the address, and answers the deliveries', async () => {
    const controller = new AbortController();

    await expect(lookUpCitizenDeliveries('1100000280019', controller.signal)).resolves.toEqual([
      DELIVERY,
    ]);

    const { config, body } = fake.last();
    expect(config.url).toBe(API_PATHS.citizenDeliveries);
    expect(config.method).toBe('POST');
    expect(body).toEqual({ cid: '1100000280019' });
    expect(config.signal).toBe(controller.signal);
  });

  it('rejects a citizen the registry lacks as an ApiError with its message', async () => {
    answer = { status: 404, data: { message: 'CITIZEN_NOT_FOUND' } };

    const failure: unknown = await lookUpCitizenDeliveries('1100000280019').catch(
      (e: unknown) => e,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'CITIZEN_NOT_FOUND' });
  });
});
