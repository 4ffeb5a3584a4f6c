import { requestUrl } from './request-url';

// The addresses axios 1.x built for the same requests, byte for byte.

describe('requestUrl', () => {
  it('joins the base URL and the path with one slash, and leaves an absolute address alone', () => {
    expect(requestUrl({ baseURL: '', url: '/api/x' })).toBe('/api/x');
    expect(requestUrl({ baseURL: 'https://api.example.test/', url: '/api/x' })).toBe(
      'https://api.example.test/api/x',
    );
    expect(requestUrl({ baseURL: 'https://api.example.test', url: 'https://other.test/x' })).toBe(
      'https://other.test/x',
    );
    expect(requestUrl({ baseURL: 'https://api.example.test', url: '' })).toBe(
      'https://api.example.test',
    );
  });

  it('encodes the query as axios did', () => {
    expect(
      requestUrl({
        baseURL: 'http://h',
        url: '/echo',
        params: {
          redirect_uri: 'http://localhost/provider-login?a=b c',
          regionId: 4,
          empty: undefined,
          none: null,
          ids: [1, 2],
          when: new Date(0),
          flag: true,
          thai: "ขอนแก่น $,:!'()*~",
        },
      }),
    ).toBe(
      'http://h/echo?redirect_uri=http:%2F%2Flocalhost%2Fprovider-login%3Fa%3Db+c&regionId=4' +
        '&ids%5B%5D=1&ids%5B%5D=2&when=1970-01-01T00:00:00.000Z&flag=true' +
        "&thai=%E0%B8%82%E0%B8%AD%E0%B8%99%E0%B9%81%E0%B8%81%E0%B9%88%E0%B8%99+$,:!'()*~",
    );
  });

  it('adds to a query the path has and drops its fragment', () => {
    expect(requestUrl({ baseURL: '', url: '/x?q=1', params: { a: 1 } })).toBe('/x?q=1&a=1');
    expect(requestUrl({ baseURL: '', url: '/x#top', params: { a: 1 } })).toBe('/x?a=1');
    expect(requestUrl({ baseURL: '', url: '/x#top', params: {} })).toBe('/x#top');
  });
});
