import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSettings, settingsPatch, updateSettings } from './service.js';

/** `/api/v2/settings`: read by any admin user, changed with etn_manage_setting. */
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
