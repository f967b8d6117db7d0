import { hasCapability, type EventItem, type Page } from '@eventory/core';
import { eventsClient, type EventFilters } from '../api/events';
import { permissionsClient, type CurrentUserPermissions } from '../api/permissions';
import type { Bootstrap } from '../bootstrap';
import { firstScreenListFilters } from './firstScreen';
import { rememberedListParams } from '../features/events/list/rememberedParams';

/** The first screen's requests, already under way (see startFirstScreenRequests). */
export interface FirstScreenRequests {
  permissions: Promise<CurrentUserPermissions>;
  /** The event list's first page and the filters it was asked with; null off the events screen. */
  list: { filters: EventFilters; page: Promise<Page<EventItem>> } | null;
}

/** A promise whose failure is reported by whoever awaits it later, not as an unhandled rejection now. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Sends the first screen's requests (SPEC §2: the permission check every screen waits for, and,
 * when the admin opens on the events screen, the default, and the user may see it, the event
 * list's page with the filters, sort and page the list will read from the URL or restore) from the
 * admin's small entry script, so they run while the app's code (~1.2 MB) still downloads and
 * compiles. `hash` is the location's hash after any scanner link was rewritten. The server still
 * enforces access.
 */
export function startFirstScreenRequests(bootstrap: Bootstrap, hash: string): FirstScreenRequests {
  const permissions = quiet(permissionsClient.currentUser());
  if (!hasCapability(bootstrap.user, 'etn_manage_event')) return { permissions, list: null };
  const filters = firstScreenListFilters(hash, rememberedListParams());
  return { permissions, list: filters ? { filters, page: quiet(eventsClient.list(filters)) } : null };
}
