module.exports = {
  displayName: 'message-composer',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
  // The composer's specs type into whole overlays and run axe over them: seconds each on a busy machine.
  testTimeout: 20000,
};
