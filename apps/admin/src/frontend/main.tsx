import { FRONTEND_CONTAINERS } from '@eventory/core';
import { provideBootstrap, readSession } from './session';

/**
 * The admin's second entry (issue #11 §5, SPEC §2 "Front-end mount"): on a public page holding a
 * multivendor form, multivendor attendee list or front-end attendee list container, it learns the
 * session, then loads the mount (React, antd and the screens) and renders into each container.
 * Pages without a container load nothing more than this file.
 */
async function start() {
  if (!Object.values(FRONTEND_CONTAINERS).some((id) => document.getElementById(id))) return;
  const session = await readSession();
  provideBootstrap(session);
  // Loaded after the bootstrap block exists: the API client reads it when its module is evaluated.
  const { mountFrontend } = await import('./mount');
  await mountFrontend(session);
}

void start();
