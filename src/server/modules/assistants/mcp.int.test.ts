import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { formatMoney, formatMoneyRange } from '../../../shared/money.ts';
import type { OpportunityPageValue } from '../../../shared/schemas/catalog.ts';
import { franchiseOpportunities, franchisors } from '../../db/schema/index.ts';
import { DEMO_OPPORTUNITIES, opportunityRow } from '../../db/seed/demo-catalog.ts';
import { RATE_RULES } from '../../lib/rate-rules.ts';

interface ToolResult {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
}

describe('the MCP server for assistants (/api/mcp)', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  let origin: string;
  let client: Client;
  const ids = { tutoring: '', bakery: '', masala: '' };

  beforeAll(async () => {
    // Listings are inserted under the API here, so the read cache is off.
    t = await createTestApp({ env: { CATALOG_CACHE_SECONDS: '0' } });
    const db = t.deps.database.db;
    const [company] = await db
      .insert(franchisors)
      .values({ slug: 'mcp-test-company', name: 'MCP Test Company', country: 'US' })
      .returning({ id: franchisors.id });
    const us = DEMO_OPPORTUNITIES.find((o) => o.country === 'US')!;
    const india = DEMO_OPPORTUNITIES.find((o) => o.country === 'IN')!;
    const now = new Date();
    const [tutoring, bakery, masala] = await db
      .insert(franchiseOpportunities)
      .values([
        {
          ...opportunityRow({ ...us, slug: 'quillfeather-tutoring' }, company!.id, now),
          title: 'Quillfeather Tutoring',
          companyName: 'Quillfeather Learning Inc.',
          category: 'Education',
          description: 'After-school tutoring centres for reading and mathematics.',
          investmentMin: 80_000_00,
          investmentMax: 150_000_00,
          franchiseFee: 35_000_00,
          royaltyPct: 7,
          averageUnitRevenue: 420_000_00,
          averageUnitRevenueSource: 'FDD, Item 19',
          averageUnitRevenueYear: 2025,
          disclosureDocument: 'FDD',
          disclosureYear: 2025,
          litigationCases: 0,
          bankruptcyDisclosed: false,
          franchiseeTurnoverPct: 4.5,
        },
        {
          ...opportunityRow({ ...us, slug: 'brambleworth-bakery' }, company!.id, now),
          title: 'Brambleworth Bakery',
          companyName: 'Brambleworth Foods LLC',
          category: 'Food & Beverage',
          description: 'Neighbourhood bakeries with sourdough and pastries baked on site.',
          investmentMin: 250_000_00,
          investmentMax: 450_000_00,
          franchiseFee: 40_000_00,
          averageUnitRevenue: null,
          averageUnitRevenueSource: null,
          averageUnitRevenueYear: null,
          disclosureDocument: null,
          disclosureYear: null,
          litigationCases: null,
          bankruptcyDisclosed: null,
          franchiseeTurnoverPct: null,
        },
        {
          ...opportunityRow({ ...india, slug: 'masala-lantern' }, company!.id, now),
          title: 'Masala Lantern',
          companyName: 'Masala Lantern Foods Pvt Ltd',
          category: 'Food & Beverage',
          description: 'Street-food kiosks serving chaat and kathi rolls.',
          investmentMin: 15_00_000_00,
          investmentMax: 30_00_000_00,
        },
      ])
      .returning({ id: franchiseOpportunities.id });
    ids.tutoring = tutoring!.id;
    ids.bakery = bakery!.id;
    ids.masala = masala!.id;

    server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
    });
    const { port } = server.address() as AddressInfo;
    // As boot.ts does: the served hosts and the site's origin carry the listening port.
    t.deps.config.PORT = port;
    base = `http://127.0.0.1:${port}`;
    // The site's canonical origin, not the address the client connected to.
    origin = `http://localhost:${port}`;
    client = new Client({ name: 'franchisio-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`)));
  });

  afterAll(async () => {
    await client?.close();
    await new Promise<void>((r) => server.close(() => r()));
    await t.close();
  });

  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;
  const ok = async <T = Record<string, unknown>>(name: string, args: Record<string, unknown>) => {
    const result = await call(name, args);
    expect(result.isError, result.content[0]?.text).toBeFalsy();
    expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
    return result.structuredContent as T;
  };

  it('lists the public tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'compare_franchises',
      'get_franchise',
      'kredit_terms',
      'market_overview',
      'search_franchises',
    ]);
    const search = tools.find((tool) => tool.name === 'search_franchises')!;
    expect(search.inputSchema.required).toEqual(['market']);
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['market', 'query', 'industries', 'investmentMin', 'investmentMax']),
    );
  });

  it('searches as the list API does, with links to the pages on the site', async () => {
    const found = await ok<{
      total: number;
      searchUrl: string;
      franchises: { id: string; name: string; investment: string; url: string; franchiseFee: string }[];
    }>('search_franchises', { market: 'US', query: 'tutoring' });
    expect(found.total).toBe(1);
    expect(found.franchises[0]).toMatchObject({
      id: ids.tutoring,
      name: 'Quillfeather Tutoring',
      investment: formatMoneyRange(80_000_00, 150_000_00, 'USD'),
      franchiseFee: formatMoney(35_000_00, 'USD'),
      url: `${origin}/opportunity/${ids.tutoring}`,
    });
    expect(found.searchUrl).toBe(`${origin}/united-states?search=tutoring`);

    // A budget in the words is read as the site reads it, and the answer says so.
    const budget = await ok<{ total: number; understood: { kind: string; value: number; label: string }[] }>(
      'search_franchises',
      { market: 'US', query: 'tutoring under 200k' },
    );
    expect(budget.total).toBe(1);
    expect(budget.understood).toEqual([
      expect.objectContaining({ kind: 'investmentMax', value: 200_000, label: 'Investment up to $200,000' }),
    ]);

    // The same filters give the same franchises in the same order as /api/v1/opportunities.
    const all = await ok<{ franchises: { id: string }[] }>('search_franchises', {
      market: 'US',
      investmentMax: 500_000,
      sort: 'investment_desc',
    });
    const api = (await (
      await fetch(`${base}/api/v1/opportunities?country=US&investmentMax=500000&sort=investment_desc`)
    ).json()) as OpportunityPageValue;
    expect(all.franchises.map((f) => f.id)).toEqual(api.items.map((i) => i.id));
    expect(all.franchises.map((f) => f.id)).toEqual([ids.bakery, ids.tutoring]);

    const india = await ok<{ franchises: { name: string; url: string }[] }>('search_franchises', {
      market: 'IN',
      industries: ['Food & Beverage'],
    });
    expect(india.franchises).toEqual([
      expect.objectContaining({ name: 'Masala Lantern', url: `${origin}/indian-opportunity/${ids.masala}` }),
    ]);
  });

  it('answers one franchise by slug or id with each figure and its source', async () => {
    const bySlug = await ok<{
      id: string;
      title: string;
      url: string;
      disclosure: { investment: { value: unknown; source: string; year: number } };
      figures: { group: string; figures: { label: string; value: string; source: string | null }[] }[];
    }>('get_franchise', { franchise: 'quillfeather-tutoring' });
    expect(bySlug).toMatchObject({
      id: ids.tutoring,
      title: 'Quillfeather Tutoring',
      url: `${origin}/opportunity/${ids.tutoring}`,
      disclosure: {
        investment: { value: { min: 80_000_00, max: 150_000_00 }, source: 'FDD, Item 7', year: 2025 },
      },
    });
    const cost = bySlug.figures.find((g) => g.group === 'Cost')!.figures;
    expect(cost).toContainEqual({
      label: 'Initial franchise fee',
      value: formatMoney(35_000_00, 'USD'),
      source: 'FDD, Item 5, 2025',
    });
    const earnings = bySlug.figures.find((g) => g.group === 'Earnings')!.figures;
    expect(earnings[0]).toMatchObject({ label: 'Average unit revenue', source: 'FDD, Item 19, 2025' });

    const byId = await ok<{ title: string }>('get_franchise', { franchise: ids.bakery });
    expect(byId.title).toBe('Brambleworth Bakery');
  });

  it('compares franchises as the compare page does, "Not disclosed" for the gaps', async () => {
    const compared = await ok<{
      franchises: { name: string; url: string }[];
      groups: {
        group: string;
        rows: {
          label: string;
          values: { franchise: string; value: string; source: string | null }[];
          best: string[];
        }[];
      }[];
    }>('compare_franchises', { ids: [ids.tutoring, ids.bakery] });
    expect(compared.franchises.map((f) => f.url)).toEqual([
      `${origin}/opportunity/${ids.tutoring}`,
      `${origin}/opportunity/${ids.bakery}`,
    ]);
    expect(compared.groups.map((g) => g.group)).toEqual(['Cost', 'Earnings', 'Momentum', 'Risk', 'Basics']);
    const row = (group: string, label: string) =>
      compared.groups.find((g) => g.group === group)!.rows.find((r) => r.label === label)!;
    expect(row('Cost', 'Initial franchise fee').best).toEqual(['Quillfeather Tutoring']);
    expect(row('Risk', 'Litigation (Item 3)').values).toEqual([
      { franchise: 'Quillfeather Tutoring', value: 'No material cases', source: 'FDD, Item 3, 2025' },
      { franchise: 'Brambleworth Bakery', value: 'Not disclosed', source: null },
    ]);
    expect(row('Earnings', 'Average unit revenue').values[1]).toMatchObject({ value: 'Not disclosed' });
  });

  it('gives a market overview by industry with investment bands', async () => {
    const us = await ok<{
      total: number;
      url: string;
      industries: {
        industry: string;
        franchises: number;
        investment: { lowestEntry: string; highest: string };
        byEntryBudget: { band: string; franchises: number }[];
        url: string;
      }[];
    }>('market_overview', { market: 'US' });
    expect(us.total).toBe(2);
    expect(us.url).toBe(`${origin}/united-states`);
    const education = us.industries.find((i) => i.industry === 'Education')!;
    expect(education).toMatchObject({
      franchises: 1,
      investment: { lowestEntry: formatMoney(80_000_00, 'USD'), highest: formatMoney(150_000_00, 'USD') },
      url: `${origin}/united-states?category=Education`,
    });
    expect(education.byEntryBudget.reduce((n, b) => n + b.franchises, 0)).toBe(1);
    const india = await ok<{ currency: string; industries: { industry: string; franchises: number }[] }>(
      'market_overview',
      { market: 'IN' },
    );
    expect(india.currency).toBe('INR');
    expect(india.industries).toEqual([
      expect.objectContaining({ industry: 'Food & Beverage', franchises: 1 }),
    ]);
  });

  it('states the Kredit terms with links to the Kredit pages', async () => {
    const terms = await ok<{
      yearlyLimit: { currency: string; text: string };
      decisionHours: number;
      urls: Record<string, string>;
    }>('kredit_terms', {});
    expect(terms.yearlyLimit).toMatchObject({ currency: 'USD', text: '$10,000' });
    expect(terms.decisionHours).toBe(24);
    expect(terms.urls.kredit).toBe(`${origin}/kredit`);
    const india = await ok<{ yearlyLimit: { currency: string; text: string } }>('kredit_terms', {
      market: 'IN',
    });
    expect(india.yearlyLimit.currency).toBe('INR');
    expect(india.yearlyLimit.text).toContain('the equivalent of $10,000');
  });

  it('answers bad input with a tool error, not an HTTP error', async () => {
    const refused = [
      await call('compare_franchises', { ids: [ids.tutoring] }),
      await call('search_franchises', { market: 'GB' }),
      await call('search_franchises', { market: 'US', investmentMin: 500, investmentMax: 100 }),
      await call('get_franchise', { franchise: 'no-such-franchise' }),
      await call('compare_franchises', { ids: [ids.tutoring, '00000000-0000-4000-8000-000000000000'] }),
    ];
    for (const result of refused) expect(result.isError).toBe(true);
    expect(refused[2]!.content[0]!.text).toBe('investmentMin: must not be above investmentMax');
    expect(refused[3]!.content[0]!.text).toBe('No franchise "no-such-franchise" is listed on Franchisio.');
  });

  it('serves the FDD item glossary as resources', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining(['franchisio://glossary/fdd-items', 'franchisio://glossary/fdd-items/7']),
    );
    const item7 = await client.readResource({ uri: 'franchisio://glossary/fdd-items/7' });
    expect((item7.contents[0] as { text: string }).text).toContain('Item 7: Estimated initial investment');
    const all = await client.readResource({ uri: 'franchisio://glossary/fdd-items' });
    expect((all.contents[0] as { text: string }).text).toContain(
      'Item 20: Outlets and franchisee information',
    );
  });

  it('counts calls against the per-address limit of the public API', async () => {
    // In-process requests come from the address "local", so the socket tests' address keeps its allowance.
    const rule = RATE_RULES.assistantsPerIp;
    for (let i = 0; i < rule.limit; i++) await t.deps.rateLimiter.hit(rule, 'local');
    const res = await t.request('/api/mcp', {
      method: 'POST',
      json: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      headers: { Accept: 'application/json, text/event-stream' },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps the host and origin rules: no foreign page, no foreign Host, POST only', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const foreignPage = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      body,
      headers: { ...headers, Origin: 'https://attacker.example' },
    });
    expect(foreignPage.status).toBe(403);
    const rebound = await t.request('http://attacker.example/api/mcp', { method: 'POST', body, headers });
    expect(rebound.status).toBe(421);
    expect((await fetch(`${base}/api/mcp`)).status).toBe(405);
    // Without an Origin (an assistant's HTTP client), the same call is answered.
    const plain = await fetch(`${base}/api/mcp`, { method: 'POST', body, headers });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(5);
  });
});
