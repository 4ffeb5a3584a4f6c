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
};
