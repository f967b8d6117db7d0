import type { Language, TemplateSettings } from '@eventory/core';
import { api } from './client';

/** Global settings (SPEC §3), with the template defaults and third-party builder flag of issue #10. */
export interface Settings extends TemplateSettings {
  disable_category_and_tags: 'on' | 'off';
  modules: { rsvp: 'on' | 'off' };
  /** ISO 4217 code of every price. */
  currency: string;
  /** BCP 47 locale of prices, dates and times. */
  locale: string;
  /** How to pay a pending (offline) booking: shown on its page and in its mail. */
  offline_payment_instructions: string;
  /** Hours an unpaid offline booking holds its seats. */
  reservation_hours: number;
  /** Sites (origins) whose pages may show Get Script widgets. */
  registered_domains: string[];
  /** Issue #12: the site's default language. */
  site_language: Language;
}

export const settingsClient = {
  get: () => api.get<Settings>('/settings'),
  update: (patch: Partial<Omit<Settings, 'modules'>> & { modules?: Partial<Settings['modules']> }) => api.put<Settings>('/settings', patch),
};
