import { describe, expect, it } from 'vitest';
import { CAPABILITY_KEYS, DEFAULT_ROLE_CAPABILITIES, mayManageTaxonomies, VENDOR_ROLE, type UserPermissions } from './capabilities.js';
import { canAccessRoute, fallbackRoute, firstSegment, routeCapability } from './routeAccess.js';

const user = (...permissions: string[]): UserPermissions => ({ is_super_admin: false, permissions });
const superAdmin: UserPermissions = { is_super_admin: true, permissions: [] };

describe('firstSegment', () => {
  it.each([
    ['/events', 'events'],
    ['/events/create/3/basic', 'events'],
    ['#/tags/create', 'tags'],
    ['categories', 'categories'],
    ['/rsvp-report/12?status=going', 'rsvp-report'],
    ['/', ''],
  ])('%s → %s', (path, segment) => {
    expect(firstSegment(path)).toBe(segment);
  });
});

describe('routeCapability: a route needs the capability of its first segment (SPEC §6)', () => {
  it.each([
    ['/events/create/7/tickets', 'etn_manage_event'],
    ['/categories/create', 'etn_manage_event'],
    ['/tags', 'etn_manage_event'],
    ['/rsvp-report/create', 'etn_manage_event'],
    ['/speakers/edit/3', 'etn_manage_organizer'],
    ['/group/create', 'etn_manage_organizer'],
    ['/schedules/empty', 'etn_manage_schedule'],
    ['/attendees/event/4', 'etn_manage_attendee'],
    ['/purchase-report/9', 'etn_manage_order'],
  ])('%s needs %s', (path, capability) => {
    expect(routeCapability(path)).toBe(capability);
  });

  it('a segment elsewhere in the path does not decide (only the first one does)', () => {
    expect(routeCapability('/attendees/events')).toBe('etn_manage_attendee');
    expect(canAccessRoute('/attendees/events', user('etn_manage_event'))).toBe(false);
    expect(canAccessRoute('/events/attendees', user('etn_manage_event'))).toBe(true);
  });
});

describe('canAccessRoute', () => {
  it('lets a user with the capability in and keeps others out', () => {
    expect(canAccessRoute('/events', user('etn_manage_event'))).toBe(true);
    expect(canAccessRoute('/events/create', user('etn_manage_organizer'))).toBe(false);
    expect(canAccessRoute('/speakers', user('etn_manage_organizer'))).toBe(true);
    expect(canAccessRoute('/speakers', user('etn_manage_event'))).toBe(false);
  });

  it('lets a super admin open every route even without listed permissions', () => {
    for (const path of ['/events', '/speakers', '/schedules', '/attendees', '/purchase-report', '/users', '/access-control', '/settings']) {
      expect(canAccessRoute(path, superAdmin)).toBe(true);
    }
  });

  it('keeps users and access-control for super admins only, even for a user holding every capability', () => {
    const everything = user(...CAPABILITY_KEYS);
    expect(canAccessRoute('/users', everything)).toBe(false);
    expect(canAccessRoute('/access-control', everything)).toBe(false);
    expect(canAccessRoute('/users/create', superAdmin)).toBe(true);
  });

  it('matches the default role capabilities: author opens events but not speakers', () => {
    const author = user(...DEFAULT_ROLE_CAPABILITIES.author);
    expect(canAccessRoute('/tags/create', author)).toBe(true);
    expect(canAccessRoute('/speakers', author)).toBe(false);
    const subscriber = user(...DEFAULT_ROLE_CAPABILITIES.subscriber);
    expect(canAccessRoute('/events', subscriber)).toBe(false);
  });

  it('keeps vendors out of the category and tag screens though they hold etn_manage_event (issue #11 §5)', () => {
    const vendor: UserPermissions = { ...user(...VENDOR_ROLE.capabilities), roles: [VENDOR_ROLE.key] };
    for (const path of ['/categories', '/categories/create', '/tags', '/tags/edit/3']) expect(canAccessRoute(path, vendor), path).toBe(false);
    expect(canAccessRoute('/events/create', vendor)).toBe(true);
    expect(canAccessRoute('/attendees', vendor)).toBe(true);
    expect(canAccessRoute('/tags', { ...user('etn_manage_event'), roles: ['editor'] })).toBe(true);
    expect(canAccessRoute('/tags', { ...superAdmin, roles: [VENDOR_ROLE.key] })).toBe(true);
    expect(mayManageTaxonomies({ ...user(), roles: ['editor'] })).toBe(false);
  });
});

describe('fallbackRoute: first allowed of events, speakers, schedules, else the site home', () => {
  it.each<[string, UserPermissions, string | null]>([
    ['super admin', superAdmin, '/events'],
    ['events and schedules', user('etn_manage_schedule', 'etn_manage_event'), '/events'],
    ['organizer and schedules', user('etn_manage_schedule', 'etn_manage_organizer'), '/speakers'],
    ['schedules only', user('etn_manage_schedule'), '/schedules'],
    ['attendees only', user('etn_manage_attendee'), null],
    ['no permission', user(), null],
  ])('%s → %s', (_name, who, expected) => {
    expect(fallbackRoute(who)).toBe(expected);
  });
});
