module.exports = {
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/test/**/*.test.cjs'],
  testPathIgnorePatterns: ['/node_modules/', '/fixtures/'],
};
