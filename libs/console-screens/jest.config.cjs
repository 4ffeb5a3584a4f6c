module.exports = {
  displayName: 'console-screens',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  // Whole screens (grids, the composer's lazy editors) render slowly in jsdom: on a busy machine one test takes seconds.
  testTimeout: 30_000,
  // The longest unit suite: two workers, so that it uses both cores once the other projects' checks are done.
  maxWorkers: 2,
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
