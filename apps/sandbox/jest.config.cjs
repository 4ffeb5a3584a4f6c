module.exports = {
  displayName: 'sandbox',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
