// Unit tests of the tools (bench, seed, ...), each tool's *.spec.ts beside its code.
module.exports = {
  ...require('../jest.preset.js'),
  displayName: 'tools',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*/*.spec.ts'],
};
