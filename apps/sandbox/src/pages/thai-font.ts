import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The self-hosted Sarabun Thai subset the console also uses (from @fontsource/sarabun). */
export const FONT_FILES = [
  'sarabun-thai-400-normal.woff2',
  'sarabun-thai-700-normal.woff2',
] as const;
export type FontFile = (typeof FONT_FILES)[number];

const FONT_DIR = join('node_modules', '@fontsource', 'sarabun', 'files');
const cache = new Map<FontFile, Buffer | null>();

/**
 * Finds the font in the node_modules above the running script (so the bundle works from any
 * working directory), or above the working directory. Null when it is not installed.
 */
function locate(file: FontFile): string | null {
  const starts = [process.argv[1] ? dirname(process.argv[1]) : null, process.cwd()];
  for (const start of starts) {
    let dir = start;
    while (dir) {
      const candidate = join(dir, FONT_DIR, file);
      if (existsSync(candidate)) return candidate;
      const parent = dirname(dir);
      dir = parent === dir ? null : parent;
    }
  }
  return null;
}

export function isFontFile(name: string): name is FontFile {
  return (FONT_FILES as readonly string[]).includes(name);
}

/** The font's bytes, read once; null when the font package is missing (pages then use system fonts). */
export function readFont(file: FontFile): Buffer | null {
  if (!cache.has(file)) {
    const path = locate(file);
    cache.set(file, path ? readFileSync(path) : null);
  }
  return cache.get(file) ?? null;
}

/** @font-face rules for the pages. */
export const FONT_FACES = FONT_FILES.map(
  (file) =>
    `@font-face{font-family:"Sarabun";font-style:normal;font-display:swap;font-weight:${file.includes('700') ? 700 : 400};src:url(/sandbox/fonts/${file}) format("woff2")}`,
).join('\n');
