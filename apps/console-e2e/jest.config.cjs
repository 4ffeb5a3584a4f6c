module.exports = {
  displayName: 'console-e2e',
  preset: '../../jest.preset.js',
  // Node's, telling each file when a test failed, for the report of its pages (failure-report.ts).
  testEnvironment: '<rootDir>/src/support/failure-flag-environment.ts',
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  // One stack (API, sandbox, embedded database) for each worker: see tools/e2e/global-setup.ts.
  globalSetup: '<rootDir>/../../tools/e2e/global-setup.ts',
  globalTeardown: '<rootDir>/../../tools/e2e/global-teardown.ts',
  setupFiles: ['<rootDir>/src/support/worker-stack.ts'],
  setupFilesAfterEnv: [
    '<rootDir>/src/support/retry-once.ts',
    '<rootDir>/src/support/failure-report.ts',
  ],
  testTimeout: 60000,
  // The Chromium tests mostly wait on the browser and the servers: two workers keep both cores busy.
  maxWorkers: Number(process.env['E2E_WORKERS'] ?? 2),
};
