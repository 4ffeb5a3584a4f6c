/** @jest-environment node */
import { isLineLink, isLineMediaUrl } from './line-links';

describe('isLineMediaUrl', () => {
  it('accepts https only: no http, data, ftp or scheme-less URL, no whitespace, and needs a host', () => {
    expect(isLineMediaUrl('https://cdn.example.org/a.png')).toBe(true);
    expect(isLineMediaUrl('HTTPS://cdn.example.org/a.png')).toBe(true);
    for (const url of [
      'http://cdn.example.org/a.png',
      'data:image/png;base64,AAAA',
      'ftp://cdn.example.org/a.png',
      '//cdn.example.org/a.png',
      'https://cdn.example.org/a b.png',
      ' https://cdn.example.org/a.png',
      'https://',
      'https:cdn.example.org/a.png',
      '',
    ])
      expect([url, isLineMediaUrl(url)]).toEqual([url, false]);
  });

  it('accepts http on the given development origin only', () => {
    const origin = 'http://localhost:3000';
    expect(isLineMediaUrl('http://localhost:3000/files/a.png')).toBe(false);
    expect(isLineMediaUrl('http://localhost:3000/files/a.png', origin)).toBe(true);
    expect(isLineMediaUrl('http://localhost:3000/files/a.png', 'http://localhost:3000/')).toBe(
      true,
    );
    expect(isLineMediaUrl('http://localhost:3001/files/a.png', origin)).toBe(false);
    expect(isLineMediaUrl('http://localhost:3000.evil.example/a.png', origin)).toBe(false);
    expect(isLineMediaUrl('http://localhost:3000@evil.example/a.png', origin)).toBe(false);
    expect(isLineMediaUrl('http://localhost:3000/a b.png', origin)).toBe(false);
    expect(isLineMediaUrl('http://localhost:3000/a.png', 'not a url')).toBe(false);
  });
});

describe('isLineLink', () => {
  it('accepts http on the given development origin only (its tracking links)', () => {
    const origin = 'http://localhost:3000';
    expect(isLineLink('http://localhost:3000/t/Ab12Cd34Ef')).toBe(false);
    expect(isLineLink('http://localhost:3000/t/Ab12Cd34Ef', origin)).toBe(true);
    expect(isLineLink('http://localhost:3001/t/Ab12Cd34Ef', origin)).toBe(false);
    expect(isLineLink('http://localhost:3000@evil.example/t/x', origin)).toBe(false);
  });

  it('accepts https, line and tel links', () => {
    for (const link of [
      'https://example.org/x?y=1',
      'line://ti/p/@healthunit',
      'tel:021234567',
      'TEL:+6621234567',
    ])
      expect([link, isLineLink(link)]).toEqual([link, true]);
  });

  it('refuses http, javascript, ftp, mailto and other schemes, blanks and whitespace', () => {
    for (const link of [
      'http://example.org',
      'javascript:alert(1)',
      'ftp://example.org/file',
      'mailto:a@example.org',
      'linemusic://open',
      'tel:',
      'line:',
      'https://',
      'https://exa mple.org',
      'example.org',
      '',
    ])
      expect([link, isLineLink(link)]).toEqual([link, false]);
  });
});
