import fc from 'fast-check';
import { deviceClassOf, visitKindOf } from './visit-kind';

const LINE_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0';
const LINE_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 Line/13.23.1/IAB';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const CUBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 10; CUBOT P40 Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** What phones and browsers send: each a person's click, from this class of device. */
const PEOPLE: readonly [string, string, 'MOBILE' | 'DESKTOP' | 'OTHER'][] = [
  ['LINE’s in-app browser on an iPhone', LINE_IPHONE, 'MOBILE'],
  ['LINE’s in-app browser on Android', LINE_ANDROID, 'MOBILE'],
  [
    'a LIFF page in LINE',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/15.12.1 LIFF',
    'MOBILE',
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    'MOBILE',
  ],
  [
    'Chrome on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
    'MOBILE',
  ],
  [
    'an iOS app’s webview',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    'MOBILE',
  ],
  [
    'Facebook’s in-app browser on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.40.104;FBBV/586044862;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBID/phone;FBLC/th_TH;FBOP/5]',
    'MOBILE',
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'MOBILE',
  ],
  [
    'an Android app’s webview',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36',
    'MOBILE',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    'MOBILE',
  ],
  [
    'Firefox on Android',
    'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
    'MOBILE',
  ],
  [
    'Opera Mini',
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
    'OTHER',
  ],
  ['a phone whose model name ends in "bot"', CUBOT_PHONE, 'MOBILE'],
  ['Chrome on Windows', CHROME_WINDOWS, 'DESKTOP'],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
    'DESKTOP',
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    'DESKTOP',
  ],
  ['Safari on a Mac', SAFARI_MAC, 'DESKTOP'],
  ['a television', 'Mozilla/5.0 (SMART-TV; Tizen 6.0) AppleWebKit/537.36', 'OTHER'],
];

/** What HTTP libraries and tools send (their defaults): never a click, a script's visit. */
const SCRIPTS: readonly string[] = [
  'node',
  'undici',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'node-fetch',
  'axios/1.6.8',
  'got (https://github.com/sindresorhus/got)',
  'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/24.0.0',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.31.0',
  'Python-urllib/3.12',
  'python-httpx/0.27.0',
  'Python/3.12 aiohttp/3.9.5',
  'Go-http-client/1.1',
  'Go-http-client/2.0',
  'Java/17.0.10',
  'Apache-HttpClient/4.5.14 (Java/17.0.10)',
  'okhttp/4.12.0',
  'Dalvik/2.1.0 (Linux; U; Android 13; SM-A536E Build/TP1A.220624.014)',
  'MyApp/3 CFNetwork/1494.0.7 Darwin/23.4.0',
  'libwww-perl/6.72',
  'PostmanRuntime/7.37.3',
  'insomnia/2023.5.8',
  'HTTPie/3.2.2',
  'GuzzleHttp/7',
  'Deno/1.43.1',
  'Bun/1.1.8',
  'Ruby',
  'Mozilla/5.0',
  'lightMyRequest',
  'Line/14.3.0',
  '',
  '   ',
];

const get = (userAgent: string | undefined, headers: Record<string, string> = {}) =>
  visitKindOf({
    method: 'GET',
    headers: { ...(userAgent === undefined ? {} : { 'user-agent': userAgent }), ...headers },
  });

