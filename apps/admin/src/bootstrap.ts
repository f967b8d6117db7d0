import type { Settings } from './api/settings';

/** The current user as the host hands it over (SPEC §3 "User permissions object" plus identity). */
export interface BootstrapUser {
  id: number;
  email: string;
  display_name: string;
  role: string;
  is_super_admin: boolean;
  permissions: string[];
  /** Issue #12: the user's own admin language, or null to follow the site's. */
  language?: string | null;
}

/** What the host page hands the admin (ARCHITECTURE "Admin"): read once from its JSON block. */
export interface Bootstrap {
  apiBase: string;
  nonce: string;
  adminUrl: string;
  siteUrl: string;
  user: BootstrapUser;
  settings: Settings;
  /** Base URL of the template library (issue #10 §2, `TEMPLATE_LIBRARY_URL`); this site's own when left out. */
  templateLibraryUrl?: string;
}

function read(): Bootstrap {
  const node = document.getElementById('eventory-bootstrap');
  if (!node?.textContent) throw new Error('The admin page is missing its bootstrap object.');
  return JSON.parse(node.textContent) as Bootstrap;
}

export const bootstrap: Bootstrap = read();
