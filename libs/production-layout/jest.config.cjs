module.exports = {
  displayName: 'production-layout',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
