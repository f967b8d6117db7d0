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
 * enforces access.
 */
export function prefetchFirstScreen(queryClient: QueryClient, bootstrap: Bootstrap, hash: string): void {
  void queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: permissionsClient.currentUser });
  if (!hasCapability(bootstrap.user, 'etn_manage_event')) return;
  const filters = firstScreenListFilters(hash, rememberedListParams());
  if (!filters) return;
  void queryClient.prefetchQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters) });
}
