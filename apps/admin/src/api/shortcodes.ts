import type { Page, ShortcodeScript, ShortcodeScriptInput } from '@eventory/core';
import { api } from './client';

/** Get Script records (SPEC §7 "Create shortcode script"), `/api/v2/shortcodes/script`. */
export const shortcodesClient = {
  createScript: (body: ShortcodeScriptInput) => api.post<{ id: number }>('/shortcodes/script', body),
  listScripts: (filters: { paged: number; per_page: number }) => api.get<Page<ShortcodeScript>>('/shortcodes/script', { ...filters }),
  deleteScript: (id: number) => api.delete<{ deleted: number }>(`/shortcodes/script/${id}`),
};

/** The tag Get Script gives (SPEC §7 "Other links"): the site's external-script path with the id, loaded async. */
export function scriptTag(siteUrl: string, id: number): string {
  return `<script async src="${siteUrl.replace(/\/+$/, '')}/external-script?id=${id}"></script>`;
}
