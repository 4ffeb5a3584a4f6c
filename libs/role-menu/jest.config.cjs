module.exports = {
  displayName: 'role-menu',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../../tools/jest/jsdom-with-fetch.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
