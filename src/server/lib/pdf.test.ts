import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import {
  hasInk,
  type Raster,
  rasterWithPdfjs,
  rasterWithPoppler,
} from '../../../tests/helpers/pdf-raster.ts';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { renderPdf } from './pdf.ts';

const require = createRequire(import.meta.url);

/** Each visible character's box on a line, from the font file's own advance widths. */
function glyphBoxes(text: string, fontFile: string, size: number, baseline: number) {
  const font = fontkit.create(fs.readFileSync(require.resolve(fontFile)));
  const boxes: { char: string; x0: number; x1: number; yBottom: number; yTop: number }[] = [];
  let x = 56; // the page margin
  for (const glyph of font.layout(text).glyphs) {
    const width = (glyph.advanceWidth * size) / font.unitsPerEm;
    const char = String.fromCodePoint(...glyph.codePoints);
    if (char.trim())
      boxes.push({
        char,
        x0: x,
        x1: x + width,
        yBottom: baseline - 0.25 * size,
        yTop: baseline + 0.8 * size,
      });
    x += width;
  }
  return boxes;
}

describe('pdf', () => {
  it('prints rupees, euros, Devanagari and Chinese as written, and reads them back', async () => {
    const bytes = await renderPdf(
      [
        { text: 'Chai Point 茶 fact sheet', size: 20, bold: true },
        { text: 'Total investment: ₹12.5 L – ₹25 L' },
        { text: 'Franchise fee: €35.000 (Café Lumière)' },
        { text: 'चाय की दुकान' },
      ],
      'Chai Point 茶',
    );
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const [page] = await pdfText(bytes);
    expect(page).toContain('Chai Point 茶 fact sheet');
    expect(page).toContain('₹12.5 L – ₹25 L');
    expect(page).toContain('€35.000 (Café Lumière)');
    expect(page).toContain('चाय');
    expect(page).not.toContain('?');
  });

  it('wraps long text within the page, Chinese without spaces too', async () => {
    const long = `${'word '.repeat(120)}${'茶'.repeat(80)}`;
    const [page] = await pdfText(await renderPdf([{ text: long }], 'Wrap'));
    const lines = page!.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('').replace(/\s+/g, '')).toBe(long.replace(/\s+/g, ''));
  });

  // Readers draw the glyphs from the embedded font program, not from the text layer: a broken
  // subset showed "C  o  : f" for the title while the extracted text was right.
  it.each([
    ['poppler', rasterWithPoppler],
    ['pdf.js', rasterWithPdfjs],
  ] as const)('draws every character of a line where it belongs (%s)', async (_reader, raster) => {
    const title = 'Chai Point: fact sheet';
    const body = 'Total investment: ₹12.5 L – ₹25 L, royalty 6% of gross sales';
    const page: Raster = await raster(
      await renderPdf(
        [
          { text: title, size: 20, bold: true },
          { text: body, gapBefore: 10 },
        ],
        'Ink',
      ),
    );
    // Baselines as renderPdf sets them on an A4 page: top margin 56, lines 1.35 × size apart.
    const titleBaseline = 842 - 56 - 20 * 1.35;
    const bodyBaseline = titleBaseline - 10 - 10 * 1.35;
    const boxes = [
      ...glyphBoxes(title, '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf', 20, titleBaseline),
      ...glyphBoxes(
        body,
        '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
        10,
        bodyBaseline,
      ),
    ];
    const blank = boxes.filter((box) => !hasInk(page, box, 842)).map((box) => box.char);
    expect(blank).toEqual([]);
  });
});
