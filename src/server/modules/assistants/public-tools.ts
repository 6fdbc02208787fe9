import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { bestOf, COMPARE_GROUPS, NOT_DISCLOSED } from '../../../shared/compare.ts';
import { MARKETS } from '../../../shared/markets.ts';
import { formatMoney, formatMoneyRange } from '../../../shared/money.ts';
import {
  CompareFranchisesShape,
  GetFranchiseShape,
  KreditTermsShape,
  MarketOverviewShape,
  SearchFranchisesShape,
} from '../../../shared/schemas/assistants.ts';
import {
  type OpportunityCard,
  type OpportunityDetail,
  OpportunityListQuery,
} from '../../../shared/schemas/catalog.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { Problem } from '../../lib/problem.ts';
import { type CatalogService, toDetail } from '../catalog/index.ts';
import { kreditTerms } from '../kredit/index.ts';
import { type SiteLinks, siteLinks } from './links.ts';

export interface PublicToolDeps {
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT' | 'HOST'>;
  logger: Logger;
  catalog: CatalogService;
}

const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again.';

/** A tool's refusal, which the assistant reads and can act on (never an HTTP error). */
export const toolError = (text: string): CallToolResult => ({
  content: [{ type: 'text', text }],
  isError: true,
});

/**
 * Runs a tool: its answer as JSON text (what every client reads) and as structured content.
 * A Problem's detail is said to the assistant; anything else is logged and said in general
 * words, so no database text reaches an assistant either.
 */
export async function answer(log: Logger, run: () => Promise<object>): Promise<CallToolResult> {
  try {
    const value = await run();
    return {
      content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
      structuredContent: value as Record<string, unknown>,
    };
  } catch (err) {
    if (err instanceof Problem) return toolError(err.detail);
    log.error({ err }, 'assistant tool failed');
    return toolError(SOMETHING_WENT_WRONG);
  }
}

const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 'true' : 'false');

function cardOf(card: OpportunityCard, links: SiteLinks) {
  return {
    id: card.id,
    slug: card.slug,
    name: card.title,
    company: card.companyName,
    tagline: card.tagline,
    industry: card.category,
    market: card.country,
    investment: formatMoneyRange(card.investmentMin, card.investmentMax, card.currency),
    franchiseFee: card.franchiseFee === null ? NOT_DISCLOSED : formatMoney(card.franchiseFee, card.currency),
    roiPercentage: card.roiPercentage,
    rating: card.ratingAverage === null ? null : { average: card.ratingAverage, reviews: card.reviewCount },
    url: links.franchise(card),
  };
}

/** The listing's figures as the compare page states them, each with its source and year. */
function figuresOf(o: OpportunityDetail) {
  return COMPARE_GROUPS.map((group) => ({
    group: group.title,
    figures: group.rows.map((row) => {
      const cell = row.cell(o);
      return { label: row.label, value: String(cell.text), source: cell.citation ?? null };
    }),
  }));
}

