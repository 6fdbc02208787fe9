import { escapeHtml } from '../../lib/html.ts';

interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        description?: string;
        tags?: string[];
        parameters?: { name: string; in: string; required?: boolean }[];
        requestBody?: unknown;
        responses?: Record<string, { description?: string }>;
      }
    >
  >;
}

/** A self-contained reference page for the OpenAPI document: no script, no CDN. */
export function renderApiDocs(doc: OpenApiDoc): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
  const rows = operations
    .map(({ path, method, op }) => {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<code>${escapeHtml(p.name)}</code> <small>(${escapeHtml(p.in)}${p.required ? ', required' : ''})</small>`,
        )
        .join(', ');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<code>${escapeHtml(status)}</code> ${escapeHtml(r.description ?? '')}`)
        .join('<br>');
      return `<section id="${escapeHtml(`${method}-${path}`)}">
<h2><span class="m m-${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p><strong>${escapeHtml(op.summary ?? '')}</strong> ${escapeHtml(op.description ?? '')}</p>
${params ? `<p>Parameters: ${params}</p>` : ''}${op.requestBody ? '<p>Takes a JSON body (see the schema in the document).</p>' : ''}
<p>${responses}</p></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference | Franchisio</title>
<style>body{font:15px/1.55 system-ui,sans-serif;max-width:880px;margin:2rem auto;padding:0 1rem;color:#0f172a}
section{border-top:1px solid #e2e8f0;padding:.5rem 0}h2{font-size:1.05rem}.m{display:inline-block;min-width:4.5em;border-radius:4px;padding:0 .4em;color:#fff;font-size:.8rem;text-align:center}
.m-get{background:#1d4ed8}.m-post{background:#047857}.m-patch,.m-put{background:#b45309}.m-delete{background:#b91c1c}small{color:#475569}</style></head>
<body><h1>${escapeHtml(doc.info.title)} <small>v${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${rows}</body></html>`;
}
