import { hasCapability, mayManageTaxonomies, type Capability, type UserPermissions } from './capabilities.js';

/**
 * The admin route rule (SPEC §6): a hash route needs the capability of its first path segment.
 * Segments not listed here need no capability beyond being logged in to the admin.
 */
export const ROUTE_CAPABILITIES: Readonly<Record<string, Capability>> = {
  events: 'etn_manage_event',
  categories: 'etn_manage_event',
  tags: 'etn_manage_event',
  'rsvp-report': 'etn_manage_event',
  speakers: 'etn_manage_organizer',
  group: 'etn_manage_organizer',
  schedules: 'etn_manage_schedule',
  attendees: 'etn_manage_attendee',
  'purchase-report': 'etn_manage_order',
  'ticket-scanner': 'etn_manage_qr_scan',
  'template-builder': 'etn_manage_template',
  shortcodes: 'etn_manage_shortcode',
  license: 'etn_manage_license',
  settings: 'etn_manage_setting',
};

/** Segments only super admins may open (the host's user management). */
export const SUPER_ADMIN_SEGMENTS: ReadonlySet<string> = new Set(['users', 'access-control', 'audit']);

/** The category and tag screens: only for users who may manage them ({@link mayManageTaxonomies}). */
const TAXONOMY_SEGMENTS: ReadonlySet<string> = new Set(['categories', 'tags']);

/** Where a user without access is sent, in order of preference (SPEC §6). */
export const FALLBACK_ROUTES = ['/events', '/speakers', '/schedules'] as const;

/** The first path segment of a hash route: `/events/create/3/basic` → `events`. */
export function firstSegment(path: string): string {
  return path.replace(/^[#/]+/, '').split(/[/?]/)[0] ?? '';
}

/** The capability a route needs, or null when it needs none. */
export function routeCapability(path: string): Capability | null {
  return ROUTE_CAPABILITIES[firstSegment(path)] ?? null;
}

/**
 * True when the user may open the route (SPEC §6: super admins may open every route); the category
 * and tag screens also need {@link mayManageTaxonomies} (vendors do not get them).
 */
export function canAccessRoute(path: string, user: UserPermissions): boolean {
  if (SUPER_ADMIN_SEGMENTS.has(firstSegment(path))) return user.is_super_admin;
  if (TAXONOMY_SEGMENTS.has(firstSegment(path))) return mayManageTaxonomies(user);
  const capability = routeCapability(path);
  return capability === null || hasCapability(user, capability);
}

/**
 * Where to send a user who may not open a route: the first allowed of events, speakers,
 * schedules; `null` means the site home (outside the admin).
 */
export function fallbackRoute(user: UserPermissions): string | null {
  return FALLBACK_ROUTES.find((route) => canAccessRoute(route, user)) ?? null;
}
