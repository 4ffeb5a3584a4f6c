// Shared Jest preset: TypeScript and TSX through SWC, jsdom for UI projects unless a project says node.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages that must be transformed for Jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
  moduleNameMapper: {
    '\\.(css|woff2?|ttf|eot)$': path.join(__dirname, 'tools/jest/style-mock.cjs'),
    '\\.(png|jpe?g|gif|svg|webp|mp4)$': path.join(__dirname, 'tools/jest/file-mock.cjs'),
  },
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)', '<rootDir>/tests/**/*.spec.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
