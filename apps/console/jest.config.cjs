module.exports = {
  displayName: 'console',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  // The whole console renders slowly in jsdom: on a busy machine one test takes seconds.
  testTimeout: 30_000,
  // Two workers: after a change to the shell (menu, sign-in, guards) this suite is the longest check.
  maxWorkers: 2,
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
