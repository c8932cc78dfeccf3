import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import localCycles from './eslint-rules/no-type-import-cycles.mjs';

// API feature boundaries (DESIGN.md section 1): a file of apps/api/src/features/X imports only
// lib/, db/, @local-shops/shared and files of X; the composition roots (app.ts with app/, server.ts, cli/,
// bench/, test/) wire features together. Feature folders are flat but for one level of sub-folder
// (decision 0086), so one relative-path pattern per kind of file and depth is enough. See
// docs/decisions/0015-api-feature-boundaries.md.
const NOT_ANOTHER_FEATURE =
  'A feature imports only lib/, db/, @local-shops/shared and its own files; pass what it needs from app.ts (the composition root).';
function apiBoundaries() {
  // A feature may keep one part in a folder of its own (features/shops/search/, decision 0086):
  // its files are one level deeper, so their patterns below are too.
  const nested = 'apps/api/src/features/*/*/**/*.ts';
  const ignores = [nested];
  // The configuration's type may be named (app.ts hands the values over); nothing else of it.
  const configType = { regex: '^\\.\\./\\.\\./config\\.ts$', allowTypeImports: true, message: NOT_ANOTHER_FEATURE };
  const nestedConfigType = { ...configType, regex: '^\\.\\./\\.\\./\\.\\./config\\.ts$' };
  const tests = ['**/*.test.ts', '**/*.test-support.ts'];
  return [
    {
      files: [nested],
      ignores: tests,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^\\.\\./\\.\\./(?!\\.\\./(lib|db)/|\\.\\./config\\.ts$)', message: NOT_ANOTHER_FEATURE },
              nestedConfigType,
            ],
          },
        ],
      },
    },
    {
      files: tests.map((test) => `apps/api/src/features/*/*/${test}`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^\\.\\./\\.\\./(?!\\.\\./(lib|db|test)/|\\.\\./(app|config)\\.ts$)',
                message: NOT_ANOTHER_FEATURE,
              },
            ],
          },
        ],
      },
    },
    {
      files: ['apps/api/src/features/**/*.ts'],
      ignores: [...ignores, '**/*.test.ts', '**/*.test-support.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^\\.\\./(?!\\.\\./(lib|db)/|\\.\\./config\\.ts$)', message: NOT_ANOTHER_FEATURE },
              configType,
            ],
          },
        ],
      },
    },
    {
      // Tests also build the app and use test/ (whose fixtures reach into other features for set-up).
      files: ['apps/api/src/features/**/*.test.ts', 'apps/api/src/features/**/*.test-support.ts'],
      ignores,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^\\.\\./(?!\\.\\./(lib|db|test)/|\\.\\./(app|config)\\.ts$)', message: NOT_ANOTHER_FEATURE },
            ],
          },
        ],
      },
    },
    {
      // lib/ and db/ sit below the features: they never import one.
      files: ['apps/api/src/lib/**/*.ts', 'apps/api/src/db/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ regex: '(^|/)features/', message: 'lib/ and db/ never import a feature.' }] },
        ],
      },
    },
  ];
}

/**
 * DESIGN.md's boundaries in apps/web: a feature imports only lib/, components/, the shared
 * package and its own files; components/ and lib/ import no feature and nothing of app/; only
 * app/ (the router, the composition root) joins features. Imports here are relative, so each
 * rule is a pattern on the specifier, by how deep the file sits (dynamic imports included).
 */
function webBoundaries() {
  const restrict = (files, regex, message) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex, message }] }],
      'no-restricted-syntax': [
        'error',
        // esquery regexes cannot hold a slash: \\u002F stands for it.
        { selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\u002F')}/]`, message },
      ],
    },
  });
  const featureMessage =
    'A feature imports only lib/, components/, @local-shops/shared and its own files; the router (app/) joins features.';
  return [
    ...[0, 1, 2].map((depth) =>
      restrict(
        [`apps/web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
        `^${'\\.\\./'.repeat(depth + 1)}(?!\\.\\./(lib|components)/)`,
        featureMessage,
      ),
    ),
    restrict(
      ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
      '^(\\.\\./)+(features|app|main\\.tsx)(/|$)',
      'components/ and lib/ import no feature and nothing of app/.',
    ),
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '.cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // No import cycles (docs/decisions/0063-no-import-cycles.md). import-x/no-cycle: a cycle
    // makes a module's values undefined at load time depending on which file is read first.
    // Imports name their '.ts' file, so the plain node resolver finds them. It does not follow
    // type-only imports (erased by the compiler); the local rule fails on a cycle through one.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, local: localCycles },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'local/no-type-import-cycles': 'error' },
  },
  ...apiBoundaries(),
  ...webBoundaries(),
  {
    // The shared package runs in the browser and on the server: no Node or DOM APIs.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'react-dom'] }],
    },
  },
);
