import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A page as grey levels (0 black, 255 white), one byte a pixel, rows top to bottom. */
export interface Raster {
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  grey: Uint8Array;
}

/** Page 1 as poppler draws it (`pdftoppm`, the renderer of most Linux viewers). */
export async function rasterWithPoppler(bytes: Uint8Array, scale = 2): Promise<Raster> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pdf-raster-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), bytes);
    const out = path.join(dir, 'page');
    await promisify(execFile)('pdftoppm', [
      '-gray',
      '-r',
      String(72 * scale),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path.join(dir, 'in.pdf'),
      out,
    ]);
    return parsePgm(await fs.readFile(`${out}.pgm`), scale);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A binary PGM (P5, 8 bits), as pdftoppm -gray writes it. */
function parsePgm(file: Buffer, scale: number): Raster {
  const header = file
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error('not an 8-bit binary PGM');
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), scale, grey: file.subarray(whole.length) };
}

/** Page 1 as pdf.js draws it (Firefox's viewer), on its Node canvas. */
export async function rasterWithPdfjs(bytes: Uint8Array, scale = 2): Promise<Raster> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale });
    // In Node, pdf.js's canvas factory makes @napi-rs/canvas canvases (typed as its base Object).
    const factory = doc.canvasFactory as {
      create(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
    };
    const { canvas, context } = factory.create(viewport.width, viewport.height);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    const rgba = context.getImageData(0, 0, viewport.width, viewport.height).data;
    const grey = new Uint8Array(viewport.width * viewport.height);
    for (let i = 0; i < grey.length; i++) {
      grey[i] = Math.round((rgba[4 * i]! + rgba[4 * i + 1]! + rgba[4 * i + 2]!) / 3);
    }
    return { width: viewport.width, height: viewport.height, scale, grey };
  } finally {
    await doc.destroy();
  }
}

/**
 * Whether any pixel is dark in a box given in PDF points (origin at the bottom left, as a
 * PDF draws).
 */
export function hasInk(
  r: Raster,
  box: { x0: number; x1: number; yBottom: number; yTop: number },
  pageHeight: number,
) {
  const px = (v: number) => Math.round(v * r.scale);
  for (let y = px(pageHeight - box.yTop); y < px(pageHeight - box.yBottom); y++) {
    for (let x = px(box.x0); x < px(box.x1); x++) {
      if (r.grey[y * r.width + x]! < 128) return true;
    }
  }
  return false;
}
