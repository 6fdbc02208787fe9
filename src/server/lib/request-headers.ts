import type { IncomingHttpHeaders } from 'node:http';
import type { Context } from 'hono';

const NODE_HEADERS = Symbol('headers as Node parsed them');

type Marked = Request & { [NODE_HEADERS]?: IncomingHttpHeaders };

/** Marks a request Node served with the headers Node parsed (boot.ts). */
export function withNodeHeaders(request: Request, headers: IncomingHttpHeaders): Request {
  (request as Marked)[NODE_HEADERS] = headers;
  return request;
}

/**
 * A request header (`name` in lower case). On a request Node served it is read from the headers
 * Node parsed: asking the fetch Request instead builds its whole Headers object, every header
 * validated again, on every request. Requests made in-process (tests, the server renderer's
 * calls to the API) carry their own headers and are asked as usual.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const parsed = (c.req.raw as Marked)[NODE_HEADERS];
  if (!parsed) return c.req.header(name);
  const value = parsed[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
