// @pdf-lib/fontkit's Indic shaper (Devanagari) is compiled to generator code that expects
// regenerator's global runtime (a known issue of that build); it defines the global once.
import 'regenerator-runtime/runtime.js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

/**
 * One-page text PDFs (A4) with pdf-lib and embedded Noto fonts, so any listing prints as
 * written: ₹ and € (Noto Sans), Devanagari (Noto Sans Devanagari), Chinese and Japanese kanji
 * (Noto Sans SC). Each character is set in the first font of the list that has it; only the
 * glyphs used are embedded (subsetting), so a sheet stays small.
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gapBefore?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);

/** The font files, from the npm packages that ship them (nothing is copied into the repo). */
const FONT_FILES: Record<Weight, string[]> = {
  regular: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
    '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
    '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  ],
};

interface FontFile {
  bytes: Uint8Array;
  /** fontkit's view of the file, to ask which characters it has. */
  has: (codePoint: number) => boolean;
}

// A font file is read and parsed once per process, when a sheet first needs it.
const files = new Map<string, FontFile>();

interface TrueTypeSubset {
  loca: { version?: 0 | 1 };
  _addGlyph(gid: number): number;
}

let subsetsFixed = false;

/**
 * @pdf-lib/fontkit (a fork of fontkit 1.7) writes a TrueType subset's `loca` table in the short
 * format, which stores offsets halved, without padding glyphs to even lengths: Noto's glyphs are
 * not padded, so after the first odd-length glyph every glyph is read from the wrong place and
 * pdf.js, poppler and Ghostscript draw a few letters a line (the text layer, from ToUnicode, is
 * right). fontkit 1.8 fixed it (foliojs/fontkit#191), but pdf-lib 1.17 cannot use fontkit 2
 * (it calls `encodeStream`, which 2.0 removed). Subsets here always use the long format, whose
 * offsets are bytes: two bytes more a glyph.
 */
function fixTrueTypeSubsets(font: Font) {
  if (subsetsFixed) return;
  subsetsFixed = true;
  const proto = Object.getPrototypeOf(font.createSubset()) as TrueTypeSubset;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TrueTypeSubset, gid: number) {
    // `encode` makes a new `loca` before adding the glyphs and keeps a version already set.
    this.loca.version = 1;
    return addGlyph.call(this, gid);
  };
}

function fontFile(name: string): FontFile {
  let file = files.get(name);
  if (!file) {
    const bytes = fs.readFileSync(require.resolve(name));
    const parsed = fontkit.create(Buffer.from(bytes));
    fixTrueTypeSubsets(parsed);
    file = { bytes, has: (cp) => parsed.hasGlyphForCodePoint(cp) };
    files.set(name, file);
  }
  return file;
}

/** Text in runs of one font each: the first font of the weight's list that has the character. */
function runsOf(text: string, weight: Weight): { font: number; text: string }[] {
  const runs: { font: number; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    // Spaces and punctuation stay in the current run's font when it has them.
    const last = runs.at(-1);
    const found =
      last && fontFile(FONT_FILES[weight][last.font]!).has(cp)
        ? last.font
        : FONT_FILES[weight].findIndex((name) => fontFile(name).has(cp));
    const font = found === -1 ? 0 : found;
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** Embeds fonts as a page needs them, one PDF font per file. */
function fontEmbedder(doc: PDFDocument) {
  const embedded = new Map<string, Promise<PDFFont>>();
  return (weight: Weight, index: number): Promise<PDFFont> => {
    const name = FONT_FILES[weight][index]!;
    let font = embedded.get(name);
    if (!font) {
      font = doc.embedFont(fontFile(name).bytes, { subset: true });
      embedded.set(name, font);
    }
    return font;
  };
}

type Embed = ReturnType<typeof fontEmbedder>;

async function widthOf(text: string, weight: Weight, size: number, embed: Embed): Promise<number> {
  let width = 0;
  for (const run of runsOf(text, weight)) {
    width += (await embed(weight, run.font)).widthOfTextAtSize(run.text, size);
  }
  return width;
}

/** Wraps text into lines no wider than `width` points, breaking at spaces (or anywhere in a long word). */
export async function wrap(
  text: string,
  size: number,
  weight: Weight,
  embed: Embed,
  width = TEXT_WIDTH,
): Promise<string[]> {
  const lines: string[] = [];
  let current = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if ((await widthOf(candidate, weight, size, embed)) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    // A word wider than the line (CJK text has no spaces) is broken by character.
    current = '';
    for (const ch of word) {
      if (current && (await widthOf(current + ch, weight, size, embed)) > width) {
        lines.push(current);
        current = '';
      }
      current += ch;
    }
  }
  if (current) lines.push(current);
  return lines;
}

async function drawLine(page: PDFPage, text: string, y: number, size: number, weight: Weight, embed: Embed) {
  let x = MARGIN;
  for (const run of runsOf(text, weight)) {
    const font = await embed(weight, run.font);
    page.drawText(run.text, { x, y, size, font, color: rgb(0.06, 0.09, 0.16) });
    x += font.widthOfTextAtSize(run.text, size);
  }
}

export async function renderPdf(lines: PdfLine[], title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setProducer('Franchisio');
  const embed = fontEmbedder(doc);
  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 10;
    const weight: Weight = line.bold ? 'bold' : 'regular';
    y -= line.gapBefore ?? 0;
    for (const part of await wrap(line.text, size, weight, embed)) {
      y -= size * 1.35;
      if (y < MARGIN) break;
      await drawLine(page, part, y, size, weight, embed);
    }
  }
  return doc.save();
}
