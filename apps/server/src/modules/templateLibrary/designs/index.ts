import { CERTIFICATE_DESIGNS } from './certificates.js';
import { LANDING_DESIGNS } from './landings.js';
import { TICKET_DESIGNS } from './tickets.js';
import type { LibraryDesign } from './types.js';

/** Every design the library ships, certificates first, then tickets, then event landing pages. */
export const LIBRARY_DESIGNS: readonly LibraryDesign[] = [...CERTIFICATE_DESIGNS, ...TICKET_DESIGNS, ...LANDING_DESIGNS];

export type { LibraryDesign } from './types.js';
