import { describe, expect, it } from 'vitest';
import { MAX_ID, dateString, idParams, idsQuery, pagingQuery, timeString, timezoneString } from './common.js';

describe('pagingQuery', () => {
  it('defaults to page 1 of 10', () => {
    expect(pagingQuery.parse({})).toEqual({ paged: 1, per_page: 10 });
  });

  it('reads query-string numbers', () => {
    expect(pagingQuery.parse({ paged: '3', per_page: '25' })).toEqual({ paged: 3, per_page: 25 });
  });

  it('caps per_page at 100', () => {
    expect(pagingQuery.parse({ per_page: '100' }).per_page).toBe(100);
    const result = pagingQuery.safeParse({ per_page: '101' });
    expect(result.success).toBe(false);
    // The message is a catalogue id; the API fills in the limit the issue carries.
    expect(result.error?.issues[0]).toMatchObject({ message: 'per_page must be at most {maximum}', maximum: 100 });
  });

  it.each([[{ per_page: '0' }], [{ paged: '0' }], [{ paged: 'two' }], [{ per_page: '1.5' }]])('refuses %j', (query) => {
    expect(pagingQuery.safeParse(query).success).toBe(false);
  });
});

describe('idsQuery', () => {
  it('parses a comma list into unique numbers', () => {
    expect(idsQuery.parse({ ids: '3,1,3,2' }).ids).toEqual([3, 1, 2]);
    expect(idsQuery.parse({ ids: '7' }).ids).toEqual([7]);
  });

  it.each([[{}], [{ ids: '' }], [{ ids: '1,,2' }], [{ ids: '1, 2' }], [{ ids: 'a,b' }], [{ ids: '-1' }], [{ ids: '1,' }]])('refuses %j with a message', (query) => {
    const result = idsQuery.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Give the ids to delete as ids=1,2,3');
  });

  it('refuses more than 1000 ids', () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    expect(idsQuery.safeParse({ ids }).success).toBe(false);
    expect(idsQuery.safeParse({ ids: ids.replace(/,1001$/, '') }).success).toBe(true);
  });
});

describe('field schemas', () => {
  it('dateString refuses impossible dates', () => {
    expect(dateString.safeParse('2026-02-28').success).toBe(true);
    expect(dateString.safeParse('2026-02-30').success).toBe(false);
    expect(dateString.safeParse(20260228).success).toBe(false);
  });

  it('timeString accepts 24-hour HH:mm only', () => {
    expect(timeString.safeParse('23:59').success).toBe(true);
    expect(timeString.safeParse('7:00').success).toBe(false);
  });

  it('timezoneString trims and refuses unknown zones', () => {
    expect(timezoneString.parse(' Europe/Berlin ')).toBe('Europe/Berlin');
    expect(timezoneString.safeParse('Atlantis/Capital').success).toBe(false);
  });

  it('idParams coerces a positive integer id', () => {
    expect(idParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(idParams.safeParse({ id: '0' }).success).toBe(false);
    expect(idParams.safeParse({ id: 'abc' }).success).toBe(false);
  });

  it('ids beyond a 32-bit database column are refused, not passed on', () => {
    expect(idParams.parse({ id: String(MAX_ID) })).toEqual({ id: MAX_ID });
    expect(idParams.safeParse({ id: String(MAX_ID + 1) }).error?.issues[0]).toMatchObject({ message: 'An id is at most {maximum}', maximum: MAX_ID });
    expect(idsQuery.safeParse({ ids: `1,${MAX_ID + 1}` }).error?.issues[0]).toMatchObject({ message: 'An id is at most {maximum}', params: { maximum: MAX_ID } });
  });
});
