module.exports = {
  displayName: 'upload-widgets',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
