import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, setApiTransport, unwrap } from './api-client.ts';
import { createQueryClient } from './query-client.ts';

const LISTING = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const problem = (status: number) =>
  new Response(
    JSON.stringify({ code: status === 503 ? 'service_unavailable' : 'invalid_request', detail: 'No.' }),
    {
      status,
      headers: { 'Content-Type': 'application/problem+json' },
    },
  );
const ok = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Runs one mutation through the app's query client; what the server did each time is `answers`. */
async function sendings(call: () => Promise<unknown>, answers: (() => Response)[]) {
  const sent: string[] = [];
  setApiTransport(async (path, init) => {
    sent.push(`${init.method} ${path}`);
    const answer = answers[sent.length - 1];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const observer = new MutationObserver(createQueryClient(), { mutationFn: call, retryDelay: 0 });
  await observer.mutate().catch(() => undefined);
  return sent.length;
}

const post = () => unwrap(api.v1['contact-messages'].$post({ json: {} as never }));
const put = () =>
  unwrap(api.v1.opportunities[':id'].reviews.mine.$put({ param: { id: LISTING }, json: {} as never }));
const del = () => unwrap(api.v1.opportunities[':id'].reviews.mine.$delete({ param: { id: LISTING } }));

describe('a failed mutation is sent again only when that is safe (issue 37.2)', () => {
  afterEach(() => {
    setApiTransport((path, init) => fetch(path, init));
    vi.restoreAllMocks();
  });

  it('sends a refused (4xx) request once, whatever its method', async () => {
    expect(await sendings(post, [() => problem(422), ok])).toBe(1);
    expect(await sendings(put, [() => problem(400), ok])).toBe(1);
    expect(await sendings(del, [() => problem(409), ok])).toBe(1);
  });

  it('never sends a POST again by itself: no answer or a 503 may still mean it was done', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sendings(post, [])).toBe(1);
    expect(await sendings(post, [() => problem(503), ok])).toBe(1);
    expect(await sendings(post, [() => problem(502), ok])).toBe(1);
  });

  it('sends a PUT or DELETE once more after no answer or a 502/503/504, never after a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await sendings(put, [() => problem(503), ok])).toBe(2);
    expect(await sendings(put, [() => problem(504), ok])).toBe(2);
    expect(await sendings(del, [() => problem(502), ok])).toBe(2);
    expect(await sendings(del, [])).toBe(2);
    expect(await sendings(put, [() => problem(500), ok])).toBe(1);
    // Once more at most.
    expect(await sendings(put, [() => problem(503), () => problem(503), ok])).toBe(2);
  });
});
