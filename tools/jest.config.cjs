module.exports = {
  displayName: 'tools',
  preset: '../jest.preset.js',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.spec.ts'],
};
