import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

/** A whole-day event's option: its start and end instants are 00:00 and 23:59 of `start_date` in its zone (UTC or Berlin's summer time here). */
function option(id: number | undefined, title: string, start_date: string, timezone = 'UTC') {
  const offset = timezone === 'Europe/Berlin' ? 2 * 3_600_000 : 0;
  const at = (time: string) => new Date(Date.parse(`${start_date}T${time}:00.000Z`) - offset).toISOString();
  return { id, title, start_date, timezone, start_at: at('00:00'), end_at: at('23:59'), recurring_enabled: 'no' };
}

describeEachDatabase('picker options (GET /api/v2/events/options and the lists shortcodes pick from)', (dialect) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ids = [];
    for (const [title, start_date, timezone] of [
      ['Harbour Concert', '2031-06-01', 'UTC'],
      ['Harbour Market', '2031-07-01', 'UTC'],
      ['City Run', '2031-08-01', 'Europe/Berlin'],
      ['Harbour Fair', '2020-05-01', 'UTC'],
      ['Harbour Fair', '2021-05-01', 'UTC'],
    ]) {
      ids.push((await t.admin.request('POST', '/api/v2/events', { title, start_date, timezone })).json().id);
    }
    await t.admin.request('POST', '/api/v2/permissions/roles', { key: 'door_staff', name: 'Door staff' });
    await t.admin.request('POST', '/api/v2/permissions/door_staff', { permissions: ['etn_manage_qr_scan'] });
    for (const [key, capability] of [
      ['landing_designer', 'etn_manage_template'],
      ['widget_maker', 'etn_manage_shortcode'],
    ]) {
      await t.admin.request('POST', '/api/v2/permissions/roles', { key, name: key });
      await t.admin.request('POST', `/api/v2/permissions/${key}`, { permissions: [capability] });
    }
  });
  afterAll(() => t.close());

  it('answers id, title, start date, zone (the scanner states its times in it) and start and end instants (it warns of an event not today), coming events soonest first then ended ones latest first, searched by title or asked by id', async () => {
    const all = await t.admin.request('GET', '/api/v2/events/options');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      option(ids[0], 'Harbour Concert', '2031-06-01'),
      option(ids[1], 'Harbour Market', '2031-07-01'),
      option(ids[2], 'City Run', '2031-08-01', 'Europe/Berlin'),
      option(ids[4], 'Harbour Fair', '2021-05-01'),
      option(ids[3], 'Harbour Fair', '2020-05-01'),
    ]);
    expect((await t.admin.request('GET', '/api/v2/events/options?search=harbour&limit=1')).json()).toEqual([option(ids[0], 'Harbour Concert', '2031-06-01')]);
    expect((await t.admin.request('GET', '/api/v2/events/options?search=harbour&limit=3')).json().map((o: { id: number }) => o.id)).toEqual([ids[0], ids[1], ids[4]]);
    expect((await t.admin.request('GET', '/api/v2/events/options?search=fair')).json().map((o: { id: number }) => o.id)).toEqual([ids[4], ids[3]]);
    expect((await t.admin.request('GET', `/api/v2/events/options?id=${ids[0]}`)).json()).toEqual([option(ids[0], 'Harbour Concert', '2031-06-01')]);
    expect((await t.admin.request('GET', '/api/v2/events/options?limit=500')).statusCode).toBe(400);
  });

  it("tells a series' parent from its first occurrence, which has its title and date (walk: two identical choices)", async () => {
    const parent = (
      await t.admin.request('POST', '/api/v2/events', { title: 'Lighthouse Walk', start_date: '2032-03-01', recurring_enabled: 'yes', recurrence: { frequency: 'weekly', count: 2 } })
    ).json();
    const found = (await t.admin.request('GET', '/api/v2/events/options?search=lighthouse')).json() as Array<{ id: number; start_date: string; recurring_enabled: string }>;
    expect(found.map(({ start_date, recurring_enabled }) => [start_date, recurring_enabled])).toEqual([
      ['2032-03-01', 'yes'],
      ['2032-03-01', 'no'],
      ['2032-03-08', 'no'],
    ]);
    expect(found[0]!.id).toBe(parent.id);
  });

  it('is open to roles that work with bookings, attendees or check-in, design landing templates or make shortcodes, without opening the event list', async () => {
    // A landing template is designed with an event's details, a countdown shortcode names its event.
    for (const role of ['door_staff', 'landing_designer', 'widget_maker']) {
      const user = await t.loginAs(role);
      expect((await user.request('GET', '/api/v2/events/options?search=City')).json()).toEqual([option(ids[2], 'City Run', '2031-08-01', 'Europe/Berlin')]);
      expect((await user.request('GET', '/api/v2/events')).statusCode).toBe(403);
    }
    const subscriber = await t.loginAs('subscriber');
    const refused = await subscriber.request('GET', '/api/v2/events/options');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('"etn_manage_qr_scan"');
  });

  it("lets a Shortcodes role read the lists its widgets' pickers search (categories, tags, schedules, speaker groups), not change them", async () => {
    const maker = await t.loginAs('widget_maker');
    const schedule = (await t.admin.request('POST', '/api/v2/schedules', { program_title: 'Harbour day', date: '2031-06-01', slots: [] })).json();
    const group = (await t.admin.request('POST', '/api/v2/speaker-groups', { name: 'Harbour keynotes' })).json();
    for (const url of ['/api/v2/categories', '/api/v2/tags', '/api/v2/schedules?search=Harbour', `/api/v2/schedules/${schedule.id}`, '/api/v2/speaker-groups', `/api/v2/speaker-groups/${group.id}`]) {
      expect((await maker.request('GET', url)).statusCode, url).toBe(200);
    }
    expect((await maker.request('POST', '/api/v2/categories', { name: 'Not mine' })).statusCode).toBe(403);
    expect((await maker.request('POST', '/api/v2/schedules', { program_title: 'Not mine', date: '2031-06-01', slots: [] })).statusCode).toBe(403);
    expect((await maker.request('PUT', `/api/v2/speaker-groups/${group.id}`, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await maker.request('GET', '/api/v2/speakers')).statusCode).toBe(403);
  });

  it("offers authors only their own events", async () => {
    const author = await t.loginAs('author');
    const own = (await author.request('POST', '/api/v2/events', { title: 'Own Talk', start_date: '2031-09-01' })).json();
    expect((await author.request('GET', '/api/v2/events/options')).json()).toEqual([option(own.id, 'Own Talk', '2031-09-01')]);
  });
});
