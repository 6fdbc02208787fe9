import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../shared/schemas/text.ts';
import { Problem } from './problem.ts';

/** A JSON body is at most this large; only upload routes accept more (their own limit). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** Objects and arrays nest at most this deep in a JSON body. */
export const JSON_MAX_DEPTH = 32;

export interface UploadRoute {
  method: string;
  path: RegExp;
  maxBytes: number;
  /** The 413 answer past `maxBytes`. */
  tooLarge: { code: ErrorCode; detail: string };
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Every request body is capped before it is read: 64 KB, or the route's own size where it takes
 * an upload. Past it the answer is 413 at once (a Content-Length says so before any byte is read;
 * a streamed body is cut off at the limit).
 */
export function bodySizeLimit(uploads: UploadRoute[]): MiddlewareHandler {
  const limit = (maxSize: number, code: ErrorCode, detail: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new Problem(413, code, detail);
      },
    });
  const json = limit(
    JSON_BODY_MAX_BYTES,
    'body_too_large',
    `The request body is larger than ${JSON_BODY_MAX_BYTES / 1024} KB.`,
  );
  const perUpload = uploads.map((u) => ({
    ...u,
    handler: limit(u.maxBytes, u.tooLarge.code, u.tooLarge.detail),
  }));
  return (c, next) => {
    // A GET or HEAD has no body (fetch forbids one). Asking would build the whole fetch Request
    // behind the Node request (its headers, an AbortController) for every page and API read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const upload = perUpload.find((u) => u.method === c.req.method && u.path.test(c.req.path));
    return (upload?.handler ?? json)(c, next);
  };
}

/**
 * Every address, page or API: the path decodes (no broken %-escapes such as %C0%AF) and neither
 * it nor the query holds control characters. A 400 problem otherwise, before any route runs.
 */
export function urlGuard(): MiddlewareHandler {
  return async (c, next) => {
    // A URL as Node and fetch hand it over is normalised: anything but printable ASCII in it is
    // %-escaped, so without a % there is nothing that could decode badly or to a control character.
    if (!c.req.url.includes('%')) return next();
    const url = new URL(c.req.url);
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      throw new Problem(400, 'invalid_url', 'The address is not validly encoded.');
    }
    if (hasControlCharacters(path)) throw controlProblem('path');
    for (const [key, value] of url.searchParams) {
      if (hasControlCharacters(key) || hasControlCharacters(value)) throw controlProblem(key);
    }
    await next();
  };
}

/**
 * Body checks that hold for every API route, before any route code or database work: a body
 * is a JSON object (multipart only on upload routes), nested at most 32 deep, with no control
 * characters in any key or string (tab and line breaks allowed). Each refusal is a 4xx problem
 * naming what was wrong. (The address is checked by urlGuard before.)
 */
export function requestGuard(uploads: UploadRoute[]): MiddlewareHandler {
  return async (c, next) => {
    if (
      WITH_BODY.has(c.req.method) &&
      hasBody(c.req.raw, c.req.header('content-length'), c.req.header('transfer-encoding'))
    ) {
      const type = c.req.header('content-type') ?? '';
      if (/^multipart\/form-data/i.test(type)) {
        if (!uploads.some((u) => u.method === c.req.method && u.path.test(c.req.path))) {
          throw unsupported();
        }
      } else if (JSON_TYPE.test(type)) {
        const text = await c.req.text();
        if (text.trim() !== '') {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            throw new Problem(400, 'malformed_json', 'The request body is not valid JSON.');
          }
          if (body === null || typeof body !== 'object' || Array.isArray(body)) {
            throw new Problem(400, 'body_not_object', 'The request body must be a JSON object.');
          }
          checkJson(body);
        }
      } else {
        throw unsupported();
      }
    }
    await next();
  };
}

/**
 * HTTP/1.1 (RFC 9112 §6.3): a request carries a body only when it says so with Content-Length or
 * Transfer-Encoding. The Node adapter hands every DELETE a body stream whether or not one was
 * sent, and browsers send a bodyless DELETE with neither header, so the stream alone says nothing.
 * A request built in the process (no wire, so neither header) has a body when it has a stream and
 * says what it is.
 */
function hasBody(request: Request, contentLength: string | undefined, transferEncoding: string | undefined) {
  if (contentLength !== undefined) return contentLength.trim() !== '0';
  if (transferEncoding !== undefined) return true;
  return request.body !== null && request.headers.has('content-type');
}

const controlProblem = (field: string) =>
  new Problem(400, 'control_characters', CONTROL_CHARACTERS_MESSAGE, {
    errors: [{ field, message: CONTROL_CHARACTERS_MESSAGE }],
  });

const unsupported = () =>
  new Problem(
    415,
    'unsupported_media_type',
    'Send the request body as JSON (Content-Type: application/json).',
  );

/** Depth and control characters, walked without recursion (a deep body cannot overflow the stack). */
function checkJson(root: object) {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value: root, depth: 1, path: '' }];
  while (stack.length > 0) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacters(value, { multiline: true })) throw controlProblem(path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > JSON_MAX_DEPTH) {
      throw new Problem(400, 'too_deep', `The request body nests deeper than ${JSON_MAX_DEPTH} levels.`);
    }
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) throw controlProblem(innerPath);
      stack.push({ value: inner, depth: depth + 1, path: innerPath });
    }
  }
}
