import { installFakeApi, type FakeApi } from '@hbc/api-clients/testing';
import { candidateCode, createApiTrackingLinkPicker } from './composer-tracking-links';
import { fakeTrackingUrlApi, VACCINE_LINK } from './tracking-url-fixtures';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi(fakeTrackingUrlApi()());
});

afterEach(() => api.restore());

const LIST = 'POST /api/tracking-url/list';

describe('candidateCode', () => {
  it.each([
    ['https://hbc.example/t/Tk01xQ9_zB', 'Tk01xQ9_zB'],
    ['https://hbc.example/t/Tk01xQ9_zB?b=31', 'Tk01xQ9_zB'],
    ['http://localhost:3000/t/Ab3dE9', 'Ab3dE9'],
  ])('reads the code of %p', (url, code) => {
    expect(candidateCode(url)).toBe(code);
  });

  it.each([
    'https://hospital.example/news',
    'https://hbc.example/t/',
    'https://hbc.example/t/a b',
    'tel:1669',
    '',
  ])('finds no code in %p', (url) => {
    expect(candidateCode(url)).toBeNull();
  });
});

describe('createApiTrackingLinkPicker', () => {
  it('recognises a short link, a broadcast’s too, by the list, and asks only once', async () => {
    const picker = createApiTrackingLinkPicker();
    const expected = {
      name: VACCINE_LINK.name,
      shortUrl: VACCINE_LINK.shortUrl,
      targetUrl: VACCINE_LINK.targetUrl,
    };
    await expect(picker.find(VACCINE_LINK.shortUrl)).resolves.toEqual(expected);
    await expect(picker.find(`${VACCINE_LINK.shortUrl}?b=31`)).resolves.toEqual(expected);
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('asks nothing for a link that is no short link, and finds none for another unit’s', async () => {
    const picker = createApiTrackingLinkPicker();
    await expect(picker.find('https://hospital.example/news')).resolves.toBeNull();
    expect(api.calls(LIST)).toHaveLength(0);
    await expect(picker.find('https://elsewhere.example/t/Tk01xQ9_zB')).resolves.toBeNull();
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('names a link it searched or created without asking again', async () => {
    const picker = createApiTrackingLinkPicker();
    const [first] = await picker.search('');
    const created = await picker.create({ name: 'ใหม่', targetUrl: 'https://a.example' });
    const calls = api.requests.length;
    await expect(picker.find(first?.shortUrl ?? '')).resolves.toEqual(first);
    await expect(picker.find(created.shortUrl)).resolves.toEqual(created);
    expect(api.requests).toHaveLength(calls);
  });

  it('refuses a taken name with its Thai reason, on the name', async () => {
    const picker = createApiTrackingLinkPicker();
    await expect(
      picker.create({ name: VACCINE_LINK.name, targetUrl: 'https://a.example' }),
    ).rejects.toMatchObject({
      name: 'TrackingLinkRefusal',
      message: 'มีลิงก์ติดตามชื่อนี้ในหน่วยบริการแล้ว',
      field: 'name',
    });
  });
});
