import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthServiceCode, ErrorCode } from '../../shared/error-codes.ts';

/**
 * An error the API answers with as `application/problem+json` (RFC 9457). `code` is stable
 * for clients (src/shared/error-codes.ts lists them); `detail` is the message a person reads.
 * Services throw it; the app's error handler (app.ts) is the one place that sends it.
 */
export class Problem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | AuthServiceCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  421: 'Misdirected Request',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problemBody(p: Problem, instance?: string) {
  return {
    type: `about:blank`,
    title: TITLES[p.status] ?? 'Error',
    status: p.status,
    code: p.code,
    detail: p.detail,
    ...(instance ? { instance } : {}),
    ...p.extra,
  };
}

/** A 400 that names the one field at fault, as forms show it beside that field. */
export const fieldProblem = (field: string, message: string, code: ErrorCode = 'validation_failed') =>
  new Problem(400, code, message, { errors: [{ field, message }] });
export const notFound = (detail = 'The requested resource does not exist.') =>
  new Problem(404, 'not_found', detail);
export const badRequest = (detail: string, extra?: Record<string, unknown>) =>
  new Problem(400, 'invalid_request', detail, extra);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new Problem(429, 'rate_limited', detail, { retryAfter: retryAfterSeconds });
