/**
 * The capability catalogue and the built-in roles (SPEC §6, ../shared/REFERENCE.md).
 * Role → capability assignments live in the database; these are only the defaults
 * written by the first migration.
 */

/**
 * Every capability the product knows, key → label shown on the Access Control screen (catalogue
 * messages: the admin shows them in the user's language with `i18n._`).
 */
export const CAPABILITIES = {
  etn_manage_event: /*i18n*/ 'Events, categories, tags and RSVP report',
  etn_manage_organizer: /*i18n*/ 'Speakers, organizers and speaker groups',
  etn_manage_schedule: /*i18n*/ 'Schedules',
  etn_manage_attendee: /*i18n*/ 'Attendees',
  etn_manage_order: /*i18n*/ 'Bookings (purchase report)',
  etn_manage_qr_scan: /*i18n*/ 'QR ticket scan',
  etn_manage_template: /*i18n*/ 'Templates',
  etn_manage_shortcode: /*i18n*/ 'Shortcodes',
  etn_manage_setting: /*i18n*/ 'Settings',
  etn_manage_license: /*i18n*/ 'License',
} as const;

export type Capability = keyof typeof CAPABILITIES;

export const CAPABILITY_KEYS = Object.keys(CAPABILITIES) as Capability[];

export function isCapability(value: string): value is Capability {
  return Object.prototype.hasOwnProperty.call(CAPABILITIES, value);
}

/**
 * Built-in site roles; `administrator` is the super admin and holds every capability. Their names
 * are catalogue messages, shown translated while a site keeps them (see {@link productRoleName}).
 */
export const BUILTIN_ROLES = [
  { key: 'administrator', name: /*i18n*/ 'Administrator' },
  { key: 'editor', name: /*i18n*/ 'Editor' },
  { key: 'author', name: /*i18n*/ 'Author' },
  { key: 'contributor', name: /*i18n*/ 'Contributor' },
  { key: 'subscriber', name: /*i18n*/ 'Subscriber' },
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
  /** The user's site roles (`current-user` answers them); rules that depend on a role read it. */
  roles?: readonly string[];
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
export const VENDOR_ROLE = { key: 'vendor', name: /*i18n*/ 'Vendor', capabilities: ['etn_manage_event', 'etn_manage_attendee'] as Capability[] } as const;

/** The shipped name of a role the product defines (built-in or the vendor role), a catalogue message; else undefined. */
export function productRoleName(key: string): string | undefined {
  return [...BUILTIN_ROLES, VENDOR_ROLE].find((role) => role.key === key)?.name;
}

/**
 * Roles that choose categories and tags for their own events but may not create, rename or delete
 * them (issue #11 §5). SPEC §6 bundles categories and tags with etn_manage_event for the admin's
 * staff; a vendor is no staff member: SPEC §2 gives vendors the front-end mount (their own events
 * and attendees), while categories and tags are shared by every event of the site.
 */
export const TAXONOMY_READ_ONLY_ROLES: ReadonlySet<string> = new Set([VENDOR_ROLE.key]);

/** What the server answers a read-only role that tries to change a category or tag (403). */
export const TAXONOMY_READ_ONLY_REFUSAL = 'Vendors choose categories and tags for their events but cannot create, change or delete them. Ask an administrator.';

/**
 * True when the user may create, change and delete categories and tags (and open their admin
 * screens): etn_manage_event, unless every role of theirs is in {@link TAXONOMY_READ_ONLY_ROLES}
 * (super admins always may).
 */
export function mayManageTaxonomies(user: UserPermissions): boolean {
  if (!hasCapability(user, 'etn_manage_event')) return false;
  return user.is_super_admin || !(user.roles ?? []).some((role) => TAXONOMY_READ_ONLY_ROLES.has(role));
}

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
