/**
 * The inputs of the assistants' tools (the MCP server at /api/mcp). The MCP SDK takes each as a
 * shape of zod fields and checks it before the tool runs; the search is then read by the list
 * API's own schema (OpportunityListQuery), so both accept and refuse the same filters.
 */
import { z } from 'zod';
import { INDUSTRIES } from '../enums.ts';
import { COMPARE_LIMIT, OPPORTUNITY_PAGE } from '../limits.ts';
import { LIVE_MARKETS } from '../markets.ts';
import { OPPORTUNITY_SORTS } from './catalog.ts';

const market = z.enum(LIVE_MARKETS);
const amount = z.number().nonnegative().max(1e12);

export const SearchFranchisesShape = {
  market: market.describe('The market: US (United States, amounts in US dollars) or IN (India, rupees)'),
  query: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe('Words to search for in names, industries and descriptions (e.g. "pizza", "tutoring")'),
  industries: z
    .array(z.enum(INDUSTRIES))
    .max(INDUSTRIES.length)
    .optional()
    .describe('Only these industries (any of them)'),
  investmentMin: amount
    .optional()
    .describe("Lowest budget in whole units of the market's currency: the investment range reaches it"),
  investmentMax: amount
    .optional()
    .describe("Highest budget in whole units of the market's currency: the whole range fits within it"),
  homeBased: z.boolean().optional().describe('Only home-based franchises (true) or only others (false)'),
  veteranDiscount: z.boolean().optional().describe('Only franchises with a veteran discount (US)'),
  financing: z.boolean().optional().describe('Only franchises that offer financing'),
  sort: z.enum(OPPORTUNITY_SORTS).optional().describe('Order; relevance by default'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(OPPORTUNITY_PAGE.max)
    .optional()
    .describe(`How many to answer, at most ${OPPORTUNITY_PAGE.max}; ${OPPORTUNITY_PAGE.default} by default`),
};

export const GetFranchiseShape = {
  franchise: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\w-]+$/, 'is an id or a slug')
    .describe('The franchise id (a UUID) or its slug, as search_franchises answers them'),
};

export const CompareFranchisesShape = {
  ids: z
    .array(z.uuid())
    .min(2)
    .max(COMPARE_LIMIT)
    .refine((ids) => new Set(ids).size === ids.length, 'names a franchise twice')
    .describe(`${COMPARE_LIMIT} franchise ids at most, 2 at least`),
};

export const MarketOverviewShape = {
  market: market.describe('The market: US or IN'),
};

export const KreditTermsShape = {
  market: market.optional().describe('Show the limit in this market’s currency (US dollars by default)'),
};
