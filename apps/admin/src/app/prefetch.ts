import type { QueryClient } from '@tanstack/react-query';
import { hasCapability } from '@eventory/core';
import { eventsClient } from '../api/events';
import type { Bootstrap } from '../bootstrap';
import { INITIAL_LIST_STATE, toEventFilters } from '../features/events/list/listState';
import { eventKeys } from '../features/events/queries';

/**
 * Starts the first page of the event list at start-up, alongside the permission check, when the
 * admin opens on the events screen (the default) and the user may see it: the rows then need no
 * second round trip after 'Checking Authorization...'. The server still enforces access.
 */
export function prefetchFirstScreen(queryClient: QueryClient, bootstrap: Bootstrap, hash: string): void {
  const path = hash.replace(/^#/, '') || '/';
  if (path !== '/' && path !== '/events') return;
  if (!hasCapability(bootstrap.user, 'etn_manage_event')) return;
  const filters = toEventFilters(INITIAL_LIST_STATE);
  void queryClient.prefetchQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters) });
}
