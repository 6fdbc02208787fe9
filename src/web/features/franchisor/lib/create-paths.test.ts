import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../../shared/routes.ts';
import { CREATE_ROUTES, marketOfCreatePath } from './create-paths.ts';

describe('create-opportunity routes', () => {
  it('fixes the market of every spec §2 suffix, both readings', () => {
    const expected = {
      '/create-opportunity': 'US',
      '/create-opportunity-india': 'IN',
      '/create-opportunity-canada': 'CA',
      '/create-opportunity-australia': 'AU',
      '/create-opportunity-uk': 'GB',
      '/create-opportunity-china': 'CN',
      '/create-opportunity-germany': 'DE',
      '/create-opportunity-france': 'FR',
      '/create-opportunity-denmark': 'DK',
      '/create-opportunity-newzealand': 'NZ',
      '/create-opportunity-singapore': 'SG',
      '/create-opportunity-ireland': 'IE',
      '/create-opportunity-sweden': 'SE',
      '/create-opportunity-thailand': 'TH',
    };
    expect(Object.fromEntries(CREATE_ROUTES.map((r) => [r.path, r.market]))).toEqual(expected);
    expect(marketOfCreatePath('/create-opportunity-thailand/')).toBe('TH');
  });

  it('registers each route as a page of its own, kept out of search engines', () => {
    for (const { path } of CREATE_ROUTES) {
      const page = PAGES.find((p) => p.path === path);
      expect(page, path).toBeDefined();
      expect(page!.noindex, path).toBe(true);
    }
  });
});
