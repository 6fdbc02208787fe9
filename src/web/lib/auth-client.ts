import { ApiError } from './api-client.ts';

/**
 * Calls Better Auth's endpoints under /api/auth. Its errors ({ code, message }) and our own
 * problem answers ({ code, detail }) both become an ApiError carrying the server's message.
 */
export async function authFetch<T>(path: string, json?: unknown, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method: json === undefined && !init.method ? 'GET' : 'POST',
    credentials: 'same-origin',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : undefined,
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    // not JSON
  }
  if (!response.ok) {
    const message =
      (typeof body.detail === 'string' && body.detail) ||
      (typeof body.message === 'string' && body.message) ||
      `Request failed (${response.status}).`;
    throw new ApiError(
      response.status,
      String(body.code ?? 'auth_error'),
      message,
      (body.errors as { field: string; message: string }[] | undefined) ?? [],
    );
  }
  return body as T;
}
