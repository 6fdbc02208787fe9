import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local stand-in for the Stripe and Razorpay APIs at their HTTP boundary: it records every
 * request the official SDKs send and answers a checkout session (Stripe) or a payment link
 * (Razorpay) the way the real services do.
 */
export async function startFakePaymentApi(options: { hostedCheckout?: boolean } = {}) {
  const requests: FakeRequest[] = [];
  const successUrls = new Map<string, string>();
  let n = 0;
  let base = '';
  const server = http.createServer((req, res) => {
    // The hosted checkout page a browser is sent to (browser journeys): "Pay" returns to the
    // success URL the way Stripe does; the payment itself is reported by a signed webhook the
    // test posts, never by this return.
    const hosted = req.url?.match(/^\/c\/pay\/(cs_test_\d+)$/);
    if (req.method === 'GET' && hosted) {
      const back = successUrls.get(hosted[1]!) ?? '/';
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(
        `<!doctype html><title>Test checkout</title><h1>Test checkout ${hosted[1]}</h1><a href="${back.replace(/"/g, '&quot;')}">Pay</a>`,
      );
      return;
    }
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      n += 1;
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const id = `cs_test_${n}`;
        successUrls.set(id, form.get('success_url') ?? '/');
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'payment',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            metadata: { membershipId: form.get('metadata[membershipId]') },
            url: options.hostedCheckout ? `${base}/c/pay/${id}` : `https://checkout.stripe.com/c/pay/${id}`,
          }),
        );
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/payment_links') {
        const json = JSON.parse(body) as Record<string, unknown>;
        res.end(JSON.stringify({ id: `plink_${n}`, short_url: `https://rzp.io/i/fake${n}`, ...json }));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: `no fake for ${req.method} ${req.url}` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
