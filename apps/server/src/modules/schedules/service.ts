import { scheduleInput, type Page, type Schedule, type ScheduleInputParsed, type ScheduleListQuery } from '@eventory/core';
import type { DB, Dialect, Tx } from '../../db/database.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { ApiMessage } from '../../i18n/apiMessages.js';
import { countCache, invalidateCounts } from '../../db/countCache.js';
import { missingIds } from '../events/repository.js';
import { recordAudit, type AuditActor } from '../audit/service.js';
import * as repo from './repository.js';

export interface ScheduleServiceDeps {
  db: DB;
  dialect: Dialect;
  now?: () => number;
}

/**
 * Schedules (programs): a title, a date and ordered slots with their speakers (SPEC §3 Schedule,
 * §7 "List schedules", issue #3). Every change runs in one transaction. Methods taking `scope` (core's
 * `ownEventsScope`; null: all) apply the own-events rule (issue #9 §6.1): a schedule another owner's
 * event shows is left out of lists and answers 404. Changes given an `actor` are recorded in the
 * audit trail (entity type `schedule`) inside their transaction; without one (`undefined`: imports,
 * other services) nothing is recorded.
 */
export class ScheduleService {
  private readonly counts;
  constructor(private readonly deps: ScheduleServiceDeps) {
    this.counts = countCache(deps.db, 'schedules');
  }

  private stamp() {
    return new Date(this.deps.now ? this.deps.now() : Date.now()).toISOString();
  }

  private async inTx<T>(tx: Tx | undefined, work: (trx: Tx) => Promise<T>): Promise<T> {
    try {
      return tx ? await work(tx) : await this.deps.db.transaction().execute(work);
    } finally {
      invalidateCounts(this.deps.db);
    }
  }

  /** The wire shape of rows with their slots, slot speakers and events: three queries for any number of rows. */
  private async present(db: DB, rows: repo.ScheduleRow[]): Promise<Schedule[]> {
    const ids = rows.map((r) => r.id);
    const [slots, events] = await Promise.all([repo.loadSlots(db, ids), repo.loadEventLinks(db, ids)]);
    return rows.map((row) => ({
      id: row.id,
      program_title: row.program_title,
      date: row.date,
      day_name: row.day_name,
      slots: slots.get(row.id) ?? [],
      events: events.get(row.id) ?? [],
    }));
  }

  /**
   * One page of schedules (SPEC §7 "List schedules"), latest date first, then newest id.
   * Totals come from a short-lived cache cleared on every change here; a total filtered by
   * `event_id` is always counted, since events attach schedules through the events API.
   */
  async list(q: ScheduleListQuery, scope: number | null = null): Promise<Page<Schedule>> {
    const { db, dialect } = this.deps;
    const { paged: _paged, per_page: _perPage, ...query } = q;
    const filters = { ...query, scope };
    const count = () => repo.countSchedules(db, dialect, filters);
    const [rows, total] = await Promise.all([
      repo.listSchedules(db, dialect, { ...q, scope }),
      this.counts.get(JSON.stringify(filters), count),
    ]);
    return { items: await this.present(db, rows), total_items: total };
  }

  /** @throws 404 when the schedule does not exist, or lies outside `scope` */
  async get(id: number, db: DB = this.deps.db, scope: number | null = null): Promise<Schedule> {
    const [row] = await repo.findSchedules(db, [id], scope);
    if (!row) throw notFound(/*i18n*/ 'Schedule', id);
    const [schedule] = await this.present(db, [row]);
    return schedule!;
  }

  /**
   * Creates a schedule with its slots in the order given.
   * @param extra an import key for re-imports, and `actor`: who creates it, recorded in the audit
   *   trail in the same transaction (omit it to record nothing)
   * @throws 400 when a slot names a speaker that does not exist (`errors['slots.<i>.speakers']`)
   */
  async create(input: ScheduleInputParsed, extra: { sourceKey?: string | null; actor?: AuditActor | null } = {}, tx?: Tx): Promise<Schedule> {
    const id = await this.inTx(tx, async (trx) => {
      const slots = await this.checkedSlots(trx, input.slots);
      const stamp = this.stamp();
      const id = await repo.insertSchedule(trx, {
        program_title: input.program_title,
        date: input.date,
        day_name: input.day_name,
        source_key: extra.sourceKey ?? null,
        created_at: stamp,
        updated_at: stamp,
      });
      await repo.replaceSlots(trx, id, slots);
      if (extra.actor !== undefined) {
        await recordAudit(trx, extra.actor, { action: 'create', entity_type: 'schedule', entity_id: id, summary: /*i18n*/ { id: 'Created schedule "{title}"', values: { title: input.program_title } }, after: await this.get(id, trx) });
      }
      return id;
    });
    return this.get(id, tx);
  }

