module.exports = {
  displayName: 'test-browser',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
