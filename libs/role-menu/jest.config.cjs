module.exports = {
  displayName: 'role-menu',
  preset: '../../jest.preset.js',
  testEnvironment: '<rootDir>/../ui/jest.environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.ts'],
};