describe('visitKindOf', () => {
  it.each(PEOPLE)('counts %s as a person’s click', (_what, userAgent, device) => {
    expect(get(userAgent)).toEqual({ bot: false, device });
  });

  it.each(SCRIPTS)('keeps %j apart as a script’s visit, never a click', (userAgent) => {
    expect(get(userAgent)).toEqual({ bot: true, kind: 'SCRIPT' });
  });

  it('keeps a request without a user agent apart as a script’s', () => {
    expect(get(undefined)).toEqual({ bot: true, kind: 'SCRIPT' });
  });

  it.each([
    ['facebookexternalhit/1.1;line-poker/1.0', 'PREVIEW'],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'PREVIEW'],
    ['Mozilla/5.0 (compatible; Linespider/1.1; +https://lin.ee/4dwXkTH)', 'PREVIEW'],
    ['Twitterbot/1.0', 'PREVIEW'],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', 'PREVIEW'],
    ['Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)', 'PREVIEW'],
    ['TelegramBot (like TwitterBot)', 'PREVIEW'],
    ['WhatsApp/2.23.20.0 A', 'PREVIEW'],
    [
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'PREVIEW',
    ],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'CRAWLER'],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'CRAWLER'],
    ['AdsBot-Google (+http://www.google.com/adsbot.html)', 'CRAWLER'],
    ['Scrapy/2.11.1 (+https://scrapy.org)', 'CRAWLER'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      'CRAWLER',
    ],
  ])('keeps %j apart as %s', (userAgent, kind) => {
    expect(get(userAgent)).toEqual({ bot: true, kind });
  });

  it('counts no agent a browser would not send, whatever it is', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme-ascii' }),
          fc
            .constantFrom(...SCRIPTS)
            .chain((script) =>
              fc.string({ unit: 'grapheme-ascii' }).map((tail) => `${script} ${tail}`),
            ),
        ),
        (userAgent) => {
          fc.pre(!/^(?:Mozilla|Opera)\/\d+\.\d+ \(/.test(userAgent));
          expect(get(userAgent)).toMatchObject({ bot: true });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counts any version of a phone’s or a computer’s browser, with any Android model', () => {
    const version = fc
      .array(fc.nat({ max: 9999 }), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('.'));
    // Model names as Samsung, Google, OPPO, vivo, realme and Xiaomi phones give them.
    const model = fc.stringMatching(
      /^(?:SM-[A-Z]\d{3}[A-Z]?|Pixel \d{1,2}(?: Pro)?|CPH\d{4}|V\d{4}|RMX\d{4}|\d{4}[A-Z\d]{6}[A-Z]{0,2})$/,
    );
    const agents = fc.oneof(
      fc
        .tuple(model, version, version)
        .map(
          ([phone, chrome, line]) =>
            `Mozilla/5.0 (Linux; Android 14; ${phone} Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${chrome} Mobile Safari/537.36 Line/${line}/IAB`,
        ),
      fc
        .tuple(fc.nat({ max: 30 }), version)
        .map(
          ([ios, line]) =>
            `Mozilla/5.0 (iPhone; CPU iPhone OS ${ios}_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/${line}`,
        ),
      version.map(
        (chrome) =>
          `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Safari/537.36`,
      ),
      version.map(
        (firefox) =>
          `Mozilla/5.0 (Android 14; Mobile; rv:${firefox}) Gecko/${firefox} Firefox/${firefox}`,
      ),
    );
    fc.assert(
      fc.property(agents, (userAgent) => {
        expect(get(userAgent)).toMatchObject({ bot: false });
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    [{ 'sec-purpose': 'prefetch' }],
    [{ 'sec-purpose': 'prefetch;prerender' }],
    [{ purpose: 'prefetch' }],
    [{ 'x-moz': 'prefetch' }],
    [{ 'x-purpose': 'preview' }],
  ])('keeps a browser’s prefetch apart (%j)', (headers) => {
    expect(get(LINE_IPHONE, headers)).toEqual({ bot: true, kind: 'PREFETCH' });
  });

  it('keeps HEAD requests apart whoever sends them', () => {
    expect(visitKindOf({ method: 'HEAD', headers: { 'user-agent': LINE_IPHONE } })).toEqual({
      bot: true,
      kind: 'HEAD',
    });
  });

  it('classes devices by their user agent', () => {
    expect(deviceClassOf('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)')).toBe('MOBILE');
    expect(deviceClassOf('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)')).toBe('DESKTOP');
    expect(deviceClassOf('lightMyRequest')).toBe('OTHER');
  });
});
