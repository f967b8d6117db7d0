import type { QueryClient } from '@tanstack/react-query';
import { hasCapability } from '@eventory/core';
import { eventsClient } from '../api/events';
import { permissionsClient } from '../api/permissions';
import type { Bootstrap } from '../bootstrap';
import { rememberedListParams } from '../features/events/list/useListParams';
import { eventKeys } from '../features/events/queries';
import { currentUserKey } from './AuthorizationWrapper';
import { firstScreenListFilters } from './firstScreen';

/**
 * Starts the first screen's requests at start-up, before React renders: the permission check that
 * every screen waits for ('Checking Authorization...'), and, when the admin opens on the events
 * screen (the default) and the user may see it, the event list's page, so the rows need no second
 * round trip after the check. The list page is asked with the filters, sort and page the list will
 * read from the URL (or restore), so the list finds it under its own query key. The server still
 * enforces access. Settles when both have answered (or failed).
 */
export function prefetchFirstScreen(queryClient: QueryClient, bootstrap: Bootstrap, hash: string): Promise<void> {
  const permissions = queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: permissionsClient.currentUser });
  if (!hasCapability(bootstrap.user, 'etn_manage_event')) return permissions;
  const filters = firstScreenListFilters(hash, rememberedListParams());
  if (!filters) return permissions;
  const list = queryClient.prefetchQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters) });
  return Promise.all([permissions, list]).then(() => undefined);
}

/**
 * Settles when `prefetched` has (answered or failed: prefetching never rejects) or after `limitMs`,
 * whichever comes first. The admin renders its first screen then: with the answers at hand it
 * renders once, rows included, instead of a spinner, then an empty table, then the rows.
 */
export function firstScreenReady(prefetched: Promise<void>, limitMs: number): Promise<void> {
  return Promise.race([prefetched, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}
