import { api } from '../../lib/api-client.ts';

/** Error ids and reports for the error screens (POST /api/v1/client-errors). */

export function newErrorId(): string {
  const random =
    typeof crypto !== 'undefined' && 'getRandomValues' in crypto
      ? Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) => b.toString(36).padStart(2, '0')).join('')
      : Math.random().toString(36).slice(2, 12);
  return `err_${Date.now().toString(36)}${random}`.toLowerCase();
}

export interface ErrorReport {
  errorId: string;
  kind: 'render' | 'route';
  message: string;
  stack?: string | null;
  componentStack?: string | null;
}

/** The code of a page failed to arrive: a routing error, not a rendering one (spec §8). */
export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

export function describeError(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  return { message: String(error ?? 'Unknown error'), stack: null };
}

/** Sends the report; a failure to report is only logged (the screen must still work). */
export function reportClientError(report: ErrorReport): void {
  const body = {
    ...report,
    message: report.message.slice(0, 2000) || 'Unknown error',
    stack: report.stack?.slice(0, 10_000) ?? null,
    componentStack: report.componentStack?.slice(0, 10_000) ?? null,
    url: window.location.href.slice(0, 2048),
  };
  api.v1['client-errors']
    .$post({ json: body }, { init: { keepalive: true } })
    .catch((err) => console.warn('Could not report the error', err));
}

/** The text Report Issue copies for support. */
export function errorDetailsText(report: ErrorReport): string {
  return [
    `Error ID: ${report.errorId}`,
    `Message: ${report.message}`,
    `Page: ${window.location.href}`,
    `Time: ${new Date().toISOString()}`,
    `Browser: ${navigator.userAgent}`,
    ...(report.stack ? ['', 'Stack:', report.stack] : []),
    ...(report.componentStack ? ['', 'Components:', report.componentStack.trim()] : []),
  ].join('\n');
}

/** Copies text; falls back to a hidden textarea where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Not a secure context, or permission refused: use the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand('copy');
  } finally {
    area.remove();
  }
}
