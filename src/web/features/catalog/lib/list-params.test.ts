import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_PAGE } from '../../../../shared/limits.ts';
import { apiQuery, PAGE_SIZE, readListState, shownPage } from './list-params.ts';

describe('list pages past the end ("showing 1177–64", "Page 99 of 6")', () => {
  it('never asks for an offset beyond the count cap', () => {
    const query = apiQuery('IN', readListState(new URLSearchParams('page=99')));
    const offset = Number(query.offset);
    expect(offset).toBeLessThanOrEqual(OPPORTUNITY_PAGE.countCap);
    expect(offset % PAGE_SIZE).toBe(0);
    expect(Number(apiQuery('IN', readListState(new URLSearchParams('page=3'))).offset)).toBe(2 * PAGE_SIZE);
  });

  it('shows the page the server answered', () => {
    // 64 listings: the server answers page 99 with the last page, which starts at 60.
    expect(shownPage(99, { offset: 60, items: [1, 2, 3, 4] })).toBe(6);
    expect(shownPage(2, { offset: PAGE_SIZE, items: [1] })).toBe(2);
    // Nothing at all matches: page 1 of 1.
    expect(shownPage(5, { offset: 48, items: [] })).toBe(1);
    // Before the answer arrives, the page asked for.
    expect(shownPage(3, undefined)).toBe(3);
  });
});
