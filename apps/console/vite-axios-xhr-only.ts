import type { Plugin } from 'vite';

/** What axios's adapter list imports in place of its fetch adapter: one that never applies. */
const NO_FETCH_ADAPTER = 'export const getFetch = () => false;\n';
const STUB_ID = '\0axios-no-fetch-adapter';

/**
 * Leaves axios's fetch adapter (about 2.5 kB gzip) out of the console. In a browser axios takes
 * its XHR adapter first, which the console needs anyway for upload progress, so the fetch one is
 * never used; axios's own browser build drops its Node adapter the same way.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'axios-xhr-only',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer) return null;
      return /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) ? STUB_ID : null;
    },
    load(id) {
      return id === STUB_ID ? NO_FETCH_ADAPTER : null;
    },
  };
}
