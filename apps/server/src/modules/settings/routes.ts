import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings, settingsPatch, updateSettings } from './service.js';

/**
 * `/api/v2/settings`: read by any admin user, changed with etn_manage_setting (partial PUT). Holds
 * the SPEC §3 switches and (issue #9 §4) `currency` (ISO 4217, default USD), `locale` (BCP 47,
 * default en-US), `offline_payment_instructions` and `reservation_hours` (1–1440, default 48);
 * (issue #10) `third_party_builder` ('on'/'off', default 'off') and `default_landing_template`,
 * `default_ticket_template`, `default_certificate_template` (template ids of that type, or null).
 * 400 with the field's message for an unknown currency or locale, or a wrong template.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'authenticated' }, schema: { tags: ['settings'], summary: 'Global settings' } }, () =>
    getSettings(app.db),
  );
  app.put(
    '/',
    { config: { access: 'etn_manage_setting' }, schema: { tags: ['settings'], summary: 'Update global settings (partial)', body: settingsPatch } },
    (request) => updateSettings(app.db, request.body),
  );
};
export default settingsRoutes;
