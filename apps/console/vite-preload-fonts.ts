import type { Plugin } from 'vite';

/**
 * The Thai files of the bold weights, named as the build emits them (sarabun-thai-600-normal-…):
 * headings, buttons and the header's name use them, and the browser finds them only as that text
 * first lays out, after the screen's code has run. Asked for with the page instead, they arrive
 * before the first screen draws, and nothing moves when they replace the fallback font.
 */
const PRELOADED_FONT = /sarabun-thai-(600|700)-normal-[\w-]+\.woff2$/;

/** Adds a `<link rel="preload">` to index.html for each font file the build emits and `PRELOADED_FONT` names. */
export function preloadFonts(): Plugin {
  return {
    name: 'hbc-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => PRELOADED_FONT.test(file));
        return fonts.sort().map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