  /**
   * Replaces a schedule's title, date, day name and its whole ordered list of slots.
   * @param actor who changes it, recorded in the audit trail (before and after) in the same transaction; omit it to record nothing
   * @throws 404 unknown id (or outside `scope`); 400 unknown slot speakers
   */
  async update(id: number, input: ScheduleInputParsed, tx?: Tx, scope: number | null = null, actor?: AuditActor | null): Promise<Schedule> {
    await this.inTx(tx, async (trx) => {
      const [current] = await repo.findSchedules(trx, [id], scope);
      if (!current) throw notFound(/*i18n*/ 'Schedule', id);
      const before = actor === undefined ? undefined : (await this.present(trx, [current]))[0];
      const slots = await this.checkedSlots(trx, input.slots);
      await repo.updateSchedule(trx, id, { program_title: input.program_title, date: input.date, day_name: input.day_name, updated_at: this.stamp() });
      await repo.replaceSlots(trx, id, slots);
      if (actor !== undefined) {
        await recordAudit(trx, actor, { action: 'update', entity_type: 'schedule', entity_id: id, summary: /*i18n*/ { id: 'Updated schedule "{title}"', values: { title: input.program_title } }, before, after: await this.get(id, trx) });
      }
    });
    return this.get(id, tx);
  }

  /**
   * Deletes schedules with their slots; events stop showing them.
   * @param actor who deletes them, recorded in the audit trail (one entry per schedule, as it was) in the same transaction; omit it to record nothing
   * @returns the ids that existed
   * @throws 404 when none of the ids exists (within `scope`)
   */
  async delete(ids: number[], scope: number | null = null, actor?: AuditActor | null): Promise<number[]> {
    const deleted = await this.inTx(undefined, async (trx) => {
      const before = actor === undefined ? [] : await this.present(trx, await repo.findSchedules(trx, ids, scope));
      const found = await repo.deleteSchedules(trx, ids, scope);
      if (actor !== undefined) {
        await recordAudit(trx, actor, before.map((schedule) => ({ action: 'delete', entity_type: 'schedule', entity_id: schedule.id, summary: /*i18n*/ { id: 'Deleted schedule "{title}"', values: { title: schedule.program_title } }, before: schedule })));
      }
      return found;
    });
    if (deleted.length === 0) throw notFound(/*i18n*/ 'Schedule', ids.join(', '));
    return deleted;
  }

  /**
   * A copy titled "<program_title> - Copy" with the same date, day name, slots and speakers
   * (SPEC §7 clone). The copy is attached to no event.
   * @param actor who clones it, recorded in the audit trail (action `clone`, the copy as `after`) in the same transaction; omit it to record nothing
   * @throws 404 unknown id (or outside `scope`)
   */
  async clone(id: number, scope: number | null = null, actor?: AuditActor | null): Promise<Schedule> {
    return this.inTx(undefined, async (trx) => {
      const source = await this.get(id, trx, scope);
      const copy = await this.create(scheduleInput.parse({ ...source, program_title: `${source.program_title} - Copy`.slice(0, 300) }), {}, trx);
      if (actor !== undefined) {
        await recordAudit(trx, actor, {
          action: 'clone',
          entity_type: 'schedule',
          entity_id: copy.id,
          summary: /*i18n*/ { id: 'Cloned schedule "{source}" as "{title}"', values: { source: source.program_title, title: copy.program_title } },
          after: copy,
        });
      }
      return copy;
    });
  }

  /**
   * The slots with each slot's speakers without repeats.
   * @throws 400 naming, per slot, the speaker ids that do not exist
   */
  private async checkedSlots(db: DB, slots: ScheduleInputParsed['slots']) {
    const distinct = slots.map((slot) => ({ ...slot, speakers: [...new Set(slot.speakers)] }));
    const missing = new Set(await missingIds(db, 'speakers', [...new Set(distinct.flatMap((s) => s.speakers))]));
    if (missing.size === 0) return distinct;
    const errors: Record<string, ApiMessage> = {};
    distinct.forEach((slot, index) => {
      const unknown = slot.speakers.filter((speaker) => missing.has(speaker));
      if (unknown.length) errors[`slots.${index}.speakers`] = /*i18n*/ { id: 'Unknown speaker id {ids}', values: { ids: unknown.join(', ') } };
    });
    const numbers = Object.keys(errors).map((key) => Number(key.split('.')[1]) + 1);
    throw badRequest(
      /*i18n*/ {
        id: '{count, plural, one {Slot {slots} lists} other {Slots {slots} list}} speakers that do not exist. Pick speakers from the list, or create them first.',
        values: { count: numbers.length, slots: numbers.join(', ') },
      },
      errors,
    );
  }
}
