/**
 * The capability catalogue and the built-in roles (SPEC §6, ../shared/REFERENCE.md).
 * Role → capability assignments live in the database; these are only the defaults
 * written by the first migration.
 */

/** Every capability the product knows, key → label shown on the Access Control screen. */
export const CAPABILITIES = {
  etn_manage_event: 'Events, categories, tags and RSVP report',
  etn_manage_organizer: 'Speakers, organizers and speaker groups',
  etn_manage_schedule: 'Schedules',
  etn_manage_attendee: 'Attendees',
  etn_manage_order: 'Bookings (purchase report)',
  etn_manage_qr_scan: 'QR ticket scan',
  etn_manage_template: 'Templates',
  etn_manage_shortcode: 'Shortcodes',
  etn_manage_setting: 'Settings',
  etn_manage_license: 'License',
} as const;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_KEYS = Object.keys(CAPABILITIES) as Capability[];

export function isCapability(value: string): value is Capability {
  return Object.prototype.hasOwnProperty.call(CAPABILITIES, value);
}

/** Built-in site roles; `administrator` is the super admin and holds every capability. */
export const BUILTIN_ROLES = [
  { key: 'administrator', name: 'Administrator' },
  { key: 'editor', name: 'Editor' },
  { key: 'author', name: 'Author' },
  { key: 'contributor', name: 'Contributor' },
  { key: 'subscriber', name: 'Subscriber' },
] as const;

export type BuiltinRoleKey = (typeof BUILTIN_ROLES)[number]['key'];

export const SUPER_ADMIN_ROLE = 'administrator';

/** Default capabilities per built-in role, written once by the first migration. */
export const DEFAULT_ROLE_CAPABILITIES: Record<BuiltinRoleKey, Capability[]> = {
  administrator: [...CAPABILITY_KEYS],
  editor: [
    'etn_manage_event',
    'etn_manage_organizer',
    'etn_manage_schedule',
    'etn_manage_attendee',
    'etn_manage_order',
    'etn_manage_qr_scan',
    'etn_manage_template',
    'etn_manage_shortcode',
  ],
  author: ['etn_manage_event'],
  contributor: [],
  subscriber: [],
};

/** What `GET /api/v2/permissions/current-user` answers (SPEC §3 "User permissions object"). */
export interface UserPermissions {
  is_super_admin: boolean;
  permissions: string[];
}

/** True when the user may use a capability: super admins may use all of them. */
export function hasCapability(user: UserPermissions, capability: Capability): boolean {
  return user.is_super_admin || user.permissions.includes(capability);
}

/** True when the user may use every one of `capabilities` (a route that needs several: `access.allOf`). */
export function hasEveryCapability(user: UserPermissions, capabilities: readonly Capability[]): boolean {
  return capabilities.every((capability) => hasCapability(user, capability));
}

/**
 * What each import writes decides what it needs (issue #9 §6.3): an .ics import writes events; a
 * conference import writes its event, tags, speakers and schedules. The server refuses a role missing
 * any of them (403 naming the missing ones); the admin shows the import only to roles holding all.
 */
export const ICS_IMPORT_NEEDS: readonly Capability[] = ['etn_manage_event'];
export const CONFERENCE_IMPORT_NEEDS: readonly Capability[] = ['etn_manage_event', 'etn_manage_organizer', 'etn_manage_schedule'];

/**
 * The vendor role (issue #11 §5): someone who logs in on the public site's Event Frontend Dashboard,
 * creates and edits their own events and sees those events' attendees. Added by the migration
 * `0009_mount_vendor_role` (not by the first one, so existing sites get it too) and then edited on
 * the Access Control screen like any other role.
 */
export const VENDOR_ROLE = { key: 'vendor', name: 'Vendor', capabilities: ['etn_manage_event', 'etn_manage_attendee'] as Capability[] } as const;

/** Roles limited to the events they created (issue #5: "a user's own events only … authors, vendors"). */
export const OWN_EVENTS_ONLY_ROLES: ReadonlySet<string> = new Set(['author', VENDOR_ROLE.key]);

/**
 * The author id a user's event access is limited to, or null when they may work on every event
 * (super admins and roles not in {@link OWN_EVENTS_ONLY_ROLES}).
 */
export function ownEventsScope(user: { id: number; role: string; is_super_admin: boolean }): number | null {
  return !user.is_super_admin && OWN_EVENTS_ONLY_ROLES.has(user.role) ? user.id : null;
}

/**
 * The own-events rule for one event (issue #5, issue #9 §6.1): true when an event authored by
 * `authorId` lies within `scope` (an {@link ownEventsScope} result; null means every event).
 * Server routes answer 404 for events outside the caller's scope, as if they did not exist.
 */
export function inEventScope(authorId: number | null, scope: number | null): boolean {
  return scope === null || authorId === scope;
}
