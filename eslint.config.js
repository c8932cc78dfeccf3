import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  const featureMessage = 'A feature imports only lib/, components/, @local-shops/shared and its own files; the router (app/) joins features.';
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
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
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
  ...webBoundaries(),
  {
    // The shared package runs in the browser and on the server: no Node or DOM APIs.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'react', 'react-dom'] }],
    },
  },
);
