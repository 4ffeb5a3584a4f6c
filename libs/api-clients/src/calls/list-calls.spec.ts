import { COOKIES } from '@hbc/contracts';
import { ApiError } from '../api-error';
import { clearCookies, installFakeAdapter, setCookie } from '../testing/fake-adapter';
import { downloadExport, fileNameOf, postList, type ExportProgress } from './list-calls';

interface FakeAnswer {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
  /** Byte counts reported to `onDownloadProgress` before the answer settles. */
  chunks?: number[];
  /** The length the progress events carry (a streamed export has none). */
  totalBytes?: number;
}

let answer: FakeAnswer;
let fake: ReturnType<typeof installFakeAdapter>;
const requests = () => fake.requests;

beforeEach(() => {
  // Download progress as the browser gives it: the answer's headers have arrived with the first.
  fake = installFakeAdapter((config) => {
    const headers = Object.fromEntries(
      Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    let loaded = 0;
    for (const bytes of answer.chunks ?? []) {
      loaded += bytes;
      config.onDownloadProgress?.({
        loaded,
        ...(answer.totalBytes === undefined ? {} : { total: answer.totalBytes }),
        headers,
      });
    }
    return answer;
  });
  setCookie(COOKIES.userProfile, JSON.stringify({ access_token: 'access-token' }));
});

afterEach(() => {
  fake.restore();
  clearCookies();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('postList', () => {
  it('hands the abort signal to the request', async () => {
    answer = { status: 200, data: { message: 'SUCCESS', data: [], total: 0 } };
    const controller = new AbortController();

    await postList(
      '/api/setting/user-management/list',
      { page: 1, pageSize: 10 },
      controller.signal,
    );

    expect(requests()[0]?.signal).toBe(controller.signal);
  });

  it('rejects a refused query with the API’s issues', async () => {
    answer = {
      status: 400,
      data: {
        message: 'VALIDATION_ERROR',
        errors: [{ path: '/sort/field', message: 'ไม่มีในตัวเลือกที่รองรับ' }],
      },
    };

    await expect(
      postList('/api/health-center/unit/list', { page: 1, pageSize: 10 }),
    ).rejects.toMatchObject({
      status: 400,
      errors: [{ path: '/sort/field', message: 'ไม่มีในตัวเลือกที่รองรับ' }],
    });
  });
});

describe('downloadExport', () => {
  const file = new Blob(['hcode,name\n'], { type: XLSX });

  it('asks for a blob and resolves it with the Thai file name of Content-Disposition', async () => {
    answer = {
      status: 200,
      data: file,
      headers: {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="units.xlsx"; filename*=UTF-8''${encodeURIComponent('หน่วยบริการ.xlsx')}`,
      },
    };
    const body = { format: 'xlsx', search: 'ขอนแก่น' };

    const result = await downloadExport('/api/health-center/unit/export', body);

    expect(result).toEqual({ blob: file, fileName: 'หน่วยบริการ.xlsx' });
    expect(requests()[0]).toMatchObject({
      responseType: 'blob',
      headers: { Accept: '*/*', Authorization: 'Bearer access-token' },
    });
    expect(fake.last().body).toEqual(body);
  });

  it('reports the bytes received and the rows of X-Total-Count, without a length', async () => {
    answer = {
      status: 200,
      data: file,
      headers: { 'Content-Type': XLSX, 'X-Total-Count': '12345' },
      chunks: [65_536, 65_536, 1_000],
    };
    const progress: ExportProgress[] = [];

    await downloadExport('/api/health-center/unit/export', { format: 'xlsx' }, (p) =>
      progress.push(p),
    );

    expect(progress).toEqual([
      { loadedBytes: 65_536, totalRows: 12345 },
      { loadedBytes: 131_072, totalRows: 12345 },
      { loadedBytes: 132_072, totalRows: 12345 },
    ]);
  });

  it('reports the file size when the API sent one', async () => {
    answer = {
      status: 200,
      data: file,
      headers: { 'Content-Type': 'text/csv' },
      chunks: [10, 20],
      totalBytes: 30,
    };
    const progress: ExportProgress[] = [];

    const result = await downloadExport(
      '/api/setting/user-management/export',
      { format: 'csv' },
      (p) => progress.push(p),
    );

    expect(progress).toEqual([
      { loadedBytes: 10, totalBytes: 30 },
      { loadedBytes: 30, totalBytes: 30 },
    ]);
    // No Content-Disposition: a name with the extension of the file's type.
    expect(result.fileName).toBe('export.csv');
  });

  it('hands the abort signal to the request', async () => {
    answer = { status: 200, data: file, headers: { 'Content-Type': XLSX } };
    const controller = new AbortController();

    const result = await downloadExport(
      '/api/x/export',
      { format: 'xlsx' },
      undefined,
      controller.signal,
    );

    expect(requests()[0]?.signal).toBe(controller.signal);
    expect(result.fileName).toBe('export.xlsx');
  });

  it('reads the Thai issue of a refused export out of the blob body', async () => {
    const body = {
      message: 'VALIDATION_ERROR',
      errors: [{ path: '/format', message: 'ไม่มีในตัวเลือกที่รองรับ' }],
    };
    answer = {
      status: 400,
      data: new Blob([JSON.stringify(body)], { type: 'application/json' }),
      headers: { 'Content-Type': 'application/json' },
    };

    const error = await downloadExport('/api/x/export', { format: 'pdf' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: body.errors,
      body,
    });
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="users.csv"', 'users.csv'],
    ['attachment; filename=users.csv', 'users.csv'],
    [`attachment; filename*=UTF-8''${encodeURIComponent('ผู้ใช้งาน 2569.xlsx')}`, 'ผู้ใช้งาน 2569.xlsx'],
    [`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%B8`, 'a.xlsx'],
    ['attachment', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
