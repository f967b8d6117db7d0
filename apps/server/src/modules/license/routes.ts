import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { licenseActivateInput } from '@eventory/core';
import { answerLanguage } from '../../i18n/apiMessages.js';
import { serverI18n } from '../../i18n/serverI18n.js';
import { actorOf } from '../audit/service.js';
import { loadPublicKey } from './keys.js';
import { LicenseService } from './service.js';
import { VENDOR_PUBLIC_KEY } from './vendor-public-key.js';

/** Activation attempts allowed per IP and minute (issue #5: attempts are rate-limited). */
export const LICENSE_ACTIVATION_LIMIT = 5;

/**
 * `/api/v2/license` (SPEC §2 "License screen", §3 "License", §7, issue #5). Every route needs
 * etn_manage_license and answers `{ data }`, where data is a LicenseData
 * `{ license: 'valid' | 'invalid', name, email, plan, expires (UTC date or null), domain,
 * activated_at (ISO), reason? }` or false when no license is activated; `reason` and `message` in
 * the reader's language (issue #12). The key itself is never
 * answered.
 * - `GET /` re-verifies the stored license each time: an expired one reads 'invalid' with the reason.
 * - `POST /activate {name, email, license_key}` checks the key offline (signature, expiry, email,
 *   the site's domain): 200 with the valid license; 422 `{ code: 'license_<reason>', message,
 *   data: { license: 'invalid', reason, … } }` writing nothing; 400 for missing fields (SPEC §5
 *   messages); 429 after 5 attempts a minute from one IP.
 * - `POST /deactivate` removes it → `{ data: false }`; 409 when none is activated.
 */
const licenseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new LicenseService({
    db: app.db,
    publicKey: loadPublicKey(app.config.licensePublicKey ?? VENDOR_PUBLIC_KEY),
    siteUrl: app.config.siteUrl,
  });
  const access = 'etn_manage_license' as const;
  const tags = ['license'];

  app.get('/', { config: { access }, schema: { tags, summary: 'The activated license, re-verified now (data false when none)' } }, async (request) => ({
    data: await service.get(serverI18n(await answerLanguage(request))),
  }));

  app.post(
    '/activate',
    {
      config: { access, rateLimit: { max: LICENSE_ACTIVATION_LIMIT, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Activate a license key on this site (checked offline)', body: licenseActivateInput },
    },
    async (request, reply) => {
      const result = await service.activate(request.body, actorOf(request.user), serverI18n(await answerLanguage(request)));
      if (result.ok) return { data: result.data };
      return reply.status(422).send({ code: `license_${result.reason}`, message: result.data.reason, data: result.data });
    },
  );

  app.post('/deactivate', { config: { access }, schema: { tags, summary: 'Deactivate the license of this site' } }, async (request) => ({
    data: await service.deactivate(actorOf(request.user)),
  }));
};
export default licenseRoutes;
