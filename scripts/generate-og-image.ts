/**
 * Writes public/og-image.png, the 1200x630 social image (spec §9) sent in every page's Open
 * Graph tags. Run once after changing the design: `npx tsx scripts/generate-og-image.ts`.
 */
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 630;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b2c2d"/>
      <stop offset="1" stop-color="#17655f"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1060" cy="120" r="260" fill="#1f7a72" opacity="0.35"/>
  <circle cx="1130" cy="560" r="180" fill="#f5b841" opacity="0.12"/>
  <g transform="translate(80 80)">
    <rect width="96" height="96" rx="21" fill="#0f3d3e" stroke="#f5b841" stroke-opacity="0.35" stroke-width="2"/>
    <path d="M30 24h39v12H43.5v12h21v12h-21v18H30z" fill="#f5b841"/>
    <text x="124" y="66" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="48" font-weight="700" fill="#ffffff">Franchisio</text>
  </g>
  <text x="80" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="54" font-weight="700" fill="#ffffff">Find the franchise that fits</text>
  <text x="80" y="380" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="54" font-weight="700" fill="#f5b841">your budget, goals and market.</text>
  <text x="80" y="460" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#d5eee9">Discover and compare franchises in the United States and India.</text>
  <text x="80" y="502" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" fill="#d5eee9">Working capital through Kredit: up to $10,000 a year.</text>
  <rect x="80" y="546" width="300" height="4" rx="2" fill="#f5b841"/>
</svg>`;

const out = path.resolve(import.meta.dirname, '../public/og-image.png');
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toFile(out);
console.log(`wrote ${out} (${info.width}x${info.height}, ${info.size} bytes)`);
