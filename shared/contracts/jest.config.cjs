module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': [require.resolve('@swc/jest')] },
  testMatch: ['**/*.test.ts'],
};
