import { FRONTEND_CONTAINERS } from '@eventory/core';
import { LOGGED_OUT, provideBootstrap, readSession } from './session';

/** Containers whose content depends on who is logged in; the front-end attendee list is the same for everyone. */
const SESSION_CONTAINERS = [FRONTEND_CONTAINERS.vendorForm, FRONTEND_CONTAINERS.vendorAttendees];

/**
 * The admin's second entry (issue #11 §5, SPEC §2 "Front-end mount"): on a public page holding a
 * multivendor form, multivendor attendee list or front-end attendee list container, it learns the
 * session (only for the vendor's containers: a visitor of an event page is not asked, so their
 * console shows no 401), then loads the mount (React, antd and the screens) and renders into each container.
 * Pages without a container load nothing more than this file.
 */
async function start() {
  if (!Object.values(FRONTEND_CONTAINERS).some((id) => document.getElementById(id))) return;
  const session = SESSION_CONTAINERS.some((id) => document.getElementById(id)) ? await readSession() : LOGGED_OUT;
  provideBootstrap(session);
  // Loaded after the bootstrap block exists: the API client reads it when its module is evaluated.
  const { mountFrontend } = await import('./mount');
  await mountFrontend(session);
}

void start();
