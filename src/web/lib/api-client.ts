/** A failed API call, carrying the server's problem+json fields. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (path, init) => fetch(path, init);

/**
 * The server renderer sends the API calls of the pages it renders to the app in-process, with
 * the visitor's cookies (src/server/web/render-app.ts). The browser uses fetch.
 */
export function setApiTransport(next: Transport) {
  transport = next;
}

/** JSON fetch against our API; a problem answer becomes an ApiError with its detail as message. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await transport(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!response.ok) {
    let body: { code?: string; detail?: string; errors?: { field: string; message: string }[] } = {};
    try {
      body = await response.json();
    } catch {
      // Not JSON (a proxy error page): fall back to the status text.
    }
    throw new ApiError(
      response.status,
      body.code ?? 'http_error',
      body.detail ?? `Request failed (${response.status} ${response.statusText}).`,
      body.errors,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
