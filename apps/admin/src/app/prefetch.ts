import type { QueryClient } from '@tanstack/react-query';
import { hasCapability } from '@eventory/core';
import { eventsClient } from '../api/events';
import type { Bootstrap } from '../bootstrap';
import { rememberedListParams } from '../features/events/list/useListParams';
import { eventKeys } from '../features/events/queries';
import { firstScreenListFilters } from './firstScreen';

/**
 * Starts the event list's page at start-up, alongside the permission check, when the admin opens
 * on the events screen (the default) and the user may see it: the rows then need no second round
 * trip after 'Checking Authorization...'. It asks with the filters, sort and page the list will
 * read from the URL (or restore), so the list finds this query under its own key. The server still
 * enforces access.
 */
export function prefetchFirstScreen(queryClient: QueryClient, bootstrap: Bootstrap, hash: string): void {
  if (!hasCapability(bootstrap.user, 'etn_manage_event')) return;
  const filters = firstScreenListFilters(hash, rememberedListParams());
  if (!filters) return;
  void queryClient.prefetchQuery({ queryKey: eventKeys.list(filters), queryFn: () => eventsClient.list(filters) });
}
