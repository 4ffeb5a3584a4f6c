module.exports = {
  displayName: 'console-e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  globalSetup: '<rootDir>/../../tools/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/../../tools/e2e/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: 1,
};
