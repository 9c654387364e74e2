import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Which projects may import which libs; `runtimeMayUse` is what runtime code may import. */
const boundaries = (runtimeMayUse) => [
  'error',
  {
    allow: [],
    depConstraints: [
      { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:lib'] },
      { sourceTag: 'scope:runtime', onlyDependOnLibsWithTags: runtimeMayUse },
      // A subgraph's own data (libs/accounts is the boards subgraph's) is no other server's business.
      ...['scope:gateway', 'scope:items', 'scope:columns'].map((sourceTag) => ({
        sourceTag,
        notDependOnLibsWithTags: ['scope:boards'],
      })),
    ],
  },
];

export default tseslint.config(
  // apps/*/src/generated: what `npm run codegen` writes from the subgraph schemas.
  { ignores: ['**/node_modules', '**/dist', '**/.data', '**/.nx', 'apps/*/src/generated'] },
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': boundaries(['scope:runtime']),
    },
  },
  {
    // Tests of runtime code may use the development test helpers; the runtime code itself may not.
    files: ['**/*.spec.ts'],
    rules: {
      '@nx/enforce-module-boundaries': boundaries(['scope:runtime', 'scope:dev']),
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', globalThis: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Runtime code gets its configuration from loadConfig(); only a process's entry point reads the environment.
    files: [
      'apps/{boards,items,columns,gateway}/src/**/*.ts',
      'libs/{errors,config,logging,http,stores,cursor,rules,column-types,reference,internal,subgraph,versioning,complexity,registry,audit}/src/**/*.ts',
    ],
    ignores: ['**/main.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig().' },
      ],
    },
  },
);
