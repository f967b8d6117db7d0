import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../features/events/queries';
import { currentUserKey } from './AuthorizationWrapper';
import type { FirstScreenRequests } from './firstRequests';

/**
 * Hands the first screen's requests, sent by the entry before the app loaded (see
 * startFirstScreenRequests), to the query cache under the keys their screens read: the permission
 * check and, on the events screen, the list's page under its own filters' key, so the rows need no
 * second round trip. Settles when both have answered (or failed: prefetching never rejects).
 */
export function prefetchFirstScreen(queryClient: QueryClient, requests: FirstScreenRequests): Promise<void> {
  const permissions = queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: () => requests.permissions });
  const { list } = requests;
  if (!list) return permissions;
  const page = queryClient.prefetchQuery({ queryKey: eventKeys.list(list.filters), queryFn: () => list.page });
  return Promise.all([permissions, page]).then(() => undefined);
}

/**
 * Settles when `prefetched` has (answered or failed: prefetching never rejects) or after `limitMs`,
 * whichever comes first. The admin renders its first screen then: with the answers at hand it
 * renders once, rows included, instead of a spinner, then an empty table, then the rows.
 */
export function firstScreenReady(prefetched: Promise<void>, limitMs: number): Promise<void> {
  return Promise.race([prefetched, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}
