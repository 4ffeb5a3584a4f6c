import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIMARY_GREEN } from '@hbc/ui';

const appDir = join(__dirname, '../..');

function indexPage(): Document {
  return new DOMParser().parseFromString(
    readFileSync(join(appDir, 'index.html'), 'utf8'),
    'text/html',
  );
}

function meta(name: string): string | null | undefined {
  return indexPage().querySelector(`meta[name="${name}"]`)?.getAttribute('content');
}

describe('the page the console is served in', () => {
  it('describes the console in Thai', () => {
    expect(meta('description')).toMatch(/^[\u0E00-\u0E7F]/);
    expect(meta('description')).toContain('เจ้าหน้าที่');
  });

  it('asks search engines neither to index the staff console nor to follow its links', () => {
    expect(meta('robots')).toBe('noindex, nofollow');
  });

  it('keeps every robot out with a robots.txt that the build copies to its root', () => {
    const robots = readFileSync(join(appDir, 'public/robots.txt'), 'utf8');
    expect(robots.split('\n').map((line) => line.trim())).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /']),
    );
  });

  it("paints the browser's bar and the tab icon in the theme's green", () => {
    expect(meta('theme-color')?.toLowerCase()).toBe(PRIMARY_GREEN.toLowerCase());
    const icon = decodeURIComponent(
      indexPage().querySelector('link[rel="icon"]')?.getAttribute('href') ?? '',
    );
    expect(icon.toLowerCase()).toContain(`fill='${PRIMARY_GREEN.toLowerCase()}'`);
  });
});
