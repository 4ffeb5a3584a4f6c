import fc from 'fast-check';
import { allowedRedirectUri } from './redirect-uri';

const ORIGINS = ['http://localhost:3000', 'https://console.example.go.th'];
const allowed = (uri: string) => allowedRedirectUri(uri, ORIGINS);

describe('allowedRedirectUri', () => {
  it.each([
    'http://localhost:3000/',
    'http://localhost:3000/provider-login',
    'https://console.example.go.th/provider-login?from=invite',
    'http://localhost:3000/a%20b',
  ])('accepts %s as it is', (uri) => {
    expect(allowed(uri)).toBe(uri);
  });

  it.each([
    // An RFC 3986 parser reads the host as evil.example; a WHATWG one as localhost.
    ['a backslash before @', 'http://localhost:3000\\@evil.example/'],
    ['a backslash for a slash', 'http:\\\\localhost:3000\\'],
    ['a backslash in the path', 'http://localhost:3000/\\evil.example'],
    ['a tab in the host', 'http://local\thost:3000/'],
    ['a newline in the authority', 'http://localhost:3000\n@evil.example/'],
    ['a carriage return in the path', 'http://localhost:3000/\r'],
    ['a space', 'http://localhost:3000/ '],
    ['leading whitespace', ' http://localhost:3000/'],
    ['a no-break space', 'http://localhost:3000/\u00a0'],
    ['a zero-width space', 'http://localhost:3000\u200b/'],
    ['a NUL', 'http://localhost:3000/\u0000'],
    ['DEL', 'http://localhost:3000/\u007f'],
    ['credentials', 'http://localhost:3000@evil.example/'],
    ['credentials of the allowed origin', 'http://user@localhost:3000/'],
    ['empty credentials', 'http://@localhost:3000/'],
    ['a fragment', 'http://localhost:3000/#evil'],
    ['an empty fragment', 'http://localhost:3000/#'],
    ['capitals, which normalise away', 'HTTP://LOCALHOST:3000/'],
    ['no path, which normalises to /', 'http://localhost:3000'],
    ['a default port written out', 'https://console.example.go.th:443/'],
    ['a percent-encoded host', 'http://%6cocalhost:3000/'],
    ['a percent-encoded colon before @', 'http://localhost%3A3000@evil.example/'],
    ['a percent-encoded slash before @', 'http://localhost:3000%2F@evil.example/'],
    ['percent-encoded dot segments', 'http://localhost:3000/%2e%2e/'],
    ['dot segments', 'http://localhost:3000/a/../'],
    ['another origin', 'https://evil.example/'],
    ['another port', 'http://localhost:3001/'],
    ['another scheme', 'javascript:alert(1)'],
    ['a relative URL', '/provider-login'],
    ['nothing', ''],
  ])('refuses %s', (_what, uri) => {
    expect(allowed(uri)).toBeNull();
  });

  it('forwards exactly the string it checked, whose origin is allowed', () => {
    const pieces = fc.constantFrom(
      ...ORIGINS,
      'http://localhost:3000@evil.example',
      'http://evil.example',
      'HTTP://LOCALHOST:3000',
      '/',
      '\\',
      '@',
      ':',
      '#',
      '?',
      '%',
      '%2F',
      '%5C',
      '%40',
      '.',
      '..',
      ' ',
      '\t',
      '\n',
      'evil.example',
      'a',
      '\u3000',
    );
    const candidate = fc.oneof(
      fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
      fc
        .tuple(fc.constantFrom(...ORIGINS), fc.string({ unit: 'grapheme-ascii' }))
        .map(([origin, rest]) => `${origin}${rest}`),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    );
    fc.assert(
      fc.property(candidate, (uri) => {
        const forwarded = allowed(uri);
        if (forwarded === null) return;
        const url = new URL(forwarded);
        expect(forwarded).toBe(uri);
        expect(url.href).toBe(uri);
        expect(ORIGINS).toContain(url.origin);
      }),
      { numRuns: 2000 },
    );
  });
});
