import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { createRouter, problemResponse } from '../../lib/openapi.ts';
import { notFound } from '../../lib/problem.ts';
import { isPrivateFile } from '../../storage/index.ts';

const route = createRoute({
  method: 'get',
  path: '/files/{id}',
  tags: ['Files'],
  summary: 'Download a stored file',
  description:
    'Public for listing media and documents. Served with the type detected at upload, nosniff, and a safe Content-Disposition.',
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'The file' },
    404: problemResponse('No such file'),
  },
});

export function fileRoutes({ files }: AppDeps) {
  return createRouter().openapi(route, async (c) => {
    const found = await files.openStream(c.req.valid('param').id);
    // Private files (Kredit documents) are served only by their own routes, to who may read them.
    if (!found || isPrivateFile(found.file)) {
      await found?.body.cancel();
      throw notFound('No such file.');
    }
    const { file, body } = found;
    // Streamed from the disk or the bucket, with the headers that make it safe to open.
    return c.body(body, 200, {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.mime, file.displayName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });
}
