// Writes src/web/public/brand-share.png, the 1200x630 picture link previews show for a page without an
// image of its own (docs/decisions/026-page-heads-for-crawlers.md). Run once after changing the SVG:
// `node scripts/make-brand-image.mjs`.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c2522a"/>
      <stop offset="1" stop-color="#8f3316"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(120 175) scale(8.75)">
    <rect width="32" height="32" rx="7" fill="#fff"/>
    <path d="M11 8h6.2c3.4 0 5.4 1.6 5.4 4.2 0 1.7-.9 2.9-2.4 3.5 2 .5 3.2 1.9 3.2 3.9 0 2.9-2.2 4.4-5.9 4.4H11V8zm3.3 6.6h2.6c1.6 0 2.4-.6 2.4-1.8s-.8-1.8-2.4-1.8h-2.6v3.6zm0 6.4h3c1.7 0 2.6-.6 2.6-1.9s-.9-1.9-2.6-1.9h-3V21z" fill="#b4441e"/>
  </g>
  <text x="460" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="112" font-weight="700" fill="#fff">Brigade</text>
  <text x="464" y="405" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#fde8df">Chefs · Restaurants · Hotels</text>
</svg>`;

const out = fileURLToPath(new URL('../src/web/public/brand-share.png', import.meta.url));
await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out);
console.log(`wrote ${out}`);
