import { describe, expect, it } from 'vitest';
import { changeTemplateList, templateListParams, templateListState } from './templateTabs';

describe('template list state in the URL', () => {
  it('defaults to the Event Landing tab, page 1 of 10', () => {
    expect(templateListState(new URLSearchParams(''))).toEqual({ type: 'event', search: '', paged: 1, per_page: 10 });
  });

  it('reads a tab, a search and a page, and writes back only what differs from the defaults', () => {
    const state = templateListState(new URLSearchParams('type=certificate&search=gold&paged=3&per_page=20'));
    expect(state).toEqual({ type: 'certificate', search: 'gold', paged: 3, per_page: 20 });
    expect(templateListParams(state).toString()).toBe('type=certificate&search=gold&paged=3&per_page=20');
    expect(templateListParams({ type: 'event', search: '', paged: 1, per_page: 10 }).toString()).toBe('');
  });

  it('ignores malformed values', () => {
    expect(templateListState(new URLSearchParams('type=poster&paged=-2&per_page=5000'))).toEqual({ type: 'event', search: '', paged: 1, per_page: 10 });
  });

  it('goes back to page 1 of 10 on a new tab or search, but keeps them on a page change', () => {
    const state = { type: 'ticket' as const, search: '', paged: 4, per_page: 50 };
    expect(changeTemplateList(state, { type: 'certificate' })).toEqual({ type: 'certificate', search: '', paged: 1, per_page: 10 });
    expect(changeTemplateList(state, { search: 'vip' })).toEqual({ type: 'ticket', search: 'vip', paged: 1, per_page: 10 });
    expect(changeTemplateList(state, { paged: 2 })).toEqual({ ...state, paged: 2 });
  });
});