export function registerPublicTools(server: McpServer, deps: PublicToolDeps) {
  const { catalog } = deps;
  const log = deps.logger.child({ module: 'assistants' });
  const links = siteLinks(deps.config);
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search_franchises',
    {
      title: 'Search franchises',
      description:
        'Finds franchises listed on Franchisio in one market (US or India), ranked as the site ranks them, with optional words, industries, budget and flags. Amounts are whole units of the market currency. Budgets, flags and industries written in the query (`under 50k`, `below 25 lakh`, `home based`) are read into filters as on the site, and `understood` says how; each result links to its page; `searchUrl` opens the same search on the site.',
      inputSchema: SearchFranchisesShape,
      annotations: readOnly,
    },
    (input) =>
      answer(log, async () => {
        const parsed = OpportunityListQuery.safeParse({
          country: input.market,
          search: input.query || undefined,
          category: input.industries,
          investmentMin: input.investmentMin,
          investmentMax: input.investmentMax,
          homeBased: flag(input.homeBased),
          veteranDiscount: flag(input.veteranDiscount),
          financing: flag(input.financing),
          sort: input.sort,
          limit: input.limit,
        });
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw new Problem(400, 'validation_failed', `${issue.path.join('.')}: ${issue.message}`);
        }
        const page = await catalog.list(parsed.data);
        return {
          market: MARKETS[input.market].name,
          total: page.total,
          totalExact: page.totalExact,
          shown: page.items.length,
          correctedQuery: page.search?.correctedQuery ?? null,
          // What the query's words were read as, so an assistant can say so (the site shows chips).
          understood: page.understood ?? [],
          searchUrl: links.search(input.market, {
            search: input.query ?? '',
            categories: input.industries ?? [],
            min: input.investmentMin,
            max: input.investmentMax,
            homeBased: input.homeBased === true,
            veteranDiscount: input.veteranDiscount === true,
            financing: input.financing === true,
          }),
          franchises: page.items.map((card) => cardOf(card, links)),
        };
      }),
  );

  server.registerTool(
    'get_franchise',
    {
      title: 'Get a franchise',
      description:
        'One franchise by id or slug: every field of its Franchisio page, each disclosed figure with its source (FDD item and year), its franchisor, documents and a link to its page.',
      inputSchema: GetFranchiseShape,
      annotations: readOnly,
    },
    ({ franchise }) =>
      answer(log, async () => {
        const row = await catalog.publicDetail(franchise);
        if (!row) throw new Problem(404, 'not_found', `No franchise "${franchise}" is listed on Franchisio.`);
        const detail = toDetail(row);
        return {
          url: links.franchise(detail),
          figures: figuresOf(detail),
          ...detail,
          logoUrl: detail.logoUrl && links.absolute(detail.logoUrl),
          bannerImageUrl: detail.bannerImageUrl && links.absolute(detail.bannerImageUrl),
          media: detail.media.map((m) => ({ ...m, url: links.absolute(m.url) })),
          documents: detail.documents.map((d) => ({ ...d, url: links.absolute(d.url) })),
        };
      }),
  );

  server.registerTool(
    'compare_franchises',
    {
      title: 'Compare franchises',
      description:
        'Lines up 2 or 3 franchises as the Franchisio compare page does: cost (FDD Items 5–7), earnings (Item 19), momentum (Item 20) and risk (Items 3–4, turnover), then the basics. A figure a franchise does not disclose says "Not disclosed"; `best` names the best value of a row.',
      inputSchema: CompareFranchisesShape,
      annotations: readOnly,
    },
    ({ ids }) =>
      answer(log, async () => {
        const rows = await Promise.all(ids.map((id) => catalog.detail(id)));
        const missing = ids.filter((_, i) => !rows[i]);
        if (missing.length > 0) {
          throw new Problem(404, 'not_found', `Not listed on Franchisio: ${missing.join(', ')}.`);
        }
        const items = rows.map((row) => toDetail(row!));
        return {
          franchises: items.map((o) => ({ id: o.id, name: o.title, url: links.franchise(o) })),
          groups: COMPARE_GROUPS.map((group) => ({
            group: group.title,
            rows: group.rows.map((row) => {
              const best = bestOf(row, items);
              return {
                label: row.label,
                values: items.map((o) => {
                  const cell = row.cell(o);
                  return { franchise: o.title, value: String(cell.text), source: cell.citation ?? null };
                }),
                best: items.filter((_, i) => best.has(i)).map((o) => o.title),
              };
            }),
          })),
        };
      }),
  );

  server.registerTool(
    'market_overview',
    {
      title: 'Market overview',
      description:
        'How many franchises Franchisio lists in a market, by industry, with the investment each industry spans (lowest entry, median entry, highest) and how many enter within each budget band seekers choose from.',
      inputSchema: MarketOverviewShape,
      annotations: readOnly,
    },
    ({ market }) =>
      answer(log, async () => {
        const { currency, bands, industries } = await catalog.marketOverview(market);
        const money = (minor: number) => formatMoney(minor, currency);
        return {
          market: MARKETS[market].name,
          currency,
          total: industries.reduce((sum, i) => sum + i.count, 0),
          url: links.market(market),
          industries: industries.map((i) => ({
            industry: i.category,
            franchises: i.count,
            investment: {
              lowestEntry: money(i.investmentMin),
              medianEntry: money(i.investmentMedian),
              highest: money(i.investmentMax),
            },
            byEntryBudget: bands.map((band, n) => ({ band, franchises: i.bands[n] ?? 0 })),
            url: links.search(market, {
              search: '',
              categories: [i.category],
              homeBased: false,
              veteranDiscount: false,
              financing: false,
            }),
          })),
        };
      }),
  );

  server.registerTool(
    'kredit_terms',
    {
      title: 'Kredit terms',
      description:
        'The terms of Kredit, Franchisio’s working capital for franchise businesses: the yearly limit (in a market’s currency), the decision time, renewal, what makes an application ineligible or need more information, and the documents to attach.',
      inputSchema: KreditTermsShape,
      annotations: readOnly,
    },
    ({ market }) =>
      answer(log, async () => ({
        ...kreditTerms(market),
        urls: {
          kredit: links.at('/kredit'),
          howItWorks: links.at('/all-about-kredit'),
          apply: links.at('/kredit-application'),
        },
      })),
  );
}
