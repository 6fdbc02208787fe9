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
export async function startFakePaymentApi() {
  const requests: FakeRequest[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
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
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: 'payment',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            metadata: { membershipId: form.get('metadata[membershipId]') },
            url: `https://checkout.stripe.com/c/pay/${id}`,
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
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
