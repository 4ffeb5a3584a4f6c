import { hasLineToken } from './line-token-cookie';

function setRawCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

afterEach(() => {
  document.cookie = 'LINE_TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('LINE token cookie', () => {
  it('is absent until the LINE login stores it', () => {
    expect(hasLineToken()).toBe(false);
    setRawCookie('LINE_TOKEN', 'line-token-value');
    expect(hasLineToken()).toBe(true);
  });

  it('counts an empty cookie as absent', () => {
    setRawCookie('LINE_TOKEN', '');
    expect(hasLineToken()).toBe(false);
  });
});
