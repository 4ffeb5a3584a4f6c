const preset = require('../../jest.preset.js');
const [swcTransform] = Object.values(preset.transform);

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  // PGlite's CommonJS build (.cjs) loads Node modules with import(), which Jest's CommonJS
  // runtime cannot run; compiling it through SWC turns those into require().
  transform: { ...preset.transform, '^.+\\.cjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@electric-sql/pglite)/)'],
  // The suite opens hundreds of embedded databases (WebAssembly memory) and app instances; run in
  // one process, what they leave behind grew past 20 GB. With a limit, the suite runs in a worker
  // that is replaced after any spec that leaves it above the limit. Jest measures the JavaScript
  // heap only, not the databases' WebAssembly memory beside it, hence a limit this low.
  workerIdleMemoryLimit: '500MB',
};
