module.exports = {
  displayName: 'role-menu',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
