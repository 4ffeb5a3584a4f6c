module.exports = {
  displayName: 'sending-e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  // Each suite starts its own sandbox, API and worker processes from dist and its own database.
  testTimeout: 120_000,
  maxWorkers: 1,
  verbose: true,
};
