/** Unit and API tests. The API suite runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. */
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // A few dependencies ship ESM only; jest's CommonJS runtime needs them compiled (PGlite's dynamic
  // imports need --experimental-vm-modules, set by the npm scripts).
  transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?(content-disposition|cookie)/)'],
  testMatch: ['<rootDir>/server/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
};
