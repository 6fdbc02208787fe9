import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small round-robin HTTP proxy in front of several app instances, as nginx or a cloud load
 * balancer would be. With `healthCheckMs` it behaves like one set up for rolling restarts:
 *
 * - it asks each instance's readiness (/api/health/ready) that often and sends nothing new to
 *   one answering anything but 200 (a draining instance answers 503) or not answering at all;
 * - a request whose connection was refused never reached the instance, so it is sent to the
 *   next one whatever its method (nginx: `proxy_next_upstream error`);
 * - a request cut off before any answer (connection reset) is sent again only when it is
 *   idempotent (GET, HEAD, PUT, DELETE, OPTIONS): a POST may have been acted on.
 *
 * With `forwardedFor` it appends the caller's address to X-Forwarded-For, as the README's nginx.
 *
 * Connections to the instances are not kept alive, so a refused connection is always a request
 * not sent. Every answer says which instance gave it (`x-served-by`).
 */
export interface TestProxy {
  url: string;
  /** The backend port of every answered request, in order. */
  served: string[];
  /** Requests sent to another instance after a refused or cut-off connection. */
  retried: number;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

export function startProxy(
  backends: string[],
  options: { healthCheckMs?: number; forwardedFor?: boolean } = {},
): Promise<TestProxy> {
  let next = 0;
  const served: string[] = [];
  const healthy = new Map(backends.map((b) => [b, true]));
  let timer: ReturnType<typeof setInterval> | undefined;
  const state = { retried: 0 };

  if (options.healthCheckMs) {
    const check = async (backend: string) => {
      const ok = await fetch(`${backend}/api/health/ready`, { signal: AbortSignal.timeout(1000) }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status === 200;
        },
        () => false,
      );
      healthy.set(backend, ok);
    };
    timer = setInterval(() => {
      for (const b of backends) void check(b);
    }, options.healthCheckMs);
  }

  /** The next instance in turn, skipping those marked unhealthy (all of them if none is healthy). */
  const pick = (tried: Set<string>) => {
    for (let i = 0; i < backends.length; i++) {
      const b = backends[next++ % backends.length]!;
      if (!tried.has(b) && healthy.get(b)) return b;
    }
    return backends.find((b) => !tried.has(b));
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<string>();
    const attempt = (): void => {
      const backend = pick(tried);
      if (!backend) {
        res.writeHead(502).end();
        return;
      }
      tried.add(backend);
      const target = new URL(backend);
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          agent: false,
          // The public host name goes on to the app, as proxies are set up to do (the app
          // compares it with Origin on writes).
          headers: {
            ...req.headers,
            host: 'localhost',
            connection: 'close',
            // As nginx's $proxy_add_x_forwarded_for: the address this proxy saw, appended.
            ...(options.forwardedFor
              ? {
                  'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
                    .filter(Boolean)
                    .join(', '),
                }
              : {}),
          },
        },
        (answer) => {
          served.push(target.port);
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': target.port });
          answer.pipe(res);
        },
      );
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (res.headersSent) return res.destroy();
        const refused = err.code === 'ECONNREFUSED';
        if (refused) healthy.set(backend, false);
        const again = refused || (err.code === 'ECONNRESET' && IDEMPOTENT.has(req.method ?? ''));
        if (again && tried.size < backends.length) {
          state.retried++;
          return attempt();
        }
        res.writeHead(502).end();
      });
      upstream.end(body);
    };
    attempt();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        served,
        get retried() {
          return state.retried;
        },
        close: () =>
          new Promise((r) => {
            clearInterval(timer);
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    }),
  );
}
