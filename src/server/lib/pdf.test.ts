import { describe, expect, it } from 'vitest';
import { renderPdf, toWinAnsi, wrap } from './pdf.ts';

describe('pdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const text = Buffer.from(renderPdf([{ text: 'Hello (world)', bold: true }], 'Test')).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Hello \\(world\\)) Tj');
    const startxref = Number(text.match(/startxref\n(\d+)\n/)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
  });

  it('encodes text for the standard fonts', () => {
    expect(toWinAnsi('₹12.5 L – €350.000 · Café')).toBe('Rs. 12.5 L \x96 \x80350.000 · Café');
    expect(toWinAnsi('Chayuan 茶')).toBe('Chayuan ?');
  });

  it('wraps long text by width', () => {
    const lines = wrap('word '.repeat(60).trim(), 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((l) => l.length <= 97)).toBe(true);
  });
});
