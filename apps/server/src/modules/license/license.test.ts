import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { AuditEntry, LicenseData, Page } from '@eventory/core';
import { createTestApp, describeEachDatabase, type Client, type TestApp } from '../../test/harness.js';
import { LICENSE_ACTIVATION_LIMIT } from './routes.js';
import { registeredDomains } from './service.js';
import { sampleKey, testKeyPair, utcDateIn } from '../../test/licenseKeys.js';

const vendor = testKeyPair();
const SITE_HOST = 'events.example.com';
const ada = { name: 'Ada at the desk', email: 'ada@example.com' };

let addresses = 0;
/** Each attempt from its own IP unless told, so the rate limit only bites the test about it. */
function activate(t: TestApp, client: Client, body: object, remoteAddress = `10.0.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/license/activate',
    headers: { cookie: client.cookie, 'x-csrf-token': client.nonce },
    payload: body,
    remoteAddress,
  });
}

async function licenseTrail(t: TestApp): Promise<AuditEntry[]> {
  const res = await t.admin.request('GET', '/api/v2/audit?entity_type=license&per_page=100');
  return (res.json() as Page<AuditEntry>).items;
}

describeEachDatabase('license activation', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { LICENSE_PUBLIC_KEY: vendor.publicKey, SITE_URL: `https://${SITE_HOST}` });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    vi.useRealTimers();
    await t.admin.request('POST', '/api/v2/license/deactivate');
    await t.handle.db.deleteFrom('audit_log').execute();
  });

  it('activates a valid key: 200 with the license, stored for the site domain, audited once without the key', async () => {
    const key = sampleKey(vendor.privateKey, { expires: '2031-01-31', kid: 'kid-valid-1' });
    const res = await activate(t, t.admin, { ...ada, license_key: key });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: LicenseData }).data;
    expect(data).toMatchObject({ license: 'valid', name: ada.name, email: ada.email, plan: 'pro', expires: '2031-01-31', domain: SITE_HOST });
    expect(Date.parse(data.activated_at)).not.toBeNaN();

    const read = await t.admin.request('GET', '/api/v2/license/');
    expect(read.json()).toEqual({ data });
    const [signature] = key.split('.').slice(1);
    expect(read.body).not.toContain(signature);
    expect(await registeredDomains(t.handle.db)).toEqual([SITE_HOST]);

    const trail = await licenseTrail(t);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'activate', entity_type: 'license', entity_id: 'kid-valid-1', user_email: 'admin@example.com', before: null });
    expect(JSON.stringify(trail[0])).not.toContain(signature);
  });

  it('matches the email case-insensitively and accepts a key without domains on any site', async () => {
    const res = await activate(t, t.admin, { ...ada, email: 'ADA@Example.com', license_key: sampleKey(vendor.privateKey, { domains: [] }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { license: 'valid', domain: SITE_HOST } });
  });

  const refusals: { what: string; key: () => string; email?: string; code: string; message: RegExp }[] = [
    {
      what: 'a tampered payload (longer expiry)',
      key: () => {
        const [encoded, signature] = sampleKey(vendor.privateKey).split('.');
        const payload = { ...JSON.parse(Buffer.from(encoded!, 'base64url').toString()), expires: '2099-12-31' };
        return `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
      },
      code: 'license_bad_signature',
      message: /does not match its signature/,
    },
    {
      what: 'a tampered signature',
      key: () => {
        const key = sampleKey(vendor.privateKey);
        const last = key.at(-2) === 'A' ? 'B' : 'A';
        return `${key.slice(0, -2)}${last}${key.at(-1)}`;
      },
      code: 'license_bad_signature',
      message: /does not match its signature/,
    },
    { what: 'a key of another vendor', key: () => sampleKey(testKeyPair().privateKey), code: 'license_bad_signature', message: /signature/ },
    { what: 'an expired key', key: () => sampleKey(vendor.privateKey, { expires: utcDateIn(-1) }), code: 'license_expired', message: /expired on/ },
    { what: 'a key issued to another email', key: () => sampleKey(vendor.privateKey), email: 'grace@example.com', code: 'license_wrong_email', message: /another email/ },
    {
      what: 'a key for another domain',
      key: () => sampleKey(vendor.privateKey, { domains: ['other.example.org'] }),
      code: 'license_wrong_domain',
      message: new RegExp(`for other\\.example\\.org, not for ${SITE_HOST.replaceAll('.', '\\.')}`),
    },
    { what: 'garbage', key: () => 'not-a-license-key', code: 'license_malformed', message: /expected format/ },
  ];
  for (const refusal of refusals) {
    it(`refuses ${refusal.what} with 422 and its reason, writing nothing`, async () => {
      const res = await activate(t, t.admin, { ...ada, email: refusal.email ?? ada.email, license_key: refusal.key() });
      expect(res.statusCode).toBe(422);
      const body = res.json() as { code: string; message: string; data: LicenseData };
      expect(body.code).toBe(refusal.code);
      expect(body.message).toMatch(refusal.message);
      expect(body.data).toMatchObject({ license: 'invalid', reason: body.message, email: refusal.email ?? ada.email });
      expect((await t.admin.request('GET', '/api/v2/license/')).json()).toEqual({ data: false });
      expect(await licenseTrail(t)).toEqual([]);
    });
  }

  it('answers missing fields with 400 and the form messages (SPEC §5)', async () => {
    const res = await activate(t, t.admin, { name: ' ', email: 'nope', license_key: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ name: 'Please input your name!', email: 'Enter Valid Email!', license_key: 'Please input your license key!' });
  });

  it('reads an activated license as invalid once it has expired (re-verified on every GET)', async () => {
    const today = utcDateIn(0);
    expect((await activate(t, t.admin, { ...ada, license_key: sampleKey(vendor.privateKey, { expires: today }) })).statusCode).toBe(200);
    expect((await t.admin.request('GET', '/api/v2/license/')).json()).toMatchObject({ data: { license: 'valid', expires: today } });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${utcDateIn(1)}T00:00:01Z`));
    const read = (await t.admin.request('GET', '/api/v2/license/')).json() as { data: LicenseData };
    expect(read.data).toMatchObject({ license: 'invalid', domain: SITE_HOST, reason: `The license expired on ${today}. Renew it to get a new key.` });
    expect(await registeredDomains(t.handle.db)).toEqual([]);
  });

  it('deactivates: data false, audited, and a second deactivation is a 409 with a message', async () => {
    expect((await activate(t, t.admin, { ...ada, license_key: sampleKey(vendor.privateKey, { kid: 'kid-deactivate' }) })).statusCode).toBe(200);
    const res = await t.admin.request('POST', '/api/v2/license/deactivate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: false });
    expect((await t.admin.request('GET', '/api/v2/license/')).json()).toEqual({ data: false });
    expect(await registeredDomains(t.handle.db)).toEqual([]);
    const trail = await licenseTrail(t);
    expect(trail.map((e) => e.action)).toEqual(['deactivate', 'activate']);
    expect(trail[0]).toMatchObject({ entity_id: 'kid-deactivate', after: null, before: { plan: 'pro', domain: SITE_HOST } });

    const again = await t.admin.request('POST', '/api/v2/license/deactivate');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/No license is activated/);
  });

  it('needs etn_manage_license: an editor gets 403 on every license route, logged-out callers 401', async () => {
    const editor = await t.loginAs('editor');
    expect((await editor.request('GET', '/api/v2/license/')).statusCode).toBe(403);
    expect((await activate(t, editor, { ...ada, license_key: sampleKey(vendor.privateKey) })).statusCode).toBe(403);
    expect((await editor.request('POST', '/api/v2/license/deactivate')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/license/' })).statusCode).toBe(401);
    expect((await t.admin.request('GET', '/api/v2/license/')).json()).toEqual({ data: false });
  });

  it(`limits activation to ${LICENSE_ACTIVATION_LIMIT} attempts a minute per IP (429 with a message)`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LICENSE_ACTIVATION_LIMIT; i++) {
      expect((await activate(t, t.admin, { ...ada, license_key: 'wrong' }, ip)).statusCode).toBe(422);
    }
    const limited = await activate(t, t.admin, { ...ada, license_key: sampleKey(vendor.privateKey) }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect((await t.admin.request('GET', '/api/v2/license/')).json()).toEqual({ data: false });
    expect((await activate(t, t.admin, { ...ada, license_key: sampleKey(vendor.privateKey) }, '192.0.2.78')).statusCode).toBe(200);
  });
});
