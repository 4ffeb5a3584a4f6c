/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

describe('the model entry', () => {
  it('imports nothing but yup, the pure contracts lib and its own files, so the API can use it in Node', () => {
    const dir = __dirname;
    const sources = readdirSync(dir).filter(
      (file) => /\.ts$/.test(file) && !file.endsWith('.spec.ts'),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      const specifiers = [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
      for (const specifier of specifiers)
        expect([file, specifier]).toEqual([file, expect.stringMatching(/^(yup|@hbc\/contracts|\.\/[\w-]+)$/)]);
    }
  });
});
