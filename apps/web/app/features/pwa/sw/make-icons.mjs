// Renders the web manifest's PNG icons from public/favicon.svg into public/icons/pwa/ (committed:
// the build does not need sharp). Run after changing the favicon:
//   node apps/web/app/features/pwa/sw/make-icons.mjs
// sharp is resolved from the API package, which already depends on it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../../../', import.meta.url));
const sharp = createRequire(`${web}../api/package.json`)('sharp');
const svg = readFileSync(`${web}public/favicon.svg`);
const out = `${web}public/icons/pwa`;

const ANY = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512];
const MASKABLE = [192, 512];
const BRAND = '#8a2413';

for (const size of ANY) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/icon-${size}.png`);
}

// Maskable: full-bleed brand background, the mark inside the 80 % safe zone
// (https://web.dev/articles/maskable-icon).
for (const size of MASKABLE) {
  const inner = Math.round(size * 0.7);
  const mark = await sharp(svg, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toFile(`${out}/maskable-${size}.png`);
}
console.log('icons written to', out);
