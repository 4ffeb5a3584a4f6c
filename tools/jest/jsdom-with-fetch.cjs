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
  }
}

module.exports = JsdomWithFetchEnvironment;
