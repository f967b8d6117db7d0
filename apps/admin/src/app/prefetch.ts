import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from '../features/events/queries';
import { templateKeys } from '../features/template-builder/templateKeys';
import { currentUserKey } from './AuthorizationWrapper';
import type { FirstScreenRequests } from './firstRequests';

/**
 * Hands the first screen's requests, sent by the entry before the app loaded (see
 * startFirstScreenRequests), to the query cache under the keys their screens read: the permission
 * check, on the events screen the list's page under its own filters' key, so the rows need no
 * second round trip, and on the template builder's edit screen the template, so the editor renders
 * as soon as its code has run. Settles when all have answered (or failed: prefetching never rejects).
 */
export function prefetchFirstScreen(queryClient: QueryClient, requests: FirstScreenRequests): Promise<void> {
  const { list, template } = requests;
  const prefetches = [queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: () => requests.permissions })];
  if (list) prefetches.push(queryClient.prefetchQuery({ queryKey: eventKeys.list(list.filters), queryFn: () => list.page }));
  if (template) prefetches.push(queryClient.prefetchQuery({ queryKey: templateKeys.detail(template.id), queryFn: () => template.template }));
  return Promise.all(prefetches).then(() => undefined);
}

/**
 * Settles when `prefetched` has (answered or failed: prefetching never rejects) or after `limitMs`,
 * whichever comes first. The admin renders its first screen then: with the answers at hand it
 * renders once, rows included, instead of a spinner, then an empty table, then the rows.
 */
export function firstScreenReady(prefetched: Promise<void>, limitMs: number): Promise<void> {
  return Promise.race([prefetched, new Promise<void>((resolve) => setTimeout(resolve, limitMs))]);
}
