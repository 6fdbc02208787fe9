import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/helpers/pdf-text.ts';
import { renderPdf } from './pdf.ts';

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
});
