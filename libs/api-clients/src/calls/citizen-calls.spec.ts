import { COOKIES, type CitizenFileImport } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { getCitizenFileImport, startCitizenFileImport } from './citizen-calls';

const RUNNING: CitizenFileImport = {
  importId: '6f1f0a52-2a43-4d0e-9a43-0d5c5c1a7b11',
  fileName: 'ประชาชน.csv',
  status: 'RUNNING',
  totalRows: 2_500,
  processedRows: 0,
  received: 0,
  inserted: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  problems: [],
  message: null,
  createdAt: '2026-11-23T02:00:00.000Z',
  finishedAt: null,
};

let fake: ReturnType<typeof installFakeAdapter>;
let answer: { status: number; data?: unknown };

beforeEach(() => {
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
  answer = { status: 200, data: { message: 'SUCCESS', data: RUNNING } };
  fake = installFakeAdapter((config) => {
    config.onUploadProgress?.({ loaded: 30, total: 100 });
    return answer;
  });
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

describe('citizen file import calls', () => {
  it('startCitizenFileImport reports the upload as a fraction', async () => {
    const progress: number[] = [];
    const body = { fileName: 'ประชาชน.csv', base64: 'data:text/csv;base64,Y2lk' };

    await startCitizenFileImport(body, (f) => progress.push(f));

    expect(progress).toEqual([0.3]);
  });

  it('getCitizenFileImport hands its abort signal to the request', async () => {
    const controller = new AbortController();

    await getCitizenFileImport(RUNNING.importId, controller.signal);

    expect(fake.last().config.signal).toBe(controller.signal);
  });

  it("rejects with the API's Thai reason for a file it refuses", async () => {
    answer = {
      status: 400,
      data: {
        message: 'VALIDATION_ERROR',
        errors: [{ path: '/base64', message: 'ไม่พบคอลัมน์ เลขประจำตัวประชาชน ในไฟล์' }],
      },
    };

    const error = await startCitizenFileImport({ fileName: 'x.csv', base64: 'eA==' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errors: [{ path: '/base64', message: 'ไม่พบคอลัมน์ เลขประจำตัวประชาชน ในไฟล์' }],
    });
  });
});
