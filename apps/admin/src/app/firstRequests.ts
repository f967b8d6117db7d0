import { hasCapability, type EventItem, type Page, type Template } from '@eventory/core';
import { eventsClient, type EventFilters } from '../api/events';
import { permissionsClient, type CurrentUserPermissions } from '../api/permissions';
import { templatesClient } from '../api/templates';
import type { Bootstrap } from '../bootstrap';
import { firstScreenListFilters, firstScreenTemplateId } from './firstScreen';
import { rememberedListParams } from '../shared/rememberedParams';

/** The first screen's requests, already under way (see startFirstScreenRequests). */
export interface FirstScreenRequests {
  permissions: Promise<CurrentUserPermissions>;
  /** The event list's first page and the filters it was asked with; null off the events screen. */
  list: { filters: EventFilters; page: Promise<Page<EventItem>> } | null;
  /** The template the builder opens on (issue #10 §7); null off the builder's edit screen. */
  template: { id: number; template: Promise<Template> } | null;
}

/** A promise whose failure is reported by whoever awaits it later, not as an unhandled rejection now. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Sends the first screen's requests (SPEC §2: the permission check every screen waits for, and,
 * when the admin opens on the events screen, the default, and the user may see it, the event
 * list's page with the filters, sort and page the list will read from the URL or restore; on the
 * template builder's edit screen, when the user may manage templates, the template) from the
 * admin's small entry script, so they run while the app's code (~1.2 MB) still downloads and
 * compiles. `hash` is the location's hash after any scanner link was rewritten. The server still
 * enforces access.
 */
export function startFirstScreenRequests(bootstrap: Bootstrap, hash: string): FirstScreenRequests {
  const permissions = quiet(permissionsClient.currentUser());
  const templateId = hasCapability(bootstrap.user, 'etn_manage_template') ? firstScreenTemplateId(hash) : null;
  const template = templateId ? { id: templateId, template: quiet(templatesClient.get(templateId)) } : null;
  if (!hasCapability(bootstrap.user, 'etn_manage_event')) return { permissions, list: null, template };
  const filters = firstScreenListFilters(hash, rememberedListParams('events'));
  return { permissions, list: filters ? { filters, page: quiet(eventsClient.list(filters)) } : null, template };
}
