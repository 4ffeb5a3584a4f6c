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

const get = (userAgent: string | undefined, headers: Record<string, string> = {}) =>
  visitKindOf({
    method: 'GET',
    headers: { ...(userAgent === undefined ? {} : { 'user-agent': userAgent }), ...headers },
  });

describe('visitKindOf', () => {
  it.each([
    ['LINE’s in-app browser on an iPhone', LINE_IPHONE, 'MOBILE'],
    ['LINE’s in-app browser on Android', LINE_ANDROID, 'MOBILE'],
    ['a phone whose model name ends in "bot"', CUBOT_PHONE, 'MOBILE'],
    ['Chrome on Windows', CHROME_WINDOWS, 'DESKTOP'],
    ['Safari on a Mac', SAFARI_MAC, 'DESKTOP'],
    ['a television', 'Mozilla/5.0 (SMART-TV; Tizen 6.0) AppleWebKit/537.36', 'OTHER'],
  ])('counts %s as a person’s click from a %s device', (_what, userAgent, device) => {
    expect(get(userAgent)).toEqual({ bot: false, device });
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
    ['curl/8.5.0', 'CRAWLER'],
    ['Wget/1.21.4', 'CRAWLER'],
    ['python-requests/2.31.0', 'CRAWLER'],
    ['Go-http-client/1.1', 'CRAWLER'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      'CRAWLER',
    ],
    ['', 'CRAWLER'],
    [undefined, 'CRAWLER'],
  ])('keeps %j apart as %s', (userAgent, kind) => {
    expect(get(userAgent)).toEqual({ bot: true, kind });
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
