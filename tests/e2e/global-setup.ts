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
    /** The super admin made with `npm run admin:create` before the server starts. */
    admin: { email: string; password: string };
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
  project.provide('admin', { email: E2E_SUPER_ADMIN.email, password: E2E_SUPER_ADMIN.password });
  // Stripe (USD, GBP) through its SDK against a local fake with a hosted checkout page; INR stays
  // on offline invoices (no Razorpay keys), as the India journey expects.
  const payments = await startFakePaymentApi({ hostedCheckout: true });
  const stripeWebhookSecret = 'whsec_e2e_franchisio';
  project.provide('stripeWebhookSecret', stripeWebhookSecret);
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_BASE: payments.url,
    },
    await freePort(),
  );
  await waitHealthy(server, 120_000);
  project.provide('baseUrl', server.url);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await payments.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
