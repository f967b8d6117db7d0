import type { EventFilters } from '../api/events';
import { stateFromParams, toEventFilters } from '../features/events/list/listState';

/**
 * The event list's first page as the list screen will ask for it when the admin opens at `hash`
 * (`#/events?status=upcoming&paged=2`), or null when the admin opens elsewhere. Its state lives in
 * the URL (issue #9 §1); opened without search params (`#/`, `#/events`), the list restores the
 * params this tab last showed (`remembered`, see rememberedListParams), so the same filters and
 * hence the same query key are used here.
 */
export function firstScreenListFilters(hash: string, remembered: string): EventFilters | null {
  const route = hash.replace(/^#/, '');
  const mark = route.indexOf('?');
  const path = mark < 0 ? route : route.slice(0, mark);
  if (path !== '' && path !== '/' && path !== '/events') return null;
  const search = mark < 0 ? '' : route.slice(mark + 1);
  return toEventFilters(stateFromParams(new URLSearchParams(search || remembered)));
}

/**
 * The template the builder will load when the admin opens at `hash` (`#/template-builder/12`,
 * issue #10 §7), or null elsewhere: its request then runs while the builder's code downloads.
 */
export function firstScreenTemplateId(hash: string): number | null {
  const match = /^#\/template-builder\/(\d+)(?:[/?]|$)/.exec(hash);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
