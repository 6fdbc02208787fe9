import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * Pages drawn in the panel; the rest are one click away. The document route sends PDFs as
 * downloads (never rendered in our origin), so the link says so.
 */
const MAX_PAGES = 3;

type State = { status: 'loading' } | { status: 'ready'; pages: number; shown: number } | { status: 'failed' };

/**
 * A PDF drawn into canvases with pdf.js, loaded only when a reviewer opens a PDF. The bytes come
 * from the same checked document route as the download (applicant and reviewers only); nothing of
 * the PDF runs in our page: pdf.js parses it in a worker, with scripting and eval off, and only
 * pixels reach the DOM.
 */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    const cleanup: (() => void)[] = [];
    (async () => {
      const [pdfjs, worker] = await Promise.all([
        import('pdfjs-dist'),
        import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
      ]);
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const task = pdfjs.getDocument({
        data: new Uint8Array(await res.arrayBuffer()),
        isEvalSupported: false,
        enableXfa: false,
      });
      cleanup.push(() => void task.destroy());
      const doc = await task.promise;
      const el = holder.current;
      if (cancelled || !el) return;
      const shown = Math.min(doc.numPages, MAX_PAGES);
      el.replaceChildren();
      for (let n = 1; n <= shown; n++) {
        const page = await doc.getPage(n);
        if (cancelled) return;
        const width = el.clientWidth || 320;
        const viewport = page.getViewport({ scale: 1 });
        const scale = (width / viewport.width) * (window.devicePixelRatio || 1);
        const scaled = page.getViewport({ scale });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(scaled.width);
        canvas.height = Math.floor(scaled.height);
        canvas.className = 'w-full border-b border-slate-200 bg-white last:border-b-0';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `Page ${n} of ${doc.numPages} of ${name}`);
        el.append(canvas);
        await page.render({ canvas, viewport: scaled }).promise;
      }
      if (!cancelled) setState({ status: 'ready', pages: doc.numPages, shown });
    })().catch(() => {
      if (!cancelled) setState({ status: 'failed' });
    });
    return () => {
      cancelled = true;
      for (const fn of cleanup) fn();
    };
  }, [url, name]);

  return (
    <div className="bg-slate-50">
      <div ref={holder} className="max-h-96 overflow-y-auto" data-testid="pdf-preview" />
      {state.status === 'loading' && (
        <p role="status" className="flex h-48 items-center justify-center text-sm text-muted">
          Loading the PDF…
        </p>
      )}
      {state.status === 'failed' && (
        <p className="flex h-48 flex-col items-center justify-center gap-2 text-sm text-muted">
          <FileText aria-hidden="true" className="size-8" />
          This PDF cannot be shown here; download it instead.
        </p>
      )}
      <a
        href={url}
        className="block border-t border-slate-200 px-3 py-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        {state.status === 'ready' && state.pages > state.shown
          ? `Download the whole PDF (${state.pages} pages)`
          : 'Download the PDF'}
      </a>
    </div>
  );
}
