import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { deviceClassOf as deviceClass } from '../../../shared/analytics.ts';
import { pageViews } from '../../db/schema/index.ts';
import { isBot } from './service.ts';

const CHROME_MOBILE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';

describe('page views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a page view with the device class taken from the user agent', async () => {
    const res = await t.request('/api/v1/analytics/page-views', {
      method: 'POST',
      json: {
        path: '/united-states?search=pizza',
        referrer: 'https://www.google.com/',
        visitorId: 'v_abc12345',
      },
      headers: { 'User-Agent': CHROME_MOBILE },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ recorded: true });
    const rows = await t.deps.database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      path: '/united-states?search=pizza',
      device: 'mobile',
      visitorId: 'v_abc12345',
    });
  });

  it('drops known bots without storing anything', async () => {
    const before = (await t.deps.database.db.select().from(pageViews)).length;
    const res = await t.request('/api/v1/analytics/page-views', {
      method: 'POST',
      json: { path: '/', visitorId: 'v_bot12345' },
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(await res.json()).toEqual({ recorded: false });
    expect((await t.deps.database.db.select().from(pageViews)).length).toBe(before);
  });

  it('classifies devices and bots', () => {
    expect(deviceClass(CHROME_MOBILE)).toBe('mobile');
    expect(deviceClass('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('tablet');
    expect(deviceClass('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0')).toBe('desktop');
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(isBot(CHROME_MOBILE)).toBe(false);
  });
});
