import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTarget } from './db/client.ts';

describe('config', () => {
  it('runs with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toMatch(/data[/\\]pglite$/);
    expect(config.SEED_DEMO).toBe(true);
  });

  it('sizes the PostgreSQL pool by the cores unless told, and passes it to the database', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/app' });
    expect(config.DATABASE_POOL_SIZE).toBe(availableParallelism() * 2 + 1);
    expect(
      databaseTarget(loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_POOL_SIZE: '12' })),
    ).toEqual({
      engine: 'postgres',
      url: 'postgres://db/app',
      poolSize: 12,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('names the variable of a bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT .*"eighty"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'www.franchisio.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(
      /BETTER_AUTH_SECRET must be at least 32/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db' })).toThrow(
      /DATABASE_URL .*\(got \(value hidden\)\)$/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' }).PORT).toBe(3000);
  });

  it('refuses production without SMTP', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is required when NODE_ENV=production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).isProduction).toBe(true);
  });

  it('normalises the public origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.franchisio.com/' }).PUBLIC_ORIGIN).toBe(
      'https://www.franchisio.com',
    );
  });

  describe('where the server listens', () => {
    it('stays on this machine by default while mail goes to the dev outbox', () => {
      const config = loadConfig({});
      expect(config.HOST).toBe('127.0.0.1');
      expect(config.mailTransport).toBe('outbox');
    });

    it('listens everywhere by default once mail goes to an SMTP server', () => {
      const config = loadConfig({ SMTP_URL: 'smtp://mail:25' });
      expect(config.HOST).toBe('0.0.0.0');
      expect(config.mailTransport).toBe('smtp');
    });

    it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])('takes HOST=%s without SMTP', (host) => {
      expect(loadConfig({ HOST: host }).HOST).toBe(host);
    });

    it.each(['0.0.0.0', '::', '192.0.2.2', 'example.com'])(
      'refuses HOST=%s without SMTP_URL with one clear line',
      (host) => {
        let message = '';
        try {
          loadConfig({ HOST: host });
        } catch (err) {
          expect(err).toBeInstanceOf(ConfigError);
          message = (err as Error).message;
        }
        expect(message).toMatch(
          new RegExp(
            `^Invalid configuration: HOST=${host.replace(/[.[\]]/g, '\\$&')} would let anyone on the network read the dev outbox`,
          ),
        );
        expect(message).not.toContain('\n');
        expect(loadConfig({ HOST: host, SMTP_URL: 'smtp://mail:25' }).HOST).toBe(host);
      },
    );
  });

  it('takes payment keys only in complete sets, and never echoes a key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET together/);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_WEBHOOK_SECRET together/);
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_live_secret', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow('Invalid configuration: STRIPE_SECRET_KEY must start with sk_ (got (value hidden))');
    const c = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(c.STRIPE_SECRET_KEY).toBe('sk_test_x');
  });
});
