// Generates the demo directory's store-front pictures (simple SVG shop fronts, a few KB each).
// Run once: node scripts/generate-shop-fronts.mjs. The output is committed under apps/web/public.
import { mkdirSync, writeFileSync } from 'node:fs';

const out = 'apps/web/public/images/shop-fronts';
mkdirSync(out, { recursive: true });
const palettes = [
  ['#0b6e4f', '#ffd166', '#f4f1de'],
  ['#9c2c2c', '#f2cc8f', '#fff8e7'],
  ['#1d3557', '#e63946', '#f1faee'],
  ['#6a4c93', '#ffca3a', '#fdf6ff'],
  ['#2a9d8f', '#e9c46a', '#f7fbf9'],
  ['#bc4749', '#a7c957', '#f2e8cf'],
  ['#264653', '#f4a261', '#fefae0'],
  ['#5f0f40', '#fb8b24', '#fff3e6'],
  ['#3a5a40', '#dad7cd', '#f8f9f5'],
  ['#7f5539', '#ddb892', '#fdf8f2'],
  ['#003049', '#fcbf49', '#eaf4f4'],
  ['#8338ec', '#ffbe0b', '#f8f5ff'],
];
palettes.forEach(([wall, awning, sky], i) => {
  const stripes = Array.from(
    { length: 8 },
    (_, s) => `<rect x="${20 + s * 35}" y="70" width="35" height="34" fill="${s % 2 ? '#fff' : awning}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
<rect width="320" height="240" fill="${sky}"/>
<rect x="20" y="40" width="280" height="180" fill="${wall}"/>
<rect x="40" y="48" width="240" height="20" rx="3" fill="#fff" opacity=".9"/>
${stripes}
<path d="M20 104h280l-10 10H30z" fill="${awning}" opacity=".7"/>
<rect x="40" y="122" width="110" height="98" fill="#fff" opacity=".85"/>
<rect x="48" y="130" width="94" height="24" fill="${awning}" opacity=".6"/>
<rect x="48" y="160" width="94" height="24" fill="${awning}" opacity=".4"/>
<rect x="48" y="190" width="94" height="22" fill="${awning}" opacity=".25"/>
<rect x="180" y="122" width="100" height="98" fill="#2b2b2b" opacity=".85"/>
<rect x="186" y="128" width="88" height="92" fill="${sky}" opacity=".25"/>
<rect x="0" y="220" width="320" height="20" fill="#9a948a"/>
</svg>
`;
  writeFileSync(`${out}/front-${i + 1}.svg`, svg);
});
console.log(`wrote ${palettes.length} shop fronts to ${out}`);
