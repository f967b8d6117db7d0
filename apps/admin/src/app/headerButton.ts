/** What the header's right-side button is on a route (SPEC §2 "Header menu"). */
export type HeaderButton = { kind: 'back' } | { kind: 'add'; label: 'Add New' | 'RSVP Reminder'; to: string } | null;

/** Sections whose Add New button leads to `/<section>/create`. */
const CREATABLE = new Set(['events', 'categories', 'tags', 'speakers', 'group', 'schedules', 'users']);

/**
 * The button rule: 'Go Back' on create/edit pages, attendees, purchase-report and the RSVP create
 * page; 'RSVP Reminder' on the rsvp-report section; else 'Add New' to the section's create route.
 * Hidden on categories and tags when disable_category_and_tags is 'on'.
 */
export function headerButton(pathname: string, disableCategoryAndTags: 'on' | 'off'): HeaderButton {
  const segments = pathname.split('/').filter(Boolean);
  const [section = '', second] = segments;
  if (second === 'create' || second === 'edit' || section === 'attendees' || section === 'purchase-report') return { kind: 'back' };
  if ((section === 'categories' || section === 'tags') && disableCategoryAndTags === 'on') return null;
  if (section === 'rsvp-report') return { kind: 'add', label: 'RSVP Reminder', to: '/rsvp-report/create' };
  if (CREATABLE.has(section)) return { kind: 'add', label: 'Add New', to: `/${section}/create` };
  return null;
}
