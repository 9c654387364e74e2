// Shared Jest settings: SWC transpiles TypeScript (type checking is the `typecheck` target's job)
// and the tsconfig path aliases resolve to the libs' sources.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias}$`,
    path.join(__dirname, target),
  ]),
);

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // ESM-only packages (p-map, jose, sanitize-html's htmlparser2 and its parts) are compiled to
    // CommonJS for Jest; Node loads them as ES modules.
    '^.+/node_modules/(p-map|jose|sanitize-html/node_modules/[^/]+)/.+\\.js$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [
    '^(?!.*/node_modules/sanitize-html/node_modules/).*/node_modules/(?!(p-map|jose)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  reporters: ['default', path.join(__dirname, 'tools', 'test-tally.js')],
};
