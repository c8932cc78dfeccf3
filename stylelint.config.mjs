/**
 * Colours come only from the design tokens (DESIGN.md section 3): a raw colour (hex, named or a
 * colour function) is allowed in apps/web/src/tokens.css and nowhere else, so that a change of
 * palette is one file. See docs/decisions/0065-colours-only-from-tokens.md.
 */
const RAW_COLOUR_RULES = {
  'color-no-hex': true,
  'color-named': 'never',
  'function-disallowed-list': [
    'rgb',
    'rgba',
    'hsl',
    'hsla',
    'hwb',
    'lab',
    'lch',
    'oklab',
    'oklch',
    'color',
    'color-mix',
  ],
};

export default {
  rules: RAW_COLOUR_RULES,
  overrides: [
    {
      files: ['apps/web/src/tokens.css'],
      rules: Object.fromEntries(Object.keys(RAW_COLOUR_RULES).map((rule) => [rule, null])),
    },
  ],
};
