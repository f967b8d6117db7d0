import { describe, expect, it } from 'vitest';
import { backTarget, headerButton } from './headerButton';

describe('header button (SPEC §2 "Header menu")', () => {
  it('is Go Back on create and edit pages, attendees and purchase-report', () => {
    for (const path of ['/events/create', '/events/create/3/basic', '/categories/create', '/speakers/edit/4', '/attendees', '/attendees/event/2', '/purchase-report/9', '/rsvp-report/create']) {
      expect(headerButton(path, 'off'), path).toEqual({ kind: 'back', to: backTarget(path) });
    }
  });

  it("goes back to the screen's list, not a step back in history", () => {
    expect(backTarget('/events/create')).toBe('/events');
    expect(backTarget('/events/create/3/publish')).toBe('/events');
    expect(backTarget('/speakers/edit/4')).toBe('/speakers');
    expect(backTarget('/categories/create')).toBe('/categories');
    expect(backTarget('/schedules/edit/2')).toBe('/schedules');
    expect(backTarget('/rsvp-report/create')).toBe('/rsvp-report');
    expect(backTarget('/attendees/edit/7')).toBe('/attendees');
    expect(backTarget('/attendees/event/2')).toBe('/events');
    expect(backTarget('/purchase-report/9')).toBe('/events');
    expect(backTarget('/purchase-report/booking/5')).toBe('/purchase-report');
  });

  it('is Add New to the section create route elsewhere', () => {
    expect(headerButton('/events', 'off')).toEqual({ kind: 'add', label: 'Add New', to: '/events/create' });
    expect(headerButton('/tags', 'off')).toEqual({ kind: 'add', label: 'Add New', to: '/tags/create' });
    expect(headerButton('/schedules', 'off')).toEqual({ kind: 'add', label: 'Add New', to: '/schedules/create' });
  });

  it('reads RSVP Reminder on the rsvp-report section', () => {
    expect(headerButton('/rsvp-report', 'off')).toEqual({ kind: 'add', label: 'RSVP Reminder', to: '/rsvp-report/create' });
    expect(headerButton('/rsvp-report/5', 'off')).toEqual({ kind: 'add', label: 'RSVP Reminder', to: '/rsvp-report/create' });
  });

  it('is hidden on categories and tags when they are disabled', () => {
    expect(headerButton('/categories', 'on')).toBeNull();
    expect(headerButton('/tags', 'on')).toBeNull();
    expect(headerButton('/events', 'on')).toEqual({ kind: 'add', label: 'Add New', to: '/events/create' });
  });
});
