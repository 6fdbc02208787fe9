import { type ClientResponse, hc, type parseResponse } from 'hono/client';
import type { StatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { AppType } from '../../server/app.ts';
import {
  type AuthServiceCode,
  authServiceCode,
  ERROR_CODES,
  type ErrorCode,
} from '../../shared/error-codes.ts';

export interface FieldError {
  field: string;
  message: string;
}

/** `http_error`: an answer that is not ours (a proxy's error page); `network_error`: no answer. */
export type ApiErrorCode = ErrorCode | AuthServiceCode | 'http_error' | 'network_error';

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_CODES, code);

/** Every failed server call, whichever endpoint: the problem+json answer, typed. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
    /** Seconds until a refused (429) request may be made again, when the server said. */
    readonly retryAfter?: number,
    /** The request's HTTP method (GET, POST …), when known: whether sending it again is safe. */
    readonly method?: string,
    /** The market a `market_not_open` answer names. */
    readonly market?: string,
  ) {
    super(message);
  }

  /** The message for one field, when the server named it. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }

  /**
   * Reads a failed answer: problem+json (`code`, `detail`, `errors`); the admin endpoint's
   * `{ success: false, message }` (spec §6); anything else keeps its status.
   */
  static async from(response: Response | Answer): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    const field = (key: string): unknown =>
      body && typeof body === 'object' && key in body ? Reflect.get(body, key) : undefined;
    const code = field('code');
    const detail = field('detail') ?? field('message');
    const errors = field('errors');
    const retryAfter = field('retryAfter');
    const market = field('market');
    return new ApiError(
      response.status,
      typeof code !== 'string' ? 'http_error' : isErrorCode(code) ? code : authServiceCode(code),
      typeof detail === 'string' && detail ? detail : `Request failed (${response.status}).`,
      Array.isArray(errors) ? errors.filter(isFieldError) : [],
      typeof retryAfter === 'number' && retryAfter > 0 ? retryAfter : undefined,
      response instanceof Response ? METHOD_OF.get(response) : undefined,
      typeof market === 'string' ? market : undefined,
    );
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    !!value &&
    typeof value === 'object' &&
    'field' in value &&
    typeof value.field === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** Any answer of the typed client. */
type Answer = ClientResponse<unknown, StatusCode, string>;

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/** The method each answer was asked with: a Response does not keep it, and the retry rule needs it. */
const METHOD_OF = new WeakMap<Response, string>();

/**
 * The server renderer sends the API calls of the pages it renders to the app in-process, with
 * the visitor's cookies (src/server/web/render-app.ts). The browser uses fetch.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  const method = (init.method ?? 'GET').toUpperCase();
  let response: Response;
  try {
    response = await transport(path, { credentials: 'same-origin', ...init, headers });
  } catch (err) {
    console.warn('API call failed before an answer', path, err);
    throw new ApiError(
      0,
      'network_error',
      'The server could not be reached. Check your connection.',
      [],
      undefined,
      method,
    );
  }
  METHOD_OF.set(response, method);
  return response;
}

/**
 * The API, typed from the server's route declarations (src/server/app.ts): paths, parameters,
 * bodies and answers. `api.v1.opportunities[':id'].$get({ param: { id } })`.
 */
export const api = hc<AppType>('/', {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => send(String(input), init ?? {}),
}).api;

/** What a call answers when it succeeds (hono's own inference, without its error type). */
type Success<T extends Answer> = Awaited<ReturnType<typeof parseResponse<T>>>;

/**
 * The body of a successful answer, or an ApiError: `await unwrap(api.v1.me.$get())`. An answer
 * without content (204) is undefined.
 */
export function unwrap<T extends Answer>(pending: T | Promise<T>): Promise<Success<T>>;
export async function unwrap(pending: Answer | Promise<Answer>): Promise<unknown> {
  const response = await pending;
  if (!response.ok) throw await ApiError.from(response);
  if (response.status === 204 || response.status === 205) return undefined;
  return response.json();
}

/** A Better Auth endpoint under /api/auth (src/shared/schemas/auth.ts lists them). */
export interface AuthEndpoint<Body extends z.ZodType, Reply extends z.ZodType> {
  path: string;
  body: Body;
  reply: Reply;
}

/**
 * Calls one of the Better Auth endpoints. They sit behind one gateway route on the server, so
 * their types come from the shared endpoint table rather than the route declarations; the reply
 * is read through its schema.
 */
export async function authCall<Body extends z.ZodType, Reply extends z.ZodType>(
  endpoint: AuthEndpoint<Body, Reply>,
  input: z.input<Body>,
): Promise<z.output<Reply>> {
  const response = await send(`/api/auth${endpoint.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw await ApiError.from(response);
  return endpoint.reply.parse(await response.json());
}
