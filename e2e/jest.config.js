// Browser tests: real Chromium (playwright-core) against `npm start` on a fresh data dir.
// rootDir is the repository so babel.config.js applies to the TypeScript tests.
module.exports = {
  rootDir: '..',
  roots: ['<rootDir>/e2e'],
  testEnvironment: '<rootDir>/e2e/support/failureEnvironment.js',
  testMatch: ['<rootDir>/e2e/**/*.test.ts'],
  globalSetup: '<rootDir>/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/e2e/support/globalTeardown.ts',
  // One server and one browser at a time: the machine has 2 cores and the build already used them.
  maxWorkers: 1,
  testTimeout: 120_000,
  slowTestThreshold: 30,
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.js'],
};
