module.exports = {
  displayName: 'console',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  // Whole screens (grids, the composer's lazy editors) render slowly in jsdom: on a busy machine one test takes seconds.
  testTimeout: 30_000,
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
