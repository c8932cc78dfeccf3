/**
 * The one formatter (decision 0068): `npm run format` writes, `npm run lint` and `npm test` check.
 * 120 columns; imports sorted (built-ins, packages, then our own), side-effect imports keep their place.
 */
export default {
  printWidth: 120,
  singleQuote: true,
  plugins: ['@ianvs/prettier-plugin-sort-imports'],
  importOrder: ['<BUILTIN_MODULES>', '<THIRD_PARTY_MODULES>', '^@local-shops/', '^[.]'],
  importOrderTypeScriptVersion: '5.9.3',
};
