import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** What the header's right-side button is on a route (SPEC §2 "Header menu"). */
export type HeaderButton = { kind: 'back'; to: string } | { kind: 'add'; label: 'Add New' | 'RSVP Reminder'; to: string } | null;

/** Sections whose Add New button leads to `/<section>/create`. */
const CREATABLE = new Set(['events', 'categories', 'tags', 'speakers', 'group', 'schedules', 'users']);

/**
 * Where 'Go Back' leads: the list the screen belongs to, never a step back in the browser's
 * history (which may be another section of the same editor, or nothing in a fresh tab). Create and
 * edit pages go to their section's list; an attendee to the attendees, a booking to the bookings;
 * the attendee and booking tables, opened from an event's row, to the events.
 */
export function backTarget(pathname: string): string {
  const [section = '', second] = pathname.split('/').filter(Boolean);
  if (section === 'purchase-report') return second === 'booking' ? '/purchase-report' : '/events';
  if (section === 'attendees') return second === 'edit' ? '/attendees' : '/events';
  return `/${section}`;
}

/**
 * The button rule: 'Go Back' on create/edit pages, attendees, purchase-report and the RSVP create
 * page; 'RSVP Reminder' on the rsvp-report section; else 'Add New' to the section's create route.
 * Hidden on categories and tags when disable_category_and_tags is 'on'.
 */
export function headerButton(pathname: string, disableCategoryAndTags: 'on' | 'off'): HeaderButton {
  const segments = pathname.split('/').filter(Boolean);
  const [section = '', second] = segments;
  if (second === 'create' || second === 'edit' || section === 'attendees' || section === 'purchase-report') return { kind: 'back', to: backTarget(pathname) };
  if ((section === 'categories' || section === 'tags') && disableCategoryAndTags === 'on') return null;
  if (section === 'rsvp-report') return { kind: 'add', label: 'RSVP Reminder', to: '/rsvp-report/create' };
  if (CREATABLE.has(section)) return { kind: 'add', label: 'Add New', to: `/${section}/create` };
  return null;
}

/** The query string each route was last shown with in this tab (a list's filters, page and sort). */
const lastSearches = new Map<string, string>();

/**
 * Remembers the current route's query string and returns a function that gives a 'Go Back'
 * target with the query string that list last had, so coming back keeps its filters, page and sort.
 */
export function useListReturn(): (to: string) => string {
  const { pathname, search } = useLocation();
  useEffect(() => {
    lastSearches.set(pathname, search);
  }, [pathname, search]);
  return (to) => `${to}${lastSearches.get(to) ?? ''}`;
}
