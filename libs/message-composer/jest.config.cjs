module.exports = {
  displayName: 'message-composer',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
