import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Text formats worth compressing. Images and fonts are compressed already (brotli saves under 1%
 * of a woff file, none of a woff2).
 */
export const COMPRESSIBLE_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.map',
];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Every file under `dir`, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside each compressible
 * file in `dir`, each only when it is smaller than the original. Answers the files compressed.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.includes(extname(file)),
  );
  await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < original.length) await writeFile(`${file}.br`, br);
      if (gz.length < original.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  return files;
}

/**
 * Vite build plugin: once the build (public files included) is written, pre-compresses it so the
 * server can send `.br` / `.gz` files without compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hbc-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Also called after a failed build, which may have written nothing.
      if (existsSync(outDir)) await precompressFolder(outDir);
    },
  };
}
