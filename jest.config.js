/** Unit and API tests. The API suite runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  testMatch: ['<rootDir>/server/test/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
