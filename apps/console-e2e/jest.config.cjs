module.exports = {
  displayName: 'console-e2e',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
