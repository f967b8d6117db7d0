import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../audit/service.js';
import { getSettings, settingsPatch, updateSettings } from './service.js';

/**
 * `/api/v2/settings`: read by any admin user, changed with etn_manage_setting (partial PUT). Holds
 * the SPEC §3 switches and (issue #9 §4) `currency` (ISO 4217, default USD), `locale` (BCP 47,
 * default en-US, a locale of the site language: `en-GB`, `en-DE` for English), `offline_payment_instructions`
 * and `reservation_hours` (1–1440, default 48); (issue #10) `third_party_builder` ('on'/'off',
 * default 'off') and `default_landing_template`, `default_ticket_template`,
 * `default_certificate_template` (template ids of that type, or null). 400 with each field's
 * message in `errors` (core's settingsFields) for an unknown currency or locale, a locale of
 * another language than the site's, hours out of range, or a wrong template; nothing is changed.
 * A change is recorded in the audit trail (entity type `settings`: the keys that changed, before
 * and after) with who made it.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config: { access: 'authenticated' }, schema: { tags: ['settings'], summary: 'Global settings' } }, () =>
    getSettings(app.db),
  );
  app.put(
    '/',
    { config: { access: 'etn_manage_setting' }, schema: { tags: ['settings'], summary: 'Update global settings (partial)', body: settingsPatch } },
    (request) => updateSettings(app.db, request.body, actorOf(request.user)),
  );
};
export default settingsRoutes;
