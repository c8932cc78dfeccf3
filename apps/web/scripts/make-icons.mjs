// Makes the installed app's PNG icons (issue 27) from the brand mark of public/images/logo.svg:
// 192 and 512 px "any" (rounded, as the favicon), and 512 px maskable (the mark inside the 80 %
// safe circle on a full brand background). Run once when the mark changes: `node scripts/make-icons.mjs`
// from apps/web (sharp comes with the API's workspace). The PNGs are committed.
import sharp from 'sharp';

const mark = (size, inset) => {
  const scale = (size * (1 - 2 * inset)) / 36;
  const offset = size * inset;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M7 15h22l-2.5-7h-17z" fill="#ffd166"/>
    <path d="M7 15h5.5v2.2a2.75 2.75 0 0 1-5.5 0zm11 0h5.5v2.2a2.75 2.75 0 0 1-5.5 0z" fill="#f4a300"/>
    <rect x="9.5" y="19" width="17" height="11" fill="#fff"/>
    <rect x="15.5" y="22" width="5" height="8" fill="#0b6e4f"/></g>`;
};
const icon = (size, { maskable }) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <rect width="${size}" height="${size}" rx="${maskable ? 0 : size * 0.22}" fill="#0b6e4f"/>
  ${mark(size, maskable ? 0.16 : 0.02)}</svg>`);

for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await sharp(icon(size, { maskable })).png({ compressionLevel: 9, palette: true }).toFile(`public/icons/${name}`);
  console.log(name);
}
