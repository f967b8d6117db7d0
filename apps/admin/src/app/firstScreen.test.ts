import { describe, expect, it } from 'vitest';
import { INITIAL_LIST_STATE, stateFromParams, toEventFilters } from '../features/events/list/listState';
import { firstScreenListFilters, firstScreenTemplateId } from './firstScreen';

const listed = (search: string) => toEventFilters(stateFromParams(new URLSearchParams(search)));

describe('firstScreenListFilters', () => {
  it('asks for the default first page on the events screen and the default route', () => {
    for (const hash of ['', '#', '#/', '#/events']) expect(firstScreenListFilters(hash, '')).toEqual(toEventFilters(INITIAL_LIST_STATE));
  });

  it("asks with the URL's filters, sort and page, as the list screen will", () => {
    const search = 'status=upcoming&search=plenum&orderby=title&order=asc&paged=3&per_page=20';
    expect(firstScreenListFilters(`#/events?${search}`, '')).toEqual(listed(search));
    expect(firstScreenListFilters(`#/events?${search}`, '')).toMatchObject({ status: 'upcoming', search_keyword: 'plenum', orderby: 'title', order: 'asc', paged: 3, per_page: 20 });
  });

  it('uses the remembered params when the URL has none, and the URL when it has some', () => {
    expect(firstScreenListFilters('#/events', 'status=past&paged=2')).toEqual(listed('status=past&paged=2'));
    expect(firstScreenListFilters('#/', 'status=past')).toEqual(listed('status=past'));
    expect(firstScreenListFilters('#/events?status=draft', 'status=past')).toEqual(listed('status=draft'));
  });

  it('prefetches nothing for other screens', () => {
    for (const hash of ['#/events/create', '#/speakers', '#/events/empty', '#/purchase-report?status=all']) expect(firstScreenListFilters(hash, 'status=past')).toBeNull();
  });
});

describe('firstScreenTemplateId', () => {
  it("names the template of the builder's route", () => {
    expect(firstScreenTemplateId('#/template-builder/12')).toBe(12);
    expect(firstScreenTemplateId('#/template-builder/7?x=1')).toBe(7);
  });

  it('prefetches no template elsewhere or for an id the builder would not load', () => {
    for (const hash of ['', '#/events', '#/template-builder', '#/template-builder/', '#/template-builder/0', '#/template-builder/abc', '#/template-builder/12abc']) {
      expect(firstScreenTemplateId(hash)).toBeNull();
    }
  });
});
