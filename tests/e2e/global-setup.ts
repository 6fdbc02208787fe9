import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakePaymentApi } from '../helpers/fake-payments.ts';
import { freePort, spawnServer, waitHealthy } from '../helpers/server-process.ts';
import { E2E_SUPER_ADMIN } from './admin-account.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /**
     * The session of the super admin made with `npm run admin:create` before the server starts,
     * signed in once here: every journey that needs an admin takes it, so the suite does not sign
     * one account in from one address more often than the sign-in rules allow.
     */
    adminCookies: { name: string; value: string }[];
    /** The Stripe webhook secret the server checks; journeys sign their events with it. */
    stripeWebhookSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const webDir = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!fs.existsSync(path.join(webDir, 'index.html')))
    throw new Error(`Build the web app first: npm run build (looked in ${webDir})`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'franchisio-e2e-'));
  // The super admin the admin journeys sign in as, made with the real command before the server
  // takes the data directory.
  const made = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/admin-create.ts',
      '--email',
      E2E_SUPER_ADMIN.email,
      '--name',
      E2E_SUPER_ADMIN.name,
      '--password',
      E2E_SUPER_ADMIN.password,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'error' }, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  // Stripe (USD, GBP) through its SDK against a local fake with a hosted checkout page; INR stays
  // on offline invoices (no Razorpay keys), as the India journey expects.
  const payments = await startFakePaymentApi({ hostedCheckout: true });
  const stripeWebhookSecret = 'whsec_e2e_franchisio';
  project.provide('stripeWebhookSecret', stripeWebhookSecret);
  const port = await freePort();
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      // The fixtures' accounts arrive through loopback with addresses of their own (fixtures.ts).
      TRUST_PROXY: 'loopback',
      // The address the journeys browse: links the server builds (a checkout's return, a quote's
      // thread) must lead to the same origin, or the browser arrives without its session.
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_BASE: payments.url,
    },
    port,
  );
  await waitHealthy(server, 120_000);
  project.provide('baseUrl', server.url);
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email: E2E_SUPER_ADMIN.email, password: E2E_SUPER_ADMIN.password }),
  });
  if (signIn.status !== 200) throw new Error(`the e2e admin could not sign in: ${signIn.status}`);
  project.provide(
    'adminCookies',
    signIn.headers.getSetCookie().map((cookie) => {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
    }),
  );
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await payments.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
