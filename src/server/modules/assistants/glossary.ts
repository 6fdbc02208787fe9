import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { FDD_ITEMS, type FddItem } from '../catalog/index.ts';

export const FDD_GLOSSARY_URI = 'franchisio://glossary/fdd-items';
export const fddItemUri = (item: number) => `${FDD_GLOSSARY_URI}/${item}`;

/** The disclosure fields of a listing (get_franchise's `disclosure`), as its figures are named. */
const FIGURE_NAMES: Record<FddItem['figures'][number], string> = {
  investment: 'total investment',
  franchiseFee: 'initial franchise fee',
  royaltyPct: 'royalty',
  adFundPct: 'ad fund',
  technologyFeeMonthly: 'technology fee',
  averageUnitRevenue: 'average unit revenue',
  netUnitGrowth: 'net unit growth',
  litigationCases: 'litigation cases',
  bankruptcy: 'bankruptcy',
  franchiseeTurnoverPct: 'franchisee turnover',
};

function itemText(i: FddItem): string {
  const figures = i.figures.map((f) => `${FIGURE_NAMES[f]} (\`disclosure.${f}\`)`).join(', ');
  return `## Item ${i.item}: ${i.title}\n\n${i.about}\n\nOn Franchisio it is the source of: ${figures}.\n`;
}

/**
 * The FDD items a listing's figures cite, as resources: the whole glossary and each item, so an
 * assistant can explain "FDD, Item 7, 2025" next to a figure.
 */
export function registerGlossary(server: McpServer) {
  server.registerResource(
    'fdd-items',
    FDD_GLOSSARY_URI,
    {
      title: 'Franchise Disclosure Document items',
      description:
        'The FDD items Franchisio cites as the source of a franchise’s figures, and what each discloses.',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: `# Franchise Disclosure Document items\n\nA US franchisor gives every prospective franchisee its Franchise Disclosure Document (FDD) of 23 items; Franchisio cites a figure by its item and year ("FDD, Item 7, 2025"). A figure without a disclosure document is "Stated by the franchisor".\n\n${FDD_ITEMS.map(itemText).join('\n')}`,
        },
      ],
    }),
  );
  for (const i of FDD_ITEMS) {
    server.registerResource(
      `fdd-item-${i.item}`,
      fddItemUri(i.item),
      { title: `FDD Item ${i.item}: ${i.title}`, description: i.about, mimeType: 'text/markdown' },
      async (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: itemText(i) }] }),
    );
  }
}
