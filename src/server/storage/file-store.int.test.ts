import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorage } from '../../../tests/helpers/s3-server.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { safeDisplayName } from './file-store.ts';

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f7a72' } })
    .png()
    .toBuffer();
const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Runs on local disk, and again on S3 in the `s3` test project (TEST_STORAGE=s3).
describe(`file store on ${testStorage()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MAX_UPLOAD_BYTES: '4096' } });
  });
  afterAll(() => t.close());

  it('stores an image under its own name and serves it with nosniff', async () => {
    const stored = await t.deps.files.store({
      bytes: await png(),
      originalName: '../../etc/passwd.png',
      accept: ['image'],
    });
    expect(stored.mime).toBe('image/png');
    expect(stored.key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(stored.displayName).toBe('passwd.png');
    const res = await t.request(`/api/v1/files/${stored.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="passwd.png"; filename*=UTF-8''passwd.png`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(await png())).toBe(true);
  });

  it('keeps the bytes with the configured driver', async () => {
    expect(t.deps.files.driver.kind).toBe(testStorage());
  });

  it('deletes the bytes with the record', async () => {
    const stored = await t.deps.files.store({ bytes: await png(), accept: ['image'] });
    expect(await t.deps.files.driver.get(stored.key)).not.toBeNull();
    await t.deps.files.remove(stored.id);
    expect(await t.deps.files.driver.get(stored.key)).toBeNull();
    expect((await t.request(`/api/v1/files/${stored.id}`)).status).toBe(404);
    // Removing again is not an error.
    await t.deps.files.remove(stored.id);
  });

  it('streams a larger file whole', async () => {
    const big = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#abcdef' },
      // Noise keeps the PNG large (a few MB) so the bytes cross several stream chunks.
    })
      .composite([
        {
          input: Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251)),
          raw: { width: 600, height: 600, channels: 3 },
          tile: true,
        },
      ])
      .png({ compressionLevel: 0 })
      .toBuffer();
    const stored = await t.deps.files.store({ bytes: big, accept: ['image'], maxBytes: 20 * 1024 * 1024 });
    const res = await t.request(`/api/v1/files/${stored.id}`);
    expect(res.headers.get('content-length')).toBe(String(big.byteLength));
    expect(Buffer.from(await res.arrayBuffer()).equals(big)).toBe(true);
  });

  it('serves documents as attachments', async () => {
    const stored = await t.deps.files.store({
      bytes: MINIMAL_PDF,
      originalName: 'Brochure "2025".pdf',
      accept: ['document'],
    });
    const res = await t.request(`/api/v1/files/${stored.id}`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Brochure-2025.pdf"/);
  });

  it('judges the type by the bytes, not the name', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await expect(
      t.deps.files.store({ bytes: html, originalName: 'photo.png', accept: ['image'] }),
    ).rejects.toMatchObject({
      status: 415,
      code: 'file_type_not_allowed',
    });
    await expect(
      t.deps.files.store({ bytes: MINIMAL_PDF, originalName: 'x.png', accept: ['image'] }),
    ).rejects.toMatchObject({
      status: 415,
    });
  });

  it('refuses empty and oversized files', async () => {
    await expect(t.deps.files.store({ bytes: new Uint8Array(), accept: ['image'] })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      t.deps.files.store({ bytes: new Uint8Array(5000), accept: ['image'] }),
    ).rejects.toMatchObject({
      status: 413,
      code: 'file_too_large',
    });
  });

  it('keeps no EXIF (GPS position, camera) of any image it stores, and keeps its format', async () => {
    const photo = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Artist: 'Owner Name' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const accept of [['image'], ['document', 'image']] as const) {
      const stored = await t.deps.files.store({ bytes: photo, accept: [...accept], private: true });
      const kept = (await t.deps.files.driver.get(stored.key))!;
      const meta = await sharp(kept).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([16, 12]);
      expect(meta.exif).toBeUndefined();
      expect(Buffer.from(kept).includes('PhoneMaker')).toBe(false);
      expect(stored.size).toBe(kept.byteLength);
    }
    // A picture without metadata is kept as it came.
    const plain = await png();
    const stored = await t.deps.files.store({ bytes: plain, accept: ['image'] });
    expect(Buffer.from((await t.deps.files.driver.get(stored.key))!).equals(plain)).toBe(true);
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await t.request('/api/v1/files/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.request('/api/v1/files/not-a-uuid')).status).toBe(400);
  });
});

describe('safeDisplayName', () => {
  it('keeps only safe characters and our extension', () => {
    expect(safeDisplayName('C:\\Users\\me\\My Résumé.exe', 'pdf')).toBe('My-Resume.pdf');
    expect(safeDisplayName(undefined, 'png')).toBe('file.png');
    expect(safeDisplayName('....', 'png')).toBe('file.png');
  });
});
