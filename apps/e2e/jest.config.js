// The e2e suite: real gateway and subgraph processes over real MongoDB and Redis, talked to over HTTP.
module.exports = {
  ...require('../../jest.preset.js'),
  displayName: 'e2e',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.e2e.ts', '<rootDir>/src/**/*.spec.ts'],
  globalSetup: '<rootDir>/src/support/global-setup.js',
  globalTeardown: '<rootDir>/src/support/global-teardown.js',
  // A stack starts in 15 to 20 s alone, and in more than a minute on a CI machine running two
  // files and other projects' tests at once: hooks that start one get this too.
  testTimeout: 150_000,
  maxWorkers: 2,
};
