// jsdom lacks the Fetch API globals (Request, Response, TextEncoder, ...) that react-router's data
// routers use. This environment keeps jsdom and hands the tests Node's own implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'Headers',
  'FormData',
  'Request',
  'Response',
  'fetch',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom has no object URLs. An export revokes its file's URL seconds after the download, so on a
    // busy machine that can land in a later test, after the test's own stub is gone: a harmless
    // revoke stays underneath every stub. createObjectURL stays absent, as code that can do without
    // it (an in-memory upload falls back to a data: URL) checks for it.
    const url = this.global.URL;
    if (typeof url.revokeObjectURL !== 'function') url.revokeObjectURL = () => undefined;
  }
}

module.exports = JsdomWithFetchEnvironment;
