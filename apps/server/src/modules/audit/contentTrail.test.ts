import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speakerInput, type Schedule } from '@eventory/core';
import { createTestApp, describeEachDatabase, ADMIN, type Client, type TestApp } from '../../test/harness.js';
import { insertSpeaker } from '../../test/speakerRows.js';
import { ScheduleService } from '../schedules/service.js';
import { updateSettings } from '../settings/service.js';
import { SpeakerGroupService } from '../speakers/groupService.js';
import { SpeakerService } from '../speakers/service.js';
import { TaxonomyService } from '../taxonomies/service.js';
import { createUser } from '../users/service.js';

interface Entry {
  user_id: number | null;
  user_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describeEachDatabase('audit trail of categories, tags, speakers, speaker groups, schedules and settings', (dialect) => {
  let t: TestApp;
  /** An editor (not the administrator), so the entries must name whoever made the change. */
  let editor: Client;
  const editorEmail = 'ed.editor@example.com';
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createUser(t.handle.db, { email: editorEmail, display_name: 'Ed', password: 'password-123', role: 'editor' });
    editor = await t.login(editorEmail, 'password-123');
  });
  afterAll(() => t.close());

  /** The entries of an entity type, newest first. */
  const trail = async (entityType: string): Promise<Entry[]> => {
    const res = await t.admin.request('GET', `/api/v2/audit?entity_type=${entityType}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Entry[];
  };
  const total = async () => (await t.admin.request('GET', '/api/v2/audit?per_page=1')).json().total_items as number;
  /** Sends a request that must be refused with `status`, and checks the trail did not grow. */
  const refused = async (client: Client, status: number, method: string, url: string, body?: unknown) => {
    const before = await total();
    const res = await client.request(method, url, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await total()).toBe(before);
  };

  describe.each([
    ['categories', 'category'],
    ['tags', 'tag'],
  ] as const)('%s', (kind, type) => {
    it(`records creating, updating and deleting a ${type} with who did it and the ${type} before and after`, async () => {
      const created = await t.admin.request('POST', `/api/v2/${kind}`, { name: `  Outdoor ${type} `, description: 'Fresh air' });
      expect(created.statusCode, created.body).toBe(201);
      const term = created.json();
      const [create] = await trail(type);
      expect(create).toMatchObject({ action: 'create', entity_type: type, entity_id: String(term.id), summary: `Created ${type} "Outdoor ${type}"`, user_email: ADMIN.email, before: null, after: term });

      const updated = await t.admin.request('PUT', `/api/v2/${kind}/${term.id}`, { name: `Indoor ${type}`, description: '' });
      expect(updated.statusCode, updated.body).toBe(200);
      const [update] = await trail(type);
      expect(update).toMatchObject({ action: 'update', entity_id: String(term.id), summary: `Updated ${type} "Indoor ${type}"`, user_email: ADMIN.email, before: term, after: updated.json() });
      expect(update!.before).toMatchObject({ name: `Outdoor ${type}`, description: 'Fresh air' });
      expect(update!.after).toMatchObject({ name: `Indoor ${type}`, description: '' });

      const other = (await t.admin.request('POST', `/api/v2/${kind}`, { name: `Second ${type}` })).json();
      const deleted = await t.admin.request('DELETE', `/api/v2/${kind}?ids=${term.id},${other.id},999999`);
      expect(deleted.json()).toEqual({ deleted: [term.id, other.id] });
      const deletions = (await trail(type)).filter((e) => e.action === 'delete');
      expect(deletions.map((e) => [e.entity_id, e.summary, e.user_email]).sort()).toEqual(
        [
          [String(term.id), `Deleted ${type} "Indoor ${type}"`, ADMIN.email],
          [String(other.id), `Deleted ${type} "Second ${type}"`, ADMIN.email],
        ].sort(),
      );
      expect(deletions.find((e) => e.entity_id === String(term.id))).toMatchObject({ before: updated.json(), after: null });
    });

    it(`a refused ${type} change (a duplicate name, an unknown id, a missing name) adds no entry`, async () => {
      const first = (await t.admin.request('POST', `/api/v2/${kind}`, { name: `Music ${type}` })).json();
      const second = (await t.admin.request('POST', `/api/v2/${kind}`, { name: `Theatre ${type}` })).json();
      await refused(t.admin, 409, 'POST', `/api/v2/${kind}`, { name: `MUSIC ${type}` });
      await refused(t.admin, 409, 'PUT', `/api/v2/${kind}/${second.id}`, { name: `music ${type}` });
      await refused(t.admin, 404, 'PUT', `/api/v2/${kind}/999999`, { name: 'Ghost' });
      await refused(t.admin, 404, 'DELETE', `/api/v2/${kind}/999999`);
      await refused(t.admin, 400, 'POST', `/api/v2/${kind}`, { name: ' ' });
      expect((await trail(type)).filter((e) => [String(first.id), String(second.id)].includes(e.entity_id)).map((e) => e.action)).toEqual(['create', 'create']);
    });
  });

  it('a category under a parent records its parent', async () => {
    const parent = (await t.admin.request('POST', '/api/v2/categories', { name: 'Sports' })).json();
    const child = (await t.admin.request('POST', '/api/v2/categories', { name: 'Football', parent: parent.id })).json();
    expect((await trail('category'))[0]).toMatchObject({ entity_id: String(child.id), after: { name: 'Football', parent: parent.id } });
  });

  describe('speakers', () => {
    const margaret = {
      name: ' Margaret Hamilton ',
      email: 'margaret@example.com',
      designation: 'Director',
      category: ['speaker'],
      speaker_group: ['Apollo'],
    };

    it('records creating, updating and deleting a speaker with who did it and the speaker before and after', async () => {
      const created = await editor.request('POST', '/api/v2/speakers', margaret);
      expect(created.statusCode, created.body).toBe(201);
      const speaker = created.json();
      const [create] = await trail('speaker');
      expect(create).toMatchObject({ action: 'create', entity_type: 'speaker', entity_id: String(speaker.id), summary: 'Created speaker "Margaret Hamilton"', user_email: editorEmail, before: null, after: speaker });

      const updated = await editor.request('PUT', `/api/v2/speakers/${speaker.id}`, { ...margaret, name: 'Margaret H. Hamilton', speaker_group: ['Apollo', 'Keynote'] });
      expect(updated.statusCode, updated.body).toBe(200);
      const [update] = await trail('speaker');
      expect(update).toMatchObject({ action: 'update', summary: 'Updated speaker "Margaret H. Hamilton"', user_email: editorEmail, before: speaker, after: updated.json() });
      expect(update!.before).toMatchObject({ name: 'Margaret Hamilton', speaker_group: ['Apollo'] });
      expect(update!.after).toMatchObject({ name: 'Margaret H. Hamilton', speaker_group: ['Apollo', 'Keynote'] });

      const deleted = await editor.request('DELETE', `/api/v2/speakers/${speaker.id}`);
      expect(deleted.json()).toEqual({ deleted: [speaker.id] });
      const [remove] = await trail('speaker');
      expect(remove).toMatchObject({ action: 'delete', entity_id: String(speaker.id), summary: 'Deleted speaker "Margaret H. Hamilton"', user_email: editorEmail, before: updated.json(), after: null });
    });

    it('a bulk delete records one entry per speaker that existed', async () => {
      const ids: number[] = [];
      for (const name of ['Ada Lovelace', 'Alan Turing']) ids.push((await t.admin.request('POST', '/api/v2/speakers', { name })).json().id);
      const before = (await trail('speaker')).length;
      const res = await t.admin.request('DELETE', `/api/v2/speakers?ids=${ids.join(',')},999999`);
      expect(res.json().deleted.sort()).toEqual([...ids].sort());
      const after = await trail('speaker');
      const entries = after.slice(0, after.length - before);
      expect(entries.map((e) => [e.action, e.entity_id, e.summary]).sort()).toEqual([
        ['delete', String(ids[0]), 'Deleted speaker "Ada Lovelace"'],
        ['delete', String(ids[1]), 'Deleted speaker "Alan Turing"'],
      ]);
    });

    it('a refused speaker change adds no entry', async () => {
      await refused(editor, 404, 'PUT', '/api/v2/speakers/999999', { name: 'Ghost' });
      await refused(editor, 404, 'DELETE', '/api/v2/speakers/999999');
      await refused(editor, 400, 'POST', '/api/v2/speakers', { name: '' });
    });
  });

  describe('speaker groups', () => {
    it('records creating, renaming and deleting a group with who did it', async () => {
      const created = await editor.request('POST', '/api/v2/speaker-groups', { name: '  Keynotes ' });
      expect(created.statusCode, created.body).toBe(201);
      const group = created.json();
      expect((await trail('speaker_group'))[0]).toMatchObject({ action: 'create', entity_type: 'speaker_group', entity_id: String(group.id), summary: 'Created speaker group "Keynotes"', user_email: editorEmail, after: group });

      const renamed = await editor.request('PUT', `/api/v2/speaker-groups/${group.id}`, { name: 'Keynote Speakers' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await trail('speaker_group'))[0]).toMatchObject({ action: 'update', summary: 'Updated speaker group "Keynote Speakers"', user_email: editorEmail, before: { name: 'Keynotes' }, after: { name: 'Keynote Speakers' } });

      expect((await editor.request('DELETE', `/api/v2/speaker-groups/${group.id}`)).json()).toEqual({ deleted: [group.id] });
      expect((await trail('speaker_group'))[0]).toMatchObject({ action: 'delete', entity_id: String(group.id), summary: 'Deleted speaker group "Keynote Speakers"', user_email: editorEmail, before: renamed.json(), after: null });
    });

    it('a duplicate group name (409) or an unknown group (404) adds no entry', async () => {
      const group = (await editor.request('POST', '/api/v2/speaker-groups', { name: 'Panelists' })).json();
      const other = (await editor.request('POST', '/api/v2/speaker-groups', { name: 'Hosts' })).json();
      await refused(editor, 409, 'POST', '/api/v2/speaker-groups', { name: 'PANELISTS' });
      await refused(editor, 409, 'PUT', `/api/v2/speaker-groups/${other.id}`, { name: 'panelists' });
      await refused(editor, 404, 'PUT', '/api/v2/speaker-groups/999999', { name: 'Ghosts' });
      await refused(editor, 404, 'DELETE', '/api/v2/speaker-groups/999999');
      expect((await trail('speaker_group')).filter((e) => e.entity_id === String(group.id)).map((e) => e.action)).toEqual(['create']);
    });
  });

  describe('schedules', () => {
    let grace: number;
    beforeAll(async () => {
      grace = await insertSpeaker(t.handle.db, { name: 'Grace Hopper', slug: 'grace-hopper-audit' });
    });
    const program = () => ({ program_title: ' Main Day ', date: '2033-01-10', day_name: 'Monday', slots: [{ topic: 'Keynote', start_time: '09:00', end_time: '10:00', speakers: [grace] }] });

    it('records creating, updating, cloning and deleting a schedule with who did it and the schedule before and after', async () => {
      const created = await editor.request('POST', '/api/v2/schedules', program());
      expect(created.statusCode, created.body).toBe(201);
      const schedule = created.json() as Schedule;
      expect((await trail('schedule'))[0]).toMatchObject({ action: 'create', entity_type: 'schedule', entity_id: String(schedule.id), summary: 'Created schedule "Main Day"', user_email: editorEmail, before: null, after: schedule });

      const updated = await editor.request('PUT', `/api/v2/schedules/${schedule.id}`, { ...program(), program_title: 'Opening Day', slots: [] });
      expect(updated.statusCode, updated.body).toBe(200);
      const [update] = await trail('schedule');
      expect(update).toMatchObject({ action: 'update', summary: 'Updated schedule "Opening Day"', user_email: editorEmail, before: schedule, after: updated.json() });
      expect(update!.before).toMatchObject({ program_title: 'Main Day', slots: [{ topic: 'Keynote', speakers: [grace] }] });
      expect(update!.after).toMatchObject({ program_title: 'Opening Day', slots: [] });

      const cloned = await editor.request('GET', `/api/v2/schedules/${schedule.id}/clone`);
      expect(cloned.statusCode, cloned.body).toBe(201);
      const copy = cloned.json() as Schedule;
      const clones = (await trail('schedule')).filter((e) => e.entity_id === String(copy.id));
      expect(clones).toEqual([expect.objectContaining({ action: 'clone', summary: 'Cloned schedule "Opening Day" as "Opening Day - Copy"', user_email: editorEmail, before: null, after: copy })]);

      const deleted = await editor.request('DELETE', `/api/v2/schedules?ids=${schedule.id},${copy.id}`);
      expect(deleted.json().deleted.sort()).toEqual([schedule.id, copy.id].sort());
      const deletions = (await trail('schedule')).filter((e) => e.action === 'delete');
      expect(deletions.map((e) => [e.entity_id, e.summary, e.user_email]).sort()).toEqual(
        [
          [String(schedule.id), 'Deleted schedule "Opening Day"', editorEmail],
          [String(copy.id), 'Deleted schedule "Opening Day - Copy"', editorEmail],
        ].sort(),
      );
      expect(deletions.find((e) => e.entity_id === String(copy.id))!.before).toEqual(copy);
    });

    it('a refused schedule change (an unknown speaker, an unknown id) adds no entry', async () => {
      const schedule = (await editor.request('POST', '/api/v2/schedules', program())).json() as Schedule;
      const ghost = { ...program(), slots: [{ topic: 'Ghost talk', start_time: '11:00', end_time: '12:00', speakers: [999999] }] };
      await refused(editor, 400, 'POST', '/api/v2/schedules', ghost);
      await refused(editor, 400, 'PUT', `/api/v2/schedules/${schedule.id}`, ghost);
      await refused(editor, 404, 'PUT', '/api/v2/schedules/999999', program());
      await refused(editor, 404, 'DELETE', '/api/v2/schedules/999999');
      await refused(editor, 404, 'GET', '/api/v2/schedules/999999/clone');
      expect((await trail('schedule')).filter((e) => e.entity_id === String(schedule.id)).map((e) => e.action)).toEqual(['create']);
    });

    it('writes the entry in the transaction of the change: a rolled-back import leaves neither the schedule nor its entry', async () => {
      const service = new ScheduleService({ db: t.handle.db, dialect: t.handle.dialect });
      const before = await total();
      const count = async () => Number((await t.handle.db.selectFrom('schedules').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const schedules = await count();
      await expect(
        t.handle.db.transaction().execute(async (trx) => {
          await service.create({ program_title: 'Rolled back', date: '2033-03-01', day_name: '', slots: [] }, { actor: { id: 1, email: ADMIN.email } }, trx);
          expect(Number((await trx.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('entity_type', '=', 'schedule').where('summary', '=', 'Created schedule "Rolled back"').executeTakeFirstOrThrow()).n)).toBe(1);
          throw new Error('the import failed');
        }),
      ).rejects.toThrow('the import failed');
      expect(await count()).toBe(schedules);
      expect(await total()).toBe(before);
    });
  });

  describe('settings', () => {
    it('records the settings that changed, only those, before and after, with who changed them', async () => {
      const res = await t.admin.request('PUT', '/api/v2/settings', { currency: 'eur', reservation_hours: 12, disable_category_and_tags: 'off' });
      expect(res.statusCode, res.body).toBe(200);
      const [entry] = await trail('settings');
      expect(entry).toMatchObject({ action: 'update', entity_type: 'settings', entity_id: 'general', summary: 'Updated settings: currency, reservation_hours', user_email: ADMIN.email });
      expect(entry!.before).toEqual({ currency: 'USD', reservation_hours: 48 });
      expect(entry!.after).toEqual({ currency: 'EUR', reservation_hours: 12 });

      expect((await t.admin.request('PUT', '/api/v2/settings', { modules: { rsvp: 'off' } })).statusCode).toBe(200);
      expect((await trail('settings'))[0]).toMatchObject({ summary: 'Updated settings: modules', before: { modules: { rsvp: 'on' } }, after: { modules: { rsvp: 'off' } } });
      await t.admin.request('PUT', '/api/v2/settings', { currency: 'USD', reservation_hours: 48, modules: { rsvp: 'on' } });
    });

    it('a refused change, or one that changes nothing, adds no entry', async () => {
      await refused(t.admin, 400, 'PUT', '/api/v2/settings', { currency: 'EURO' });
      await refused(t.admin, 400, 'PUT', '/api/v2/settings', { reservation_hours: 0 });
      await refused(t.admin, 400, 'PUT', '/api/v2/settings', { default_ticket_template: 999999 });
      await refused(editor, 403, 'PUT', '/api/v2/settings', { currency: 'EUR' });
      const same = await t.admin.request('GET', '/api/v2/settings');
      await refused(t.admin, 200, 'PUT', '/api/v2/settings', { currency: same.json().currency });
    });
  });

  it('services called without an actor (importers, scripts) record nothing; a null actor records the system', async () => {
    const db = t.handle.db;
    const before = await total();
    const categories = new TaxonomyService(db, 'categories');
    const category = await categories.create({ name: 'Imported category', description: '' });
    await categories.update(category.id, { name: 'Imported category 2', description: '' });
    await categories.delete([category.id]);
    const speakers = new SpeakerService({ db, dialect: t.handle.dialect, siteUrl: 'https://example.org' });
    const speaker = await speakers.create(speakerInput.parse({ name: 'Imported speaker' }));
    await speakers.update(speaker.id, speakerInput.parse({ name: 'Imported speaker 2' }));
    await speakers.delete([speaker.id]);
    const groups = new SpeakerGroupService(db);
    const group = await groups.create({ name: 'Imported group' });
    await groups.update(group.id, { name: 'Imported group 2' });
    await groups.delete(group.id);
    const schedules = new ScheduleService({ db, dialect: t.handle.dialect });
    const schedule = await schedules.create({ program_title: 'Imported program', date: '2033-04-01', day_name: '', slots: [] });
    await schedules.update(schedule.id, { program_title: 'Imported program 2', date: '2033-04-01', day_name: '', slots: [] });
    await schedules.delete([(await schedules.clone(schedule.id)).id, schedule.id]);
    await updateSettings(db, { reservation_hours: 24 });
    await updateSettings(db, { reservation_hours: 48 });
    expect(await total()).toBe(before);

    await categories.create({ name: 'System category', description: '' }, null);
    expect((await trail('category'))[0]).toMatchObject({ summary: 'Created category "System category"', user_id: null, user_email: 'system' });
  });

  it('reads the new summaries in the reader’s language (issue #12)', async () => {
    await t.admin.request('POST', '/api/v2/tags', { name: 'Jazz' });
    await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 36 });
    await t.admin.chooseLanguage('de');
    try {
      expect((await trail('tag'))[0]!.summary).toBe('Schlagwort „Jazz“ erstellt');
      expect((await trail('settings'))[0]!.summary).toBe('Einstellungen geändert: reservation_hours');
    } finally {
      await t.admin.chooseLanguage(null);
      await t.admin.request('PUT', '/api/v2/settings', { reservation_hours: 48 });
    }
  });
});
